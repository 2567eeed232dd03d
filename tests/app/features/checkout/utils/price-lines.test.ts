import { describe, expect, it } from 'vitest';
import { priceLines } from '#app/features/checkout/utils/price-lines.ts';
import { aBookingPrice } from '../../booking-factories';

describe('price lines', () => {
  it('list room, each discount, tax and accommodation tax, adding up to the total', () => {
    const price = aBookingPrice({
      coupon_discount_amount: 500,
      promotion_discount_amount: 300,
      total_price_without_tax: 18200,
      total_price: 20056,
    });
    const lines = priceLines(price);
    expect(lines).toEqual([
      { key: 'room', amount: 20000 },
      { key: 'specialDiscount', amount: -1000 },
      { key: 'couponDiscount', amount: -500 },
      { key: 'paymentDiscount', amount: -300 },
      { key: 'tax', amount: 1456 },
      { key: 'accommodationTax', amount: 400 },
    ]);
    expect(lines.reduce((sum, line) => sum + line.amount, 0)).toBe(price.total_price);
  });

  it('leave out discounts and accommodation tax that are zero', () => {
    const price = aBookingPrice({
      total_special_discount: 0,
      discounted_price: 0,
      accommodation_tax: 0,
      total_price_without_tax: 20000,
      total_price: 21600,
    });
    expect(priceLines(price)).toEqual([
      { key: 'room', amount: 20000 },
      { key: 'tax', amount: 1600 },
    ]);
  });

  it('take a member\'s voucher and points off last, the tax still that of the price before them (ADR 224)', () => {
    // 20,056 before: a 3,000 voucher and 1,000 points leave 16,056.
    const price = aBookingPrice({
      coupon_discount_amount: 500,
      promotion_discount_amount: 300,
      total_price_without_tax: 18200,
      total_price: 16056,
      voucher_coupon_discount_amount: 3000,
      spending_point_value: 1000,
    });
    const lines = priceLines(price);
    expect(lines).toEqual([
      { key: 'room', amount: 20000 },
      { key: 'specialDiscount', amount: -1000 },
      { key: 'couponDiscount', amount: -500 },
      { key: 'paymentDiscount', amount: -300 },
      { key: 'tax', amount: 1456 },
      { key: 'accommodationTax', amount: 400 },
      { key: 'voucherDiscount', amount: -3000 },
      { key: 'points', amount: -1000 },
    ]);
    expect(lines.reduce((sum, line) => sum + line.amount, 0)).toBe(price.total_price);
  });

  it('show the members’ discount only when the server priced a signed-in member (ADR 225)', () => {
    const member = aBookingPrice({ member_price: true, brr_discount_amount: 2000, discounted_price: 3000, total_price_without_tax: 17000, total_price: 18760 });
    const lines = priceLines(member);
    expect(lines).toContainEqual({ key: 'memberDiscount', amount: -2000 });
    expect(lines.reduce((sum, line) => sum + line.amount, 0)).toBe(member.total_price);
    // A guest's total leaves the members' discount out, though the answer names what signing in would save.
    expect(priceLines(aBookingPrice({ brr_discount_amount: 2000 })).map((line) => line.key)).not.toContain('memberDiscount');
  });
});

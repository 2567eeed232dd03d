import type { BookingPrice } from '#domain/entities/booking-price.ts';
import { chargedRoomPrice } from '#domain/rules/member-price.ts';

export type PriceLineKey = 'room' | 'specialDiscount' | 'memberDiscount' | 'couponDiscount' | 'paymentDiscount' | 'tax' | 'accommodationTax' | 'voucherDiscount' | 'points';

export type PriceLine = { key: PriceLineKey; amount: number };

/**
 * The breakdown of what the guest pays, in the order a bill reads: the rooms before tax, each discount taken off
 * (tax excluded), the consumption tax on what is left, the accommodation tax. The lines add up to total_price.
 * Discounts and accommodation tax appear only when there are any. The members' discounts (the plan's and the rank's)
 * are a line only when the server priced a signed-in member (member_price, ADR 225); a guest's total leaves them out.
 * A member's voucher and points (ADR 220) come off the total with its taxes, last, so the tax line is taken of the
 * total before them.
 */
export function priceLines(price: BookingPrice): PriceLine[] {
  const discounts: PriceLine[] = [
    { key: 'specialDiscount', amount: -price.total_special_discount },
    { key: 'memberDiscount', amount: price.member_price === true ? -price.brr_discount_amount : 0 },
    { key: 'couponDiscount', amount: -price.coupon_discount_amount },
    { key: 'paymentDiscount', amount: -price.promotion_discount_amount },
  ];
  const discounted = price.total_price_without_tax;
  const voucher = price.voucher_coupon_discount_amount ?? 0;
  const points = price.spending_point_value ?? 0;
  const beforeDeductions = price.total_price + voucher + points;
  // The server rounds each room's discount; the room line absorbs any difference so the lines add up exactly.
  const discountTotal = discounts.reduce((sum, line) => sum - line.amount, 0);
  return [
    { key: 'room', amount: discounted + discountTotal },
    ...discounts.filter((line) => line.amount !== 0),
    { key: 'tax', amount: beforeDeductions - price.accommodation_tax - discounted },
    ...(price.accommodation_tax > 0 ? [{ key: 'accommodationTax' as const, amount: price.accommodation_tax }] : []),
    ...(voucher > 0 ? [{ key: 'voucherDiscount' as const, amount: -voucher }] : []),
    ...(points > 0 ? [{ key: 'points' as const, amount: -points }] : []),
  ];
}

/**
 * What one room of the price call costs this guest (the member price for a signed-in member): after the discounts,
 * tax included, with its accommodation tax. It is what the reservation records as the room's price; the rooms add
 * up to the rooms' part of total_price.
 */
export function roomLinePrice(price: Pick<BookingPrice, 'member_price'>, line: BookingPrice['rooms'][number]): number {
  return chargedRoomPrice(price, line).total_price_after_discount + line.accommodation_tax;
}

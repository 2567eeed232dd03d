import type { BookingPrice } from '../../../../../domain/entities/booking-price';

export type PriceLineKey = 'room' | 'specialDiscount' | 'couponDiscount' | 'paymentDiscount' | 'tax' | 'accommodationTax';

export type PriceLine = { key: PriceLineKey; amount: number };

/**
 * The breakdown of what a guest who is not signed in pays, in the order a bill reads: the rooms before tax, each
 * discount taken off (tax excluded), the consumption tax on what is left, the accommodation tax. The lines add up
 * to total_price. Discounts and accommodation tax appear only when there are any. Member discounts come with
 * sign-in (sign_in_total_price) and are not part of this total.
 */
export function priceLines(price: BookingPrice): PriceLine[] {
  const discounts: PriceLine[] = [
    { key: 'specialDiscount', amount: -price.total_special_discount },
    { key: 'couponDiscount', amount: -price.coupon_discount_amount },
    { key: 'paymentDiscount', amount: -price.promotion_discount_amount },
  ];
  const discounted = price.total_price_without_tax;
  // The server rounds each room's discount; the room line absorbs any difference so the lines add up exactly.
  const discountTotal = discounts.reduce((sum, line) => sum - line.amount, 0);
  return [
    { key: 'room', amount: discounted + discountTotal },
    ...discounts.filter((line) => line.amount !== 0),
    { key: 'tax', amount: price.total_price - price.accommodation_tax - discounted },
    ...(price.accommodation_tax > 0 ? [{ key: 'accommodationTax' as const, amount: price.accommodation_tax }] : []),
  ];
}

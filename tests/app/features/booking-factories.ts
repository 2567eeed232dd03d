import type { BookingPrice } from '#domain/entities/booking-price.ts';

/**
 * A selected booking price whose total differs from the rooms search's 22,000 (a special discount and
 * accommodation tax), so a test can tell which of the two a booking used: 20,000 - 1,000 + 1,520 + 400 = 20,920.
 */
export function aBookingPrice(overrides: Partial<BookingPrice> = {}): BookingPrice {
  return {
    checkin: '2030-04-10',
    checkout: '2030-04-11',
    nights: 1,
    currency: 'JPY',
    rooms: [],
    room_price_without_tax: 20000,
    tax: 1600,
    accommodation_tax: 400,
    original_price: 20000,
    original_price_with_tax: 21600,
    brr_discount_amount: 0,
    coupon_discount_amount: 0,
    promotion_discount_amount: 0,
    total_special_discount: 1000,
    discounted_price: 1000,
    total_price_without_tax: 19000,
    total_price: 20920,
    sign_in_total_price: 20920,
    ...overrides,
  };
}

import * as z from 'zod/mini';
import { CURRENCY_CODES } from '../constants/currencies';
import { DISCOUNT_ORIGINS, DISCOUNT_TYPES } from '../constants/payment';
import { ZAmount, ZIsoDate } from './common';
import { ZNightlyPrice } from './room-result';

export const ZPriceDiscount = z.object({
  discount_type: z.enum(DISCOUNT_TYPES),
  discount_origin: z.enum(DISCOUNT_ORIGINS),
  /** Tax excluded, off room_price_without_tax. */
  discount_amount: ZAmount,
});

/** The price of a line once a guest's discounts are taken off; the tax is recomputed on what is left. */
export const ZPriceAfterDiscount = z.object({
  discount_amount: ZAmount,
  /** Tax included, accommodation tax excluded. */
  total_price_after_discount: ZAmount,
  total_price_after_discount_tax: ZAmount,
  total_accommodation_tax: ZAmount,
});

/** One selection (room type, plan and guests) times its quantity. */
export const ZRoomPrice = z.object({
  room_type_code: z.string(),
  room_plan_code: z.string(),
  room_type_name: z.string(),
  room_plan_name: z.string(),
  adults: z.int(),
  children: z.int(),
  quantity: z.int().check(z.positive()),
  /** One room's nightly prices, tax excluded. */
  nightly_prices: z.array(ZNightlyPrice),
  room_price_without_tax: ZAmount,
  tax: ZAmount,
  accommodation_tax: ZAmount,
  /** Tax included, before discounts, accommodation tax excluded: what the rooms search calls total_price. */
  original_price_with_tax: ZAmount,
  discounts: z.array(ZPriceDiscount),
  sign_in_discount: ZPriceAfterDiscount,
  non_sign_in_discount: ZPriceAfterDiscount,
});

/**
 * The selected booking price. total_price is what this requester pays: original price minus all-users, coupon and
 * (when paying by card) payment discounts, tax recomputed, plus accommodation tax; for a signed-in member
 * (member_price true, ADR 225) the members' discounts too (the plan's and the rank's), as sign_in_total_price.
 */
export const ZBookingPrice = z.object({
  checkin: ZIsoDate,
  checkout: ZIsoDate,
  nights: z.int().check(z.nonnegative()),
  currency: z.enum(CURRENCY_CODES),
  rooms: z.array(ZRoomPrice),
  room_price_without_tax: ZAmount,
  tax: ZAmount,
  accommodation_tax: ZAmount,
  original_price: ZAmount,
  original_price_with_tax: ZAmount,
  brr_discount_amount: ZAmount,
  coupon_discount_amount: ZAmount,
  promotion_discount_amount: ZAmount,
  total_special_discount: ZAmount,
  discounted_price: ZAmount,
  total_price_without_tax: ZAmount,
  total_price: ZAmount,
  sign_in_total_price: ZAmount,
  /** True when total_price is the member price: each room's sign_in_discount is what is charged (ADR 225). */
  member_price: z.optional(z.boolean()),
  /** A voucher's part and the points spent (ADR 220), both already off total_price; omitted when none is asked. */
  voucher_coupon_discount_amount: z.optional(ZAmount),
  spending_point_value: z.optional(ZAmount),
  total_price_before_point_discount: z.optional(ZAmount),
  /** The most points the signed-in member may spend on this price (0 when none), in the programme's steps. */
  max_spending_point_value: z.optional(ZAmount),
  /** The currency the guest chose, when the hotel offers multi-currency; the mcp_ totals are in its minor units. */
  mcp_currency: z.optional(z.nullable(z.enum(CURRENCY_CODES))),
  mcp_total_price_cents: z.optional(z.int()),
  mcp_sign_in_total_price_cents: z.optional(z.int()),
  /**
   * The exchange rate of these mcp_ amounts (units of mcp_currency one unit of the hotel's buys, in millionths): the
   * booking sends it back as the rate the guest saw, and is refused when it has changed since (ADR 251).
   */
  mcp_rate_micro: z.optional(z.int().check(z.positive())),
});
export type BookingPrice = z.infer<typeof ZBookingPrice>;

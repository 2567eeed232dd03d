import * as z from 'zod/mini';
import { CURRENCY_CODES } from '../constants/currencies';
import { DISCOUNT_ORIGINS, DISCOUNT_TYPES, PAYMENT_METHODS } from '../constants/payment';
import { ZAmount, ZIsoDate } from './common';

/** A multi-currency amount: minor units of the answer's mcp_currency, present only when the search asked for one. */
const ZMcpCents = z.optional(z.int());

export const ZNightlyPrice = z.object({ date: ZIsoDate, price: ZAmount });

export const ZRoomPlan = z.object({
  room_plan_code: z.string(),
  room_plan_name: z.string(),
  hotel_plan_code: z.string(),
  description: z.string(),
  meal: z.enum(['none', 'breakfast', 'half_board']),
  matched_search_criteria: z.object({
    adults_count: z.int(),
    children_count: z.int(),
    adults_with_companion: z.int(),
    children_with_kid_tier_A_companion: z.int(),
  }),
  sale_limit: z.int().check(z.nonnegative()),
  plan_stock_count: z.int().check(z.nonnegative()),
  inclusive_extra_ids: z.array(z.int()),
  credit_card_payment: z.boolean(),
  payment_method: z.array(z.object({ code: z.enum(PAYMENT_METHODS) })),
  /**
   * Every discount the plan may get, each a tax-excluded amount off total_price_without_tax. The origin says
   * who gets it: all_users and coupon for everybody, creansmaerd for signed-in members, payment for card payment.
   */
  discounts: z.array(
    z.object({
      discount_type: z.enum(DISCOUNT_TYPES),
      discount_amount: ZAmount,
      mcp_discount_amount_cents: ZMcpCents,
      discount_origin: z.optional(z.enum(DISCOUNT_ORIGINS)),
    }),
  ),
  is_member_only: z.boolean(),
  /** Tax-inclusive total for the whole stay and every room searched. */
  total_price: ZAmount,
  total_price_without_tax: ZAmount,
  tax: ZAmount,
  /**
   * Local accommodation tax for the whole stay and every room searched, on top of total_price: what guest detail's
   * price adds, so a results total can be the whole amount the guest pays. Absent from answers that do not price it.
   */
  accommodation_tax: z.optional(ZAmount),
  mcp_accommodation_tax_cents: ZMcpCents,
  mcp_total_price_cents: ZMcpCents,
  mcp_total_price_without_tax_cents: ZMcpCents,
  nightly_prices: z.array(ZNightlyPrice),
  /**
   * Tax-inclusive totals after the discounts a guest gets without paying by card: non_sign_in counts all_users
   * and coupon discounts, sign_in adds the members' ones. total_price stays the price before discounts.
   */
  price_after_discount: z.optional(
    z.object({ sign_in: ZAmount, non_sign_in: ZAmount, mcp_sign_in_cents: ZMcpCents, mcp_non_sign_in_cents: ZMcpCents }),
  ),
  cancellation_policy_id: z.optional(z.nullable(z.int())),
  /** Undated search: the cheapest stay of the asked length found for this plan. */
  stay: z.optional(z.object({ checkin: ZIsoDate, checkout: ZIsoDate })),
});
export type RoomPlan = z.infer<typeof ZRoomPlan>;

export const ZRoomResult = z.object({
  room_type_code: z.string(),
  room_type_name: z.string(),
  description: z.string(),
  size_sqm: z.number().check(z.positive()),
  bed_type: z.string(),
  max_occupancy: z.int().check(z.positive()),
  photos: z.array(z.string()),
  /** Rooms of this type free on every night of the stay. */
  room_count: z.int().check(z.nonnegative()),
  room_plan: z.array(ZRoomPlan),
});
export type RoomResult = z.infer<typeof ZRoomResult>;

/** The plans view: a plan with the room types it is sold on, each carrying exactly that plan's offer. */
export const ZPlanResult = z.object({
  hotel_plan_code: z.string(),
  plan_name: z.string(),
  description: z.string(),
  meal: z.enum(['none', 'breakfast', 'half_board']),
  is_member_only: z.boolean(),
  /** The first check-in date the plan sells (its booking window counted from the hotel's today). */
  booking_start_date: ZIsoDate,
  inclusive_extra_ids: z.array(z.int()),
  cancellation_policy_id: z.nullable(z.int()),
  rooms: z.array(ZRoomResult),
});
export type PlanResult = z.infer<typeof ZPlanResult>;

export const ZRoomsResponse = z.object({
  rooms: z.array(ZRoomResult),
  /** Filled when the search asked for type=plans; absent or empty otherwise. */
  plans: z.optional(z.array(ZPlanResult)),
  /** The currency the mcp_ amounts are in: the one the search asked for, when the hotel offers multi-currency. */
  mcp_currency: z.nullable(z.enum(CURRENCY_CODES)),
  payment_promotion_info: z.nullable(
    z.object({ target_mode: z.enum(['include', 'exclude']), hotel_plan_codes: z.array(z.string()) }),
  ),
  extra_inventories: z.array(z.object({ extra_id: z.int(), inventory: z.int() })),
});
export type RoomsResponse = z.infer<typeof ZRoomsResponse>;

import * as z from 'zod/mini';
import { CURRENCY_CODES } from '../constants/currencies';
import { DISCOUNT_TYPES, PAYMENT_METHODS } from '../constants/payment';
import { ZAmount, ZIsoDate } from './common';

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
  discounts: z.array(z.object({ discount_type: z.enum(DISCOUNT_TYPES), discount_amount: ZAmount })),
  is_member_only: z.boolean(),
  /** Tax-inclusive total for the whole stay and every room searched. */
  total_price: ZAmount,
  total_price_without_tax: ZAmount,
  tax: ZAmount,
  nightly_prices: z.array(ZNightlyPrice),
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

export const ZRoomsResponse = z.object({
  rooms: z.array(ZRoomResult),
  mcp_currency: z.nullable(z.enum(CURRENCY_CODES)),
  payment_promotion_info: z.nullable(
    z.object({ target_mode: z.enum(['include', 'exclude']), hotel_plan_codes: z.array(z.string()) }),
  ),
  extra_inventories: z.array(z.object({ extra_id: z.int(), inventory: z.int() })),
});
export type RoomsResponse = z.infer<typeof ZRoomsResponse>;

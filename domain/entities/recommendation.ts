import * as z from 'zod/mini';
import { ZAmount } from './common';

/** One recommended way to lodge the whole party: quantity rooms of one type under one plan. */
export const ZRecommendation = z.object({
  room_type_code: z.string(),
  room_type_name: z.string(),
  room_plan_code: z.string(),
  room_plan_name: z.string(),
  hotel_plan_code: z.string(),
  photos: z.array(z.string()),
  /** How the guests are split: one entry per room. */
  rooms: z.array(z.object({ adults: z.int(), children: z.int() })),
  total_price: ZAmount,
  total_price_without_tax: ZAmount,
  /** In the minor units of the answer's mcp_currency, when the ask named a currency (ADR 131). */
  mcp_total_price_cents: z.optional(z.int()),
  mcp_total_price_without_tax_cents: z.optional(z.int()),
  plan_stock_count: z.int().check(z.nonnegative()),
});
export type Recommendation = z.infer<typeof ZRecommendation>;

export const ZRecommenderWidgetSettings = z.object({
  hotel_id: z.int(),
  hotel_code: z.string(),
  is_active: z.boolean(),
  title: z.string(),
  max_recommendations: z.int().check(z.positive()),
  default_nights: z.int().check(z.positive()),
  multi_rooms_search_limit: z.int().check(z.positive()),
});
export type RecommenderWidgetSettings = z.infer<typeof ZRecommenderWidgetSettings>;

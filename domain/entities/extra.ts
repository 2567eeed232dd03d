import * as z from 'zod/mini';
import { ZAmount, ZIsoDate } from './common';

/** stock is the largest safe integer when unlimited. */
export const ZExtra = z.object({
  extra_id: z.int(),
  code: z.string(),
  extra_type: z.enum(['generic', 'dated']),
  name: z.string(),
  description: z.string(),
  /** Generic extras: one price. Dated extras: null, see prices. */
  price: z.nullable(ZAmount),
  price_with_tax: z.nullable(ZAmount),
  /** Dated extras: price and stock per date of the asked range. */
  prices: z.array(z.object({ date: ZIsoDate, price: ZAmount, price_with_tax: ZAmount, stock: z.int().check(z.nonnegative()) })),
  /** Dated extras: the dates of the stay it can be booked for (priced and in stock). */
  booking_available_dates: z.array(ZIsoDate),
  stock: z.int().check(z.nonnegative()),
  min_quantity: z.int().check(z.positive()),
  max_quantity: z.int().check(z.positive()),
  /** Plans of the hotel that include it in their price. */
  inclusive_hotel_plan_codes: z.array(z.string()),
});
export type Extra = z.infer<typeof ZExtra>;

import * as z from 'zod/mini';
import { ZAmount, ZIsoDate } from './common';

/**
 * A time the hotel delivers an extra at (document 1 section 3, normalized_delivery_times): delivered_at is
 * hotel-local HH:MM; quantity is the most of the extra one booking can have delivered at that time; price and
 * priceWithTax are what delivering at that time adds to the booking, once per chosen extra (0 when free).
 */
export const ZDeliveryTime = z.object({
  delivered_at: z.string().check(z.regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/)),
  quantity: z.int().check(z.positive()),
  price: ZAmount,
  priceWithTax: ZAmount,
});
export type DeliveryTime = z.infer<typeof ZDeliveryTime>;

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
  /** The delivery slots the guest picks from; an extra without any takes no delivery time. */
  normalized_delivery_times: z.optional(z.array(ZDeliveryTime)),
});
export type Extra = z.infer<typeof ZExtra>;

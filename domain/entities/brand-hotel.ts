import * as z from 'zod/mini';
import { CURRENCY_CODES } from '../constants/currencies';
import { ZAmount, ZIsoDate } from './common';

/** One facility of a brand; lowest prices only when asked for with dates. */
export const ZBrandHotel = z.object({
  hotel_id: z.int(),
  hotel_code: z.string(),
  name: z.string(),
  url: z.string(),
  currency: z.enum(CURRENCY_CODES),
  day_use_search_active: z.boolean(),
  lowest_price: z.nullable(ZAmount),
  lowest_price_without_tax: z.nullable(ZAmount),
  /**
   * The currency of this hotel's mcp_ amounts: the one the list asked for, when this hotel offers multi-currency
   * and has a rate for it (each hotel converts on its own, as its rooms search does; ADR 131); else null.
   */
  mcp_currency: z.optional(z.nullable(z.enum(CURRENCY_CODES))),
  /** The lowest prices in the minor units of mcp_currency, beside the hotel's own. */
  mcp_lowest_price_cents: z.optional(z.int()),
  mcp_lowest_price_without_tax_cents: z.optional(z.int()),
  /** Where the hotel stands (WGS 84 degrees); null when not known. */
  location: z.optional(z.nullable(z.object({ latitude: z.number(), longitude: z.number() }))),
  /** Asked with near_hotel_id: kilometres from that hotel, one decimal (nearby-facility suggestions). */
  distance_km: z.optional(z.number().check(z.nonnegative())),
});
export type BrandHotel = z.infer<typeof ZBrandHotel>;

export const ZBrandHotelsPage = z.object({
  hotels: z.array(ZBrandHotel),
  page: z.int().check(z.positive()),
  per_page: z.int().check(z.positive()),
  total_pages: z.int().check(z.nonnegative()),
  total_entries: z.int().check(z.nonnegative()),
});

/** Free rooms per hotel per night (all room types together). */
export const ZBrandInventory = z.object({
  hotels: z.array(
    z.object({
      hotel_id: z.int(),
      hotel_code: z.string(),
      days: z.array(z.object({ date: ZIsoDate, rooms_available: z.int().check(z.nonnegative()) })),
    }),
  ),
});

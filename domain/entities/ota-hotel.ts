import * as z from 'zod/mini';
import { CURRENCY_CODES } from '../constants/currencies';
import { ZAmount } from './common';

/** One hotel the travel-agency (OTA) site sells, with its cheapest bookable offer for the searched stay. */
export const ZOtaHotel = z.object({
  hotel_id: z.int(),
  hotel_code: z.string(),
  name: z.string(),
  brand_name: z.string(),
  /** The brand's logo path, as the hotel settings give it. */
  logo: z.nullable(z.string()),
  currency: z.enum(CURRENCY_CODES),
  /** Null when the hotel has no offer with stock for the stay and guests. */
  lowest_price: z.nullable(ZAmount),
  lowest_price_without_tax: z.nullable(ZAmount),
});
export type OtaHotel = z.infer<typeof ZOtaHotel>;

export const ZOtaHotelsPage = z.object({
  hotels: z.array(ZOtaHotel),
  page: z.int().check(z.positive()),
  per_page: z.int().check(z.positive()),
  total_pages: z.int().check(z.nonnegative()),
  total_entries: z.int().check(z.nonnegative()),
});

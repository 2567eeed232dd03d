import * as z from 'zod/mini';
import { KIDS_TIER_CODES } from '../constants/value-sets';

/** Dates travel as YYYY-MM-DD (document 2 section 9.3). */
export const ZIsoDate = z.iso.date();
export type IsoDate = z.infer<typeof ZIsoDate>;

/** Whole amounts in the hotel currency's main unit (yen has no minor unit). */
export const ZAmount = z.int().check(z.nonnegative());

export const ZHotelCode = z.string().check(z.regex(/^[a-z0-9][a-z0-9-]{1,63}$/, 'invalid hotel code'));
export const ZId = z.int().check(z.positive());

/** A room's children of one kids tier (document 1 section 3: kids_tiers "code, children count"). */
export const ZKidsTierCount = z.object({ code: z.enum(KIDS_TIER_CODES), children: z.int().check(z.nonnegative()) });
export type KidsTierCount = z.infer<typeof ZKidsTierCount>;

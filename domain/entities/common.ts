import { z } from 'zod';

/** Dates travel as YYYY-MM-DD (document 2 section 9.3). */
export const ZIsoDate = z.iso.date();
export type IsoDate = z.infer<typeof ZIsoDate>;

/** Whole amounts in the hotel currency's main unit (yen has no minor unit). */
export const ZAmount = z.number().int().nonnegative();

export const ZHotelCode = z.string().regex(/^[a-z0-9][a-z0-9-]{1,63}$/, 'invalid hotel code');
export const ZId = z.number().int().positive();

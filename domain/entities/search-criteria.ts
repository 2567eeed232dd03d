import * as z from 'zod/mini';
import { COUNTS } from '../constants/limits';
import { SEARCH_TYPES, SORT_ORDERS } from '../constants/value-sets';
import { ZIsoDate, ZKidsTierCount } from './common';

export const ZSearchRoom = z.object({
  adults: z.int().check(z.minimum(1), z.maximum(COUNTS.defaultMaxGuestsPerRoom)),
  children: z.int().check(z.minimum(0), z.maximum(COUNTS.defaultMaxGuestsPerRoom)),
  kids_tiers: z.array(ZKidsTierCount),
  /** Children who share an adult's bed, where the hotel offers it (domain/rules/kids maxSharedBedChildren). */
  shared_bed_children: z.optional(z.int().check(z.minimum(0))),
});
export type SearchRoom = z.infer<typeof ZSearchRoom>;

/** The criteria of one search as the app holds them (document 1 section 3, search criteria). */
export const ZSearchCriteria = z.object({
  checkin: ZIsoDate,
  checkout: ZIsoDate,
  rooms: z.array(ZSearchRoom).check(z.minLength(1)),
  type: z.enum(SEARCH_TYPES),
  order: z.enum(SORT_ORDERS),
});
export type SearchCriteria = z.infer<typeof ZSearchCriteria>;


import * as z from 'zod/mini';
import { SEARCH_TYPES } from '../constants/value-sets';
import { ZAmount, ZKidsTierCount } from './common';

/** Document 1 section 3, selected room. */
export const ZSelectedRoom = z.object({
  roomTypeCode: z.string(),
  roomPlanCode: z.string(),
  numberOfAdults: z.int().check(z.positive()),
  numberOfChildren: z.int().check(z.nonnegative()),
  /**
   * Which children, beyond document 1's count: hotels price a child by kids tier or by age, so rooms with the same
   * counts but other tiers or ages are other entries with their own price. Absent: none given.
   */
  kidsTiers: z.optional(z.array(ZKidsTierCount)),
  kidsAges: z.optional(z.array(z.int().check(z.nonnegative()))),
  quantity: z.int().check(z.nonnegative()),
  type: z.enum(SEARCH_TYPES),
  salePrice: ZAmount,
  tax: ZAmount,
  scrapeIds: z.optional(z.array(z.string())),
  promotionID: z.optional(z.string()),
  couponCode: z.optional(z.string()),
});
export type SelectedRoom = z.infer<typeof ZSelectedRoom>;

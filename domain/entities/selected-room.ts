import * as z from 'zod/mini';
import { SEARCH_TYPES } from '../constants/value-sets';
import { ZAmount } from './common';

/** Document 1 section 3, selected room. */
export const ZSelectedRoom = z.object({
  roomTypeCode: z.string(),
  roomPlanCode: z.string(),
  numberOfAdults: z.int().check(z.positive()),
  numberOfChildren: z.int().check(z.nonnegative()),
  quantity: z.int().check(z.nonnegative()),
  type: z.enum(SEARCH_TYPES),
  salePrice: ZAmount,
  tax: ZAmount,
  scrapeIds: z.optional(z.array(z.string())),
  promotionID: z.optional(z.string()),
  couponCode: z.optional(z.string()),
});
export type SelectedRoom = z.infer<typeof ZSelectedRoom>;

import * as z from 'zod/mini';
import { ZIsoDate } from './common';

export const QUESTION_TYPES = [
  'number_of_men_women_per_room',
  'checkin',
  'checkout',
  'free',
  'file_attachment',
  'notification',
] as const;
export const ANSWER_TYPES = ['text', 'options', 'file'] as const;

/** A question a hotel or brand asks, or (question_type notification) a message shown by placement label. */
export const ZAdditionalQuestion = z.object({
  id: z.int(),
  question_type: z.enum(QUESTION_TYPES),
  answer_type: z.enum(ANSWER_TYPES),
  required: z.boolean(),
  title: z.string(),
  body: z.string(),
  options: z.array(z.string()),
  /** Targeting labels (all_users, membership_...) and placement labels (place_search_result, ...). */
  labels: z.array(z.string()),
  /** Empty: every plan. */
  hotel_plan_codes: z.array(z.string()),
  display_start_date: z.nullable(ZIsoDate),
  display_end_date: z.nullable(ZIsoDate),
  ownable_type: z.enum(['Hotel', 'HotelBrand']),
  /** Brand questions: the hotels it is for, null for all facilities. Hotel questions: null. */
  hotel_ids: z.nullable(z.array(z.int())),
  enabled: z.boolean(),
  /** Options questions only: the guest may choose several of the options (the answer's `options`). */
  multiple_choice: z.optional(z.boolean()),
});
export type AdditionalQuestion = z.infer<typeof ZAdditionalQuestion>;

import * as z from 'zod/mini';
import type { IsoDate } from '#domain/entities/common.ts';
import type { RecommendationAsk } from '../api/get-recommendations';

/**
 * The recommender's stay and party: a check-in from today, a check-out after it. Both refusals are shown at the
 * check-in (messages are the common catalog's validation keys); the counts come from the form's own choices.
 */
export function recommendationAskSchema(today: IsoDate) {
  return z
    .object({
      checkin: z.string().check(z.refine((checkin) => checkin >= today, 'checkin_in_past')),
      checkout: z.string(),
      adults: z.number(),
      children: z.number(),
    })
    .check(z.refine((ask) => ask.checkout > ask.checkin, { message: 'checkout_after_checkin', path: ['checkin'] })) satisfies z.ZodMiniType<RecommendationAsk>;
}

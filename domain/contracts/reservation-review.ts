import * as z from 'zod/mini';
import { ZReservationReview, ZReviewRequest, ZReviewState } from '../entities/reservation-review';
import { defineContract, ZNoBody, ZNone } from './contract';

/**
 * The review of a stay (document 1 section 2, "review (review item)"; the spec shows no call, ADR 150). The
 * signed-in member or organisation the reservation belongs to is the proof: no bypass token or email. Refusals:
 * 403 with an access title (domain/rules/reservation-review.ts ReviewAccessRefusal), 409 with a block title
 * (REVIEW_BLOCK_REASONS) and its code in REVIEW_ERROR_CODES (domain/constants/error-codes.ts).
 */
const ZReviewParams = z.object({
  hotelId: z.coerce.number().check(z.int(), z.positive()),
  rid: z.string().check(z.regex(/^[A-Z0-9-]{6,32}$/)),
});

/** Whether the stay may be reviewed now, why not, and the review once submitted. */
export const getReservationReview = defineContract({
  method: 'GET',
  path: '/hotels/:hotelId/reservations/:rid/review',
  params: ZReviewParams,
  query: ZNone,
  body: ZNoBody,
  response: ZReviewState,
  session: true,
});

/** Submits the review, once: a second submission is 409 review_already_submitted. */
export const submitReservationReview = defineContract({
  method: 'POST',
  path: '/hotels/:hotelId/reservations/:rid/review',
  params: ZReviewParams,
  query: ZNone,
  body: ZReviewRequest,
  response: ZReservationReview,
  session: true,
});

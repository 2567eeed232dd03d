import * as z from 'zod/mini';
import { REVIEW_BLOCK_REASONS } from '../rules/reservation-review';
import { ZId, ZIsoDate } from './common';

/**
 * The review items (the spec's "review (review item)" names none): an overall rating the guest must give, five
 * aspects the guest may rate, a title, a comment and whether they would recommend the hotel, as large booking
 * sites ask after a stay.
 */
export const REVIEW_ASPECTS = ['cleanliness', 'service', 'location', 'room', 'value'] as const;
export const REVIEW_RATING_ITEMS = ['overall', ...REVIEW_ASPECTS] as const;
export type ReviewRatingItem = (typeof REVIEW_RATING_ITEMS)[number];

export const REVIEW_LIMITS = { minRating: 1, maxRating: 5, titleLength: 100, commentLength: 2000 } as const;

const ZRating = z.int('invalid_rating').check(z.minimum(REVIEW_LIMITS.minRating, 'invalid_rating'), z.maximum(REVIEW_LIMITS.maxRating, 'invalid_rating'));

export const ZReviewRatings = z.object({
  /** Missing is the one mistake a form makes here, so a missing or unreadable overall rating reads 'required'. */
  overall: z.int('required').check(z.minimum(REVIEW_LIMITS.minRating, 'invalid_rating'), z.maximum(REVIEW_LIMITS.maxRating, 'invalid_rating')),
  cleanliness: z.optional(ZRating),
  service: z.optional(ZRating),
  location: z.optional(ZRating),
  room: z.optional(ZRating),
  value: z.optional(ZRating),
});

export const ZReviewRequest = z.object({
  ratings: ZReviewRatings,
  title: z.optional(z.string().check(z.trim(), z.maxLength(REVIEW_LIMITS.titleLength, 'too_long'))),
  comment: z.optional(z.string().check(z.trim(), z.maxLength(REVIEW_LIMITS.commentLength, 'too_long'))),
  would_recommend: z.optional(z.boolean()),
});
export type ReviewRequest = z.input<typeof ZReviewRequest>;

/** A submitted review, as the guest wrote it; empty text is null. */
export const ZReservationReview = z.object({
  ratings: ZReviewRatings,
  title: z.nullable(z.string()),
  comment: z.nullable(z.string()),
  would_recommend: z.nullable(z.boolean()),
  submitted_at: z.iso.datetime({ offset: true }),
});
export type ReservationReview = z.infer<typeof ZReservationReview>;

/** The review page's state: the stay being reviewed, whether it may be reviewed now and why not, and the review. */
export const ZReviewState = z.object({
  reservation_number: z.string(),
  hotel: z.object({ id: ZId, name: z.string() }),
  checkin_date: ZIsoDate,
  checkout_date: ZIsoDate,
  room_type_names: z.array(z.string()),
  eligible: z.boolean(),
  reason: z.nullable(z.enum(REVIEW_BLOCK_REASONS)),
  review: z.nullable(ZReservationReview),
});
export type ReviewState = z.infer<typeof ZReviewState>;

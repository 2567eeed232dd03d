import * as z from 'zod/mini';
import { REVIEW_RATING_ITEMS, ZReviewRequest, type ReviewRatingItem, type ReviewRequest } from '#domain/entities/reservation-review.ts';
import { REVIEW_BLOCK_REASONS, REVIEW_GUEST_RESERVATION } from '#domain/rules/reservation-review.ts';
import { ApiError } from '#app/api/api-error.ts';

export type Recommend = 'yes' | 'no' | '';
export type ReviewFormValues = {
  /** 0 is "not rated" (only the aspects may stay so). */
  ratings: Record<ReviewRatingItem, number>;
  title: string;
  comment: string;
  recommend: Recommend;
};

/** What the review form says at a field: the catalog's review.validation keys. */
export type ReviewIssue = 'overall_required' | 'invalid_rating' | 'title_too_long' | 'comment_too_long';
export type ReviewField = ReviewRatingItem | 'title' | 'comment';

export const EMPTY_REVIEW: ReviewFormValues = {
  ratings: Object.fromEntries(REVIEW_RATING_ITEMS.map((item) => [item, 0])) as Record<ReviewRatingItem, number>,
  title: '',
  comment: '',
  recommend: '',
};

/** The request the form's values make: unrated aspects, empty text and no recommendation are left out. */
export function reviewBody(values: ReviewFormValues): ReviewRequest {
  const ratings = Object.fromEntries(REVIEW_RATING_ITEMS.flatMap((item) => (values.ratings[item] > 0 ? [[item, values.ratings[item]]] : [])));
  const title = values.title.trim();
  const comment = values.comment.trim();
  return {
    ratings: ratings as ReviewRequest['ratings'],
    ...(title ? { title } : {}),
    ...(comment ? { comment } : {}),
    ...(values.recommend ? { would_recommend: values.recommend === 'yes' } : {}),
  };
}

/**
 * The form's issues by field, from the contract's own schema (the rules the server applies) or from the server's
 * 422 details, so the two can never disagree about what a field says.
 */
export function reviewIssues(paths: readonly { path: string; error: string }[]): Partial<Record<ReviewField, ReviewIssue>> {
  const issues: Partial<Record<ReviewField, ReviewIssue>> = {};
  for (const { path, error } of paths) {
    const field = path.replace(/^ratings\./, '') as ReviewField;
    if (issues[field]) continue;
    if (field === 'overall' && error === 'required') issues[field] = 'overall_required';
    else if (field === 'title') issues[field] = 'title_too_long';
    else if (field === 'comment') issues[field] = 'comment_too_long';
    else if ((REVIEW_RATING_ITEMS as readonly string[]).includes(field)) issues[field] = 'invalid_rating';
  }
  return issues;
}

/**
 * The review form's schema: the request its values make, checked with the contract's own schema, so a field's
 * error sits at the same path as the server's (`ratings.overall`, `title`, `comment`).
 */
export const ZReviewForm = z.pipe(z.custom<ReviewFormValues>(), z.pipe(z.transform(reviewBody), ZReviewRequest));

/** The paths a review error may sit at, in the form and in the server's 422 details. */
export const REVIEW_ERROR_PATHS = [...REVIEW_RATING_ITEMS.map((item) => `ratings.${item}` as const), 'title', 'comment'] as const;

/** The server's field errors of a refused submission (422) by path, or none. */
export function serverReviewErrors(error: unknown): { path: (typeof REVIEW_ERROR_PATHS)[number]; error: string }[] {
  if (!(error instanceof ApiError) || error.status !== 422) return [];
  return REVIEW_ERROR_PATHS.flatMap((path) => {
    const detail = error.errors[path]?.[0]?.error;
    return detail === undefined ? [] : [{ path, error: detail }];
  });
}

/**
 * Why the review page cannot offer the form, in the catalog's review.refusals: the block reasons, a guest's
 * booking, another facility, and every "not this account" refusal as one (the page is only reached signed in).
 */
export const REVIEW_REFUSALS = [...REVIEW_BLOCK_REASONS, REVIEW_GUEST_RESERVATION, 'wrong_account', 'wrong_facility'] as const;
export type ReviewRefusal = (typeof REVIEW_REFUSALS)[number];

const WRONG_ACCOUNT_TITLES = ['member_sign_in_required', 'wrong_member', 'organization_sign_in_required', 'wrong_organization'];

export function reviewRefusalOf(error: unknown): ReviewRefusal | undefined {
  if (!(error instanceof ApiError)) return undefined;
  if (WRONG_ACCOUNT_TITLES.includes(error.title)) return 'wrong_account';
  return REVIEW_REFUSALS.find((title) => title === error.title);
}

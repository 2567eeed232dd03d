import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_REVIEW,
  reviewBody,
  reviewIssues,
  reviewRefusalOf,
  serverReviewErrors,
  ZReviewForm,
  type ReviewFormValues,
} from '#app/features/manage-reservation/utils/review-form.ts';
import { ApiError } from '#app/api/api-error.ts';

const failure = (title: string, status: number, errors: Record<string, { error: string }[]> = {}) =>
  new ApiError({ title, status, json: {}, errors, codes: [], payloads: {}, message: 'refused', local: false });

type Overrides = Partial<Omit<ReviewFormValues, 'ratings'>> & { ratings?: Partial<ReviewFormValues['ratings']> };

/** The form's check as the page words it: the catalog key of each wrong field. */
function checkReview(form: ReviewFormValues) {
  const parsed = z.safeParse(ZReviewForm, form);
  return parsed.success ? {} : reviewIssues(parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), error: issue.message })));
}

const values = ({ ratings, ...rest }: Overrides = {}): ReviewFormValues => ({ ...EMPTY_REVIEW, ...rest, ratings: { ...EMPTY_REVIEW.ratings, ...ratings } });

describe('the review form', () => {
  it('sends the overall rating and only the aspects rated, the text trimmed, the recommendation when given', () => {
    expect(reviewBody(values({ ratings: { overall: 4, service: 5 }, title: '  Calm  ', comment: '', recommend: 'no' }))).toEqual({
      ratings: { overall: 4, service: 5 },
      title: 'Calm',
      would_recommend: false,
    });
    expect(reviewBody(values({ ratings: { overall: 2 } }))).toEqual({ ratings: { overall: 2 } });
  });

  it('asks for the overall rating and keeps the title and comment within their limits, with the contract\'s rules', () => {
    expect(checkReview(values())).toEqual({ overall: 'overall_required' });
    expect(checkReview(values({ ratings: { overall: 3 }, title: 't'.repeat(101), comment: 'c'.repeat(2001) }))).toEqual({
      title: 'title_too_long',
      comment: 'comment_too_long',
    });
    expect(checkReview(values({ ratings: { overall: 3 }, title: ` ${'t'.repeat(100)} ` }))).toEqual({});
  });

  it("puts the server's field refusals at the fields", () => {
    const refused = failure('invalid', 422, { 'ratings.overall': [{ error: 'required' }], 'ratings.room': [{ error: 'invalid_rating' }], base: [{ error: 'x' }] });
    expect(serverReviewErrors(refused)).toEqual([
      { path: 'ratings.overall', error: 'required' },
      { path: 'ratings.room', error: 'invalid_rating' },
    ]);
    expect(reviewIssues(serverReviewErrors(refused))).toEqual({ overall: 'overall_required', room: 'invalid_rating' });
    expect(serverReviewErrors(failure('review_already_submitted', 409))).toEqual([]);
  });

  it('reads the refusals the page explains, the "not this account" ones as one', () => {
    expect(reviewRefusalOf(failure('review_stay_not_over', 409))).toBe('review_stay_not_over');
    expect(reviewRefusalOf(failure('review_guest_reservation', 403))).toBe('review_guest_reservation');
    for (const title of ['member_sign_in_required', 'wrong_member', 'organization_sign_in_required', 'wrong_organization']) {
      expect(reviewRefusalOf(failure(title, 403))).toBe('wrong_account');
    }
    expect(reviewRefusalOf(failure('wrong_facility', 403))).toBe('wrong_facility');
    expect(reviewRefusalOf(failure('not_found', 404))).toBeUndefined();
    expect(reviewRefusalOf(new Error('offline'))).toBeUndefined();
  });
});

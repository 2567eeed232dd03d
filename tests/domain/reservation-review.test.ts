import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { REVIEW_ERROR_CODES, SERVER_ERROR_CODES, USER_MESSAGE_KEYS } from '#domain/constants/error-codes.ts';
import { getReservationReview, submitReservationReview } from '#domain/contracts/reservation-review.ts';
import { ZReviewRequest, ZReviewState } from '#domain/entities/reservation-review.ts';
import { accessRefusal } from '#domain/rules/reservation-access.ts';
import { REVIEW_BLOCK_REASONS, reviewBlockReason } from '#domain/rules/reservation-review.ts';

const stay = { status: 'done', checkout: '2026-06-10', reviewed: false };

describe('reviewBlockReason', () => {
  it.each([
    ['before check-in', stay, '2026-06-01', 'review_stay_not_over'],
    ['on the check-out day (the hotel day is not over)', stay, '2026-06-10', 'review_stay_not_over'],
    ['the day after check-out', stay, '2026-06-11', undefined],
    ['long after', stay, '2027-01-01', undefined],
    ['cancelled', { ...stay, status: 'cancelled' }, '2026-06-11', 'review_not_active'],
    ['payment never completed', { ...stay, status: 'payment_pending' }, '2026-06-11', 'review_not_active'],
    ['already reviewed', { ...stay, reviewed: true }, '2026-06-11', 'review_already_submitted'],
    ['a day use, the next day', { ...stay, checkout: '2026-06-10' }, '2026-06-11', undefined],
  ] as const)('%s', (_, facts, today, expected) => {
    expect(reviewBlockReason(facts, today)).toBe(expected);
  });

  it('says the stay is cancelled before anything else about it', () => {
    expect(reviewBlockReason({ status: 'cancelled', checkout: '2026-06-10', reviewed: false }, '2026-06-01')).toBe('review_not_active');
  });
});

describe('who may review (the management access rules)', () => {
  const facility = { reserved_hotel_id: 101, page_hotel_id: 101 };
  it('lets the owning member or organisation through and refuses the others', () => {
    const member = { kind: 'member', member_id: 1 } as const;
    const corporate = { kind: 'organization', organization_id: 1 } as const;
    expect(accessRefusal(member, { signed_in: true, member_id: 1, organization_id: null }, facility)).toBeUndefined();
    expect(accessRefusal(member, { signed_in: true, member_id: 2, organization_id: null }, facility)).toBe('wrong_member');
    expect(accessRefusal(member, { signed_in: false }, facility)).toBe('member_sign_in_required');
    expect(accessRefusal(corporate, { signed_in: true, member_id: null, organization_id: 1 }, facility)).toBeUndefined();
    expect(accessRefusal(corporate, { signed_in: true, member_id: 1, organization_id: null }, facility)).toBe('organization_sign_in_required');
    expect(accessRefusal(member, { signed_in: true, member_id: 1, organization_id: null }, { ...facility, page_hotel_id: 102 })).toBe('wrong_facility');
  });
});

describe('review contract', () => {
  it('takes GET and POST on the reservation review path', () => {
    expect(getReservationReview.method).toBe('GET');
    expect(submitReservationReview.method).toBe('POST');
    expect(getReservationReview.path).toBe('/hotels/:hotelId/reservations/:rid/review');
    expect(submitReservationReview.path).toBe(getReservationReview.path);
    expect(z.safeParse(getReservationReview.params, { hotelId: '101', rid: 'RPAST00001' }).success).toBe(true);
    expect(z.safeParse(getReservationReview.params, { hotelId: '101', rid: 'bad number' }).success).toBe(false);
  });

  it('needs an overall rating of 1 to 5; the aspects are optional and 1 to 5 too', () => {
    expect(z.safeParse(ZReviewRequest, { ratings: { overall: 1 } }).success).toBe(true);
    expect(z.safeParse(ZReviewRequest, { ratings: { overall: 5, cleanliness: 1, service: 2, location: 3, room: 4, value: 5 } }).success).toBe(true);
    const issues = (value: unknown) => z.safeParse(ZReviewRequest, value).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues({ ratings: {} })).toEqual([['ratings.overall', 'required']]);
    expect(issues({ ratings: { overall: 0 } })).toEqual([['ratings.overall', 'invalid_rating']]);
    expect(issues({ ratings: { overall: 4.5 } })).toEqual([['ratings.overall', 'required']]);
    expect(issues({ ratings: { overall: 3, room: 6 } })).toEqual([['ratings.room', 'invalid_rating']]);
  });

  it('trims the title (100 at most) and the comment (2000 at most)', () => {
    expect(z.parse(ZReviewRequest, { ratings: { overall: 3 }, title: '  Lovely  ', comment: ' c ' })).toMatchObject({ title: 'Lovely', comment: 'c' });
    expect(z.safeParse(ZReviewRequest, { ratings: { overall: 3 }, title: 't'.repeat(100), comment: 'c'.repeat(2000) }).success).toBe(true);
    expect(z.safeParse(ZReviewRequest, { ratings: { overall: 3 }, title: 't'.repeat(101) }).error?.issues[0]?.message).toBe('too_long');
    expect(z.safeParse(ZReviewRequest, { ratings: { overall: 3 }, comment: 'c'.repeat(2001) }).error?.issues[0]?.message).toBe('too_long');
  });

  it('answers a state whose reason is one of the block reasons', () => {
    const state = {
      reservation_number: 'RPAST00001',
      hotel: { id: 101, name: 'Sakura Hotel Tokyo' },
      checkin_date: '2026-05-27',
      checkout_date: '2026-05-29',
      room_type_names: ['Standard Double'],
      eligible: false,
      reason: 'review_stay_not_over',
      review: null,
    };
    expect(z.safeParse(ZReviewState, state).success).toBe(true);
    expect(z.safeParse(ZReviewState, { ...state, reason: 'sold_out' }).success).toBe(false);
  });
});

describe('review error codes', () => {
  it('has one code per block reason, none of them a code of the spec', () => {
    expect(Object.keys(REVIEW_ERROR_CODES).sort()).toEqual([...REVIEW_BLOCK_REASONS].sort());
    const codes = Object.values(REVIEW_ERROR_CODES);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) {
      expect(code in SERVER_ERROR_CODES).toBe(false);
      expect(code in USER_MESSAGE_KEYS).toBe(false);
    }
  });
});

// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_ERROR_CODES } from '#domain/constants/error-codes.ts';
import { ZReservationReview, ZReviewState } from '#domain/entities/reservation-review.ts';
import { PAST_STAYS } from '#server/src/db/seed/past-stays.ts';
import { bearer, CORPORATE_ADMIN, HANAKO, memberCall, signIn, TARO } from './member-api';
import { createTestApi, day, errorOf, KYOTO, NOW, reservationOf, TODAY, TOKYO } from './test-api';

// The seeded past stays (server/src/db/seed/past-stays.ts): 1, 2 and 5 are Hanako's, 3 her cancelled one, 4 the
// organisation's. The clock moves only in the tests that need it, and is put back.
const [STAY_1, STAY_2, CANCELLED, CORPORATE, STAY_5] = PAST_STAYS.map((stay) => stay.number) as [string, string, string, string, string];
let clock = NOW;
const api = createTestApi({ now: () => clock });
let session = '';
let hanako = {};
let taro = {};

const path = (number: string, hotelId: number = TOKYO.id) => `/hotels/${hotelId}/reservations/${number}/review`;
const getReview = (number: string, headers: Record<string, string> = {}, hotelId?: number) => memberCall(api.app, session, 'GET', path(number, hotelId), { headers });
const postReview = (number: string, body: unknown, headers: Record<string, string> = hanako) => memberCall(api.app, session, 'POST', path(number), { body, headers });

beforeAll(async () => {
  session = await api.newSession();
  hanako = bearer((await signIn(api.app, session, TOKYO.id, HANAKO)).session);
  taro = bearer((await signIn(api.app, session, TOKYO.id, TARO)).session);
});

describe('the seeded past stays', () => {
  it('are Tokyo stays whose check-out day has passed, with their bookers and owners', () => {
    const rows = api.db
      .prepare<[], { reservation_number: string; status: string; checkout_date: string; owner_kind: string; owner_member_id: number | null }>(
        "SELECT reservation_number, status, checkout_date, owner_kind, owner_member_id FROM reservations WHERE reservation_number LIKE 'RPAST%' ORDER BY id",
      )
      .all();
    expect(rows.map((row) => row.reservation_number)).toEqual([STAY_1, STAY_2, CANCELLED, CORPORATE, STAY_5]);
    for (const row of rows) expect(row.checkout_date < TODAY).toBe(true);
    expect(rows.map((row) => [row.status, row.owner_kind, row.owner_member_id])).toEqual([
      ['done', 'member', 1],
      ['done', 'member', 1],
      ['cancelled', 'member', 1],
      ['done', 'organization', null],
      ['done', 'member', 1],
    ]);
  });
});

describe('GET review', () => {
  it('answers a stay that may be reviewed, with what the page shows', async () => {
    const response = await getReview(STAY_2, hanako);
    expect(response.status).toBe(200);
    const state = ZReviewState.parse(await response.json());
    expect(state).toMatchObject({
      reservation_number: STAY_2,
      hotel: { id: TOKYO.id, name: expect.any(String) },
      checkin_date: day(-12),
      checkout_date: day(-10),
      room_type_names: ['Standard Double'],
      eligible: true,
      reason: null,
      review: null,
    });
  });

  it('says why a cancelled reservation cannot be reviewed', async () => {
    const state = ZReviewState.parse(await (await getReview(CANCELLED, hanako)).json());
    expect(state).toMatchObject({ eligible: false, reason: 'review_not_active' });
  });

  it('refuses nobody signed in before looking at the number, so numbers cannot be probed', async () => {
    for (const number of [STAY_1, 'RNOSUCH0001']) {
      const response = await getReview(number);
      expect(response.status).toBe(403);
      expect((await errorOf(response)).title).toBe('member_sign_in_required');
    }
  });

  it('refuses another member, a member for a corporate stay, and another facility', async () => {
    const cases: [Response, string][] = [
      [await getReview(STAY_1, taro), 'wrong_member'],
      [await getReview(CORPORATE, hanako), 'organization_sign_in_required'],
      [await getReview(STAY_1, hanako, KYOTO.id), 'wrong_facility'],
    ];
    for (const [response, title] of cases) {
      expect(response.status).toBe(403);
      expect((await errorOf(response)).title).toBe(title);
    }
  });

  it('lets any account of the organisation review its corporate stay', async () => {
    const signedIn = await memberCall(api.app, session, 'POST', `/hotels/${TOKYO.code}/organization/sign_in`, {
      body: { account_id: CORPORATE_ADMIN.accountId, password: CORPORATE_ADMIN.password },
    });
    expect(signedIn.status).toBe(200);
    const { data } = (await signedIn.json()) as { data: { session: string } };
    const state = ZReviewState.parse(await (await getReview(CORPORATE, bearer(data.session))).json());
    expect(state.eligible).toBe(true);
  });

  it("refuses a guest's reservation: no account can review it", async () => {
    const guestSession = await api.newSession();
    const body = await api.pricedBooking(guestSession, TOKYO.id, {
      roomTypeCode: 'deluxe-twin',
      roomPlanCode: 'deluxe-twin_breakfast',
      checkin: day(3),
      checkout: day(4),
      adults: 2,
    });
    const booked = await reservationOf(await api.postReservation(guestSession, TOKYO.id, body));
    const response = await getReview(booked.reservation_number, hanako);
    expect(response.status).toBe(403);
    expect((await errorOf(response)).title).toBe('review_guest_reservation');
  });

  it('answers 404 for a number the brand does not have', async () => {
    expect((await getReview('RNOSUCH0001', hanako)).status).toBe(404);
  });
});

describe('POST review', () => {
  it('stores a review once; the second is refused with its code and the first stays', async () => {
    const body = {
      ratings: { overall: 5, cleanliness: 4, service: 5 },
      title: '  A calm stay  ',
      comment: 'Quiet room, kind staff.',
      would_recommend: true,
    };
    const first = await postReview(STAY_1, body);
    expect(first.status).toBe(201);
    const review = ZReservationReview.parse(await first.json());
    expect(review).toEqual({
      ratings: { overall: 5, cleanliness: 4, service: 5 },
      title: 'A calm stay',
      comment: 'Quiet room, kind staff.',
      would_recommend: true,
      submitted_at: NOW.toISOString(),
    });

    const second = await postReview(STAY_1, { ratings: { overall: 1 } });
    expect(second.status).toBe(409);
    const error = await errorOf(second);
    expect(error.title).toBe('review_already_submitted');
    expect(error.codes).toEqual([REVIEW_ERROR_CODES.review_already_submitted]);

    const state = ZReviewState.parse(await (await getReview(STAY_1, hanako)).json());
    expect(state).toMatchObject({ eligible: false, reason: 'review_already_submitted', review });
  });

  it('refuses bad ratings and long text at their fields', async () => {
    const response = await postReview(STAY_5, {
      ratings: { room: 0, value: 6 },
      title: 't'.repeat(101),
      comment: 'c'.repeat(2001),
    });
    expect(response.status).toBe(422);
    const { details } = await errorOf(response);
    expect(details['ratings.overall']?.[0]?.error).toBe('required');
    expect(details['ratings.room']?.[0]?.error).toBe('invalid_rating');
    expect(details['ratings.value']?.[0]?.error).toBe('invalid_rating');
    expect(details.title?.[0]?.error).toBe('too_long');
    expect(details.comment?.[0]?.error).toBe('too_long');
    expect(api.db.prepare('SELECT COUNT(*) AS n FROM reservation_reviews').get()).toEqual({ n: 1 });
  });

  it('refuses a stay whose check-out day has not passed in Tokyo, and takes it once the hotel day has moved on', async () => {
    // Stay 5 checks in three days before the seed's today and stays two nights.
    const checkout = day(-1);
    // 23:30 in Tokyo on the check-out day is still that day there, though it is the day after in no zone west of it.
    clock = new Date(`${checkout}T14:30:00Z`);
    try {
      const fresh = await api.newSession();
      const member = bearer((await signIn(api.app, fresh, TOKYO.id, HANAKO)).session);
      const early = await memberCall(api.app, fresh, 'POST', path(STAY_5), { body: { ratings: { overall: 3 } }, headers: member });
      expect(early.status).toBe(409);
      const error = await errorOf(early);
      expect(error.title).toBe('review_stay_not_over');
      expect(error.codes).toEqual([REVIEW_ERROR_CODES.review_stay_not_over]);
      // 00:30 the next day in Tokyo (15:30 UTC): the check-out date has passed.
      clock = new Date(`${checkout}T15:30:00Z`);
      const state = ZReviewState.parse(await (await memberCall(api.app, fresh, 'GET', path(STAY_5), { headers: member })).json());
      expect(state.eligible).toBe(true);
    } finally {
      clock = NOW;
    }
  });

  it('refuses a cancelled reservation with its code', async () => {
    const response = await postReview(CANCELLED, { ratings: { overall: 2 } });
    expect(response.status).toBe(409);
    expect((await errorOf(response)).codes).toEqual([REVIEW_ERROR_CODES.review_not_active]);
  });

  it("refuses another member's stay without storing anything", async () => {
    const response = await postReview(STAY_2, { ratings: { overall: 2 } }, taro);
    expect(response.status).toBe(403);
    expect(api.db.prepare('SELECT COUNT(*) AS n FROM reservation_reviews WHERE reservation_id = (SELECT id FROM reservations WHERE reservation_number = ?)').get(STAY_2)).toEqual({ n: 0 });
  });
});

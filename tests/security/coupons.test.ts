import { beforeEach, describe, expect, it } from 'vitest';
import { REQUEST_HEADERS } from '#domain/contracts/index.ts';
import type { CreateReservationRequest } from '#domain/entities/reservation.ts';
import { SEARCH_SEED } from '#server/src/db/seed/search-and-results.ts';
import { bearer, HANAKO, memberCall, signIn } from '../server/member-api';
import { createTestApi, day, errorOf, reservationOf, TOKYO } from '../server/test-api';

// Issue 13, coupons: a coupon had no usage limit at all, so a code meant for a few stays (or one per guest) could
// be booked without end, and a cancelled booking's use was never given back. Every "refused" below was booked
// (201) before the fix; the spec's answer is 1501 "coupon limit reached" at the coupon field.

const { overall: LAST2, perGuest: ONCE } = SEARCH_SEED.limitedCoupons;
const ROOM = { roomTypeCode: 'deluxe-twin', roomPlanCode: 'deluxe-twin_room-only', checkin: day(20), checkout: day(22) };

describe('coupon usage limits (issue 13)', () => {
  let api: ReturnType<typeof createTestApi>;
  let session: string;

  beforeEach(async () => {
    api = createTestApi();
    session = await api.newSession(TOKYO.code);
  });

  /** Priced as whoever books: a member's `headers` get the member price (ADR 225), as their booking will. */
  async function bodyFor(couponCode: string, email: string, headers?: Record<string, string>): Promise<CreateReservationRequest> {
    const body = await api.pricedBooking(session, TOKYO.id, { ...ROOM, couponCode, ...(headers ? { headers } : {}) });
    return { ...body, booker: { ...body.booker, email } };
  }

  function book(body: CreateReservationRequest, headers: Record<string, string> = {}) {
    return memberCall(api.app, session, 'POST', `/hotels/${TOKYO.id}/reservations`, {
      body,
      headers: { [REQUEST_HEADERS.idempotencyKey]: crypto.randomUUID(), ...headers },
    });
  }

  async function expectLimitReached(response: Response) {
    expect(response.status).toBe(422);
    const error = await errorOf(response);
    expect(error.codes).toContain(1501);
    expect(error.details.coupon_code?.[0]?.code).toBe(1501);
  }

  function priceWith(couponCode: string, headers: Record<string, string> = {}) {
    const query = new URLSearchParams({
      checkin: ROOM.checkin,
      checkout: ROOM.checkout,
      selections: JSON.stringify([{ room_type_code: ROOM.roomTypeCode, room_plan_code: ROOM.roomPlanCode, adults: 2 }]),
      coupon_code: couponCode,
    });
    return api.app.request(`/hotels/${TOKYO.id}/rooms/price?${query.toString()}`, { headers: { [REQUEST_HEADERS.clientSession]: session, ...headers } });
  }

  it('stops a coupon at its overall limit, on the booking and on the price call, and gives a cancelled use back', async () => {
    const first = await reservationOf(await book(await bodyFor(LAST2, 'one@example.com')));
    expect(first.coupon_code).toBe(LAST2);
    expect((await book(await bodyFor(LAST2, 'two@example.com'))).status).toBe(201);
    await expectLimitReached(await priceWith(LAST2));

    const cancel = await api.manage(session, TOKYO.id, first, 'PUT', 'cancel', { body: { reason: 'different_hotel', cancellation_fee_displayed: 0 } });
    expect(cancel.status).toBe(200);
    expect((await priceWith(LAST2)).status).toBe(200);
    expect((await book(await bodyFor(LAST2, 'three@example.com'))).status).toBe(201);
    await expectLimitReached(await priceWith(LAST2));
  });

  it('refuses the booking itself when the last use went between pricing and booking', async () => {
    // All three priced while uses were left; the third is booked after the last one went.
    const early = await bodyFor(LAST2, 'early@example.com');
    const late = await bodyFor(LAST2, 'late@example.com');
    const latest = await bodyFor(LAST2, 'latest@example.com');
    expect((await book(early)).status).toBe(201);
    expect((await book(late)).status).toBe(201);
    await expectLimitReached(await book(latest));
  });

  it('lets only one of two simultaneous bookings take the last use', async () => {
    expect((await book(await bodyFor(LAST2, 'first@example.com'))).status).toBe(201);
    const [a, b] = await Promise.all([book(await bodyFor(LAST2, 'a@example.com')), book(await bodyFor(LAST2, 'b@example.com'))]);
    expect([a.status, b.status].sort()).toEqual([201, 422]);
  });

  it('allows one stay per e-mail, whatever its case', async () => {
    expect((await book(await bodyFor(ONCE, 'guest@example.com'))).status).toBe(201);
    await expectLimitReached(await book(await bodyFor(ONCE, 'Guest@Example.com')));
    expect((await book(await bodyFor(ONCE, 'someone-else@example.com'))).status).toBe(201);
  });

  it('allows one stay per member, whichever e-mail the member books with', async () => {
    const hanako = await signIn(api.app, session, TOKYO.id, HANAKO);
    // Both bodies priced before the first booking (after it, the price call itself refuses her the coupon).
    const first = await bodyFor(ONCE, HANAKO.email, bearer(hanako.session));
    const otherEmail = { ...first, booker: { ...first.booker, email: 'hanako.other@example.com' } };
    expect((await book(first, bearer(hanako.session))).status).toBe(201);
    await expectLimitReached(await book(otherEmail, bearer(hanako.session)));
    await expectLimitReached(await priceWith(ONCE, bearer(hanako.session)));
    // A guest with another e-mail is another guest.
    expect((await priceWith(ONCE)).status).toBe(200);
  });

  it('gives the use back when a card booking fails its 3-D Secure check', async () => {
    const token = await cardToken('4000000000003220');
    const priced = await api.pricedBooking(session, TOKYO.id, { ...ROOM, couponCode: ONCE, payByCard: true });
    const body: CreateReservationRequest = {
      ...priced,
      booker: { ...priced.booker, email: 'card@example.com' },
      payment: { type: 'card', card_token: token, return_url: 'http://localhost:5173/reservation/3ds-return' },
    };
    const pending = await reservationOf(await book(body));
    expect(pending.status).toBe('payment_pending');
    await expectLimitReached(await book(await bodyFor(ONCE, 'card@example.com')));
    const failed = await api.app.request(new URL(pending.challenge_url ?? '').pathname, { method: 'POST', body: new URLSearchParams({ action: 'cancel' }) });
    expect(failed.status).toBe(303);
    expect((await book(await bodyFor(ONCE, 'card@example.com'))).status).toBe(201);
  });

  async function cardToken(number: string): Promise<string> {
    const response = await api.app.request('/psp/tokens', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [REQUEST_HEADERS.clientSession]: session },
      body: JSON.stringify({ number, holder: 'HANAKO YAMADA', exp_month: 12, exp_year: 2030, security_code: '123', valid_through: day(30) }),
    });
    if (response.status !== 201) throw new Error(`tokens answered ${response.status}: ${await response.text()}`);
    return ((await response.json()) as { token: string }).token;
  }
});

import { beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_HEADERS } from '#domain/contracts/index.ts';
import { ZBookingPrice } from '#domain/entities/booking-price.ts';
import type { CreateReservationRequest } from '#domain/entities/reservation.ts';
import { bearer, CORPORATE_ADMIN, HANAKO, memberCall, signIn, UMI_MEMBER } from '../server/member-api';
import { createTestApi, day, errorOf, OSAKA, TOKYO } from '../server/test-api';

// Issue 13, "plan visibility is enforced where money is taken": members-only, secret and promo plans were
// filtered in the search only, so anyone who knew (or guessed) a room plan code could price and book them.
// Each attack below was answered 200/201 before the fix.

const STAY = { checkin: day(14), checkout: day(16) };
const MEMBER_PLAN = { room_type_code: 'deluxe-twin', room_plan_code: 'deluxe-twin_member-room-only' };
const SECRET_PLAN = { room_type_code: 'deluxe-twin', room_plan_code: 'deluxe-twin_secret-rate' };
const PROMO_PLAN = { room_type_code: 'deluxe-twin', room_plan_code: 'deluxe-twin_promo-sakura' };
const HALF_BOARD = { room_type_code: 'deluxe-twin', room_plan_code: 'deluxe-twin_half-board' };

type Plan = { room_type_code: string; room_plan_code: string };
type Terms = { mode?: 'secret' | 'voucher'; promo_code?: string };

describe('plan gating on the price call and reservation creation (issue 13)', () => {
  let api: ReturnType<typeof createTestApi>;
  let session: string;
  let hanakoToken: string;

  beforeAll(async () => {
    api = createTestApi();
    session = await api.newSession(TOKYO.code);
    hanakoToken = (await signIn(api.app, session, TOKYO.id, HANAKO)).session;
  });

  function price(plan: Plan, terms: Terms = {}, headers: Record<string, string> = {}) {
    const query = new URLSearchParams({
      ...STAY,
      selections: JSON.stringify([{ ...plan, adults: 2 }]),
      locale: 'en',
      ...terms,
    });
    return api.app.request(`/hotels/${TOKYO.id}/rooms/price?${query.toString()}`, {
      headers: { [REQUEST_HEADERS.clientSession]: session, ...headers },
    });
  }

  /** The body a hand-made request would send: the total taken from a price call that was allowed to answer. */
  async function book(plan: Plan, terms: Terms, headers: Record<string, string>, pricedWith: { terms: Terms; headers: Record<string, string> }) {
    const priced = await price(plan, pricedWith.terms, pricedWith.headers);
    expect(priced.status).toBe(200);
    const body: CreateReservationRequest = {
      ...STAY,
      locale: 'en',
      booking_source: 'booking_widget',
      booker: { first_name: 'Mallory', last_name: 'Smith', email: 'mallory@example.com', phone: '+819012345678' },
      rooms: [{ ...plan, adults: 2, children: 0 }],
      payment: { type: 'on_site' },
      expected_total_price: ZBookingPrice.parse(await priced.json()).total_price,
      ...terms,
    };
    return memberCall(api.app, session, 'POST', `/hotels/${TOKYO.id}/reservations`, {
      body,
      headers: { [REQUEST_HEADERS.idempotencyKey]: crypto.randomUUID(), ...headers },
    });
  }

  async function expectRefused(response: Response, field: string, reason: string) {
    expect(response.status).toBe(403);
    const error = await errorOf(response);
    expect(error.codes).toContain(2304);
    expect(error.details[field]?.[0]?.error).toBe(reason);
  }

  it('refuses to price a members-only plan for a guest, and prices it for a member of the brand', async () => {
    await expectRefused(await price(MEMBER_PLAN), 'selections.0', 'members_only');
    expect((await price(MEMBER_PLAN, {}, bearer(hanakoToken))).status).toBe(200);
  });

  it('refuses a guest booking of a members-only plan, and books it for the signed-in member', async () => {
    const asMember = { terms: {}, headers: bearer(hanakoToken) };
    await expectRefused(await book(MEMBER_PLAN, {}, {}, asMember), 'rooms.0.room_plan_code', 'members_only');
    expect((await book(MEMBER_PLAN, {}, bearer(hanakoToken), asMember)).status).toBe(201);
  });

  it('does not let a member token of another brand open a members-only plan', async () => {
    const umiSession = await api.newSession(OSAKA.code);
    const umi = await signIn(api.app, umiSession, OSAKA.id, UMI_MEMBER);
    await expectRefused(await price(MEMBER_PLAN, {}, bearer(umi.session)), 'selections.0', 'members_only');
  });

  it('does not let a signed-out (revoked) member token open a members-only plan', async () => {
    const spent = await signIn(api.app, session, TOKYO.id, HANAKO);
    const signOut = await memberCall(api.app, session, 'POST', `/hotels/${TOKYO.id}/memberships/sign_out`, { headers: bearer(spent.session) });
    expect(signOut.status).toBeLessThan(300);
    await expectRefused(await price(MEMBER_PLAN, {}, bearer(spent.session)), 'selections.0', 'members_only');
  });

  it('opens members-only plans to an organisation session of the brand', async () => {
    const signedIn = await memberCall(api.app, session, 'POST', `/hotels/${TOKYO.code}/organization/sign_in`, {
      body: { account_id: CORPORATE_ADMIN.accountId, password: CORPORATE_ADMIN.password },
    });
    const { data } = (await signedIn.json()) as { data: { session: string } };
    const asOrganization = { terms: {}, headers: bearer(data.session) };
    expect((await book(MEMBER_PLAN, {}, bearer(data.session), asOrganization)).status).toBe(201);
  });

  it('prices and books a secret plan only in secret mode', async () => {
    await expectRefused(await price(SECRET_PLAN), 'selections.0', 'secret');
    const secret = { terms: { mode: 'secret' as const }, headers: {} };
    await expectRefused(await book(SECRET_PLAN, {}, {}, secret), 'rooms.0.room_plan_code', 'secret');
    expect((await book(SECRET_PLAN, { mode: 'secret' }, {}, secret)).status).toBe(201);
  });

  it('prices and books a promo plan only with its promo code (any case), never with another', async () => {
    await expectRefused(await price(PROMO_PLAN), 'selections.0', 'promo_code');
    await expectRefused(await price(PROMO_PLAN, { promo_code: 'SAKURA2025' }), 'selections.0', 'promo_code');
    const promo = { terms: { promo_code: 'sakura2026' }, headers: {} };
    await expectRefused(await book(PROMO_PLAN, { promo_code: 'WRONG' }, {}, promo), 'rooms.0.room_plan_code', 'promo_code');
    expect((await book(PROMO_PLAN, { promo_code: 'Sakura2026' }, {}, promo)).status).toBe(201);
  });

  it('keeps voucher mode to voucher-eligible plans that are not members-only, even for a member', async () => {
    await expectRefused(await price(HALF_BOARD, { mode: 'voucher' }), 'selections.0', 'voucher');
    await expectRefused(await price(MEMBER_PLAN, { mode: 'voucher' }, bearer(hanakoToken)), 'selections.0', 'voucher');
    expect((await price({ room_type_code: 'deluxe-twin', room_plan_code: 'deluxe-twin_room-only' }, { mode: 'voucher' })).status).toBe(200);
  });
});

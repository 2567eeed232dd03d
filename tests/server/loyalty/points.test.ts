import { describe, expect, it } from 'vitest';
import { NOT_ENOUGH_POINTS_CODE, POINT_BALANCE_UNAVAILABLE_CODE, MEMBER_SESSION_EXPIRED_CODE } from '#domain/constants/error-codes.ts';
import { ZPointSummary, ZPointTimeline } from '#domain/entities/loyalty.ts';
import { ZUpdateSettingsAnswer } from '#domain/entities/reservation-management.ts';
import { addDays } from '#domain/rules/nights.ts';
import { runSweep } from '#server/src/maintenance/sweep.ts';
import { LOYALTY_SEED } from '#server/src/loyalty/seed-loyalty.ts';
import { bearer, memberCall, signIn, TARO } from '../member-api';
import { day, errorOf, reservationOf, TOKYO } from '../test-api';
import { hanakoSignedIn, STAY } from './loyalty-api';

const HANAKO_POINTS = LOYALTY_SEED.hanako;

describe('points summary and history', { timeout: 60_000 }, () => {
  it('answers the balance, future points, rank and the points to the next rank, named by the brand', async () => {
    const { call } = await hanakoSignedIn();
    const response = await call('GET', `/hotels/${TOKYO.id}/memberships/point?locale=ja`);
    expect(response.status).toBe(200);
    const points = ZPointSummary.parse(((await response.json()) as { data: unknown }).data);
    expect(points).toMatchObject({
      program_enabled: true,
      point_name: 'さくらポイント',
      balance: HANAKO_POINTS.balance,
      total_point: HANAKO_POINTS.balance,
      future: HANAKO_POINTS.future,
      ranking_points_value: HANAKO_POINTS.rankingPoints,
      rank: { id: HANAKO_POINTS.rankId, name: 'シルバー' },
      next_rank: { id: HANAKO_POINTS.nextRankId },
      points_to_next_rank: HANAKO_POINTS.pointsToNextRank,
      spent: 1000,
      expired: 500,
      spend_rules: { step: 100, minimum: 500, cap_percent: 100 },
    });
  });

  it('pages the history 5 at a time, newest first, with expiries on what was gained', async () => {
    const { call } = await hanakoSignedIn();
    const first = ZPointTimeline.parse(await (await call('GET', `/hotels/${TOKYO.id}/memberships/points_timeline?locale=en`)).json());
    // Seeded: expired gain, expiry, bonus, spend, old stay, two past stays added (the third is still future).
    expect(first).toMatchObject({ page: 1, total_entries: 7, total_pages: 2, program_enabled: true });
    expect(first.data).toHaveLength(5);
    const dates = first.data.map((row) => row.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    const stay = first.data.find((row) => row.kind === 'gained' && row.reservation_number === 'RPAST00001');
    expect(stay).toMatchObject({ points: 1447, description: 'Stay RPAST00001', expires_on: addDays(day(0), 365) });
    const second = ZPointTimeline.parse(await (await call('GET', `/hotels/${TOKYO.id}/memberships/points_timeline?page=2`)).json());
    expect(second.data).toHaveLength(2);
    const future = ZPointTimeline.parse(await (await call('GET', `/hotels/${TOKYO.id}/memberships/points_timeline?scope=future`)).json());
    expect(future.data).toEqual([expect.objectContaining({ kind: 'gained', points: HANAKO_POINTS.future, reservation_number: 'RPAST00005', date: day(2) })]);
  });

  it('answers program_enabled false for a programme without points, and 3502 when such a member spends', async () => {
    const { app, newSession, priced } = await hanakoSignedIn();
    await priced();
    const session = await newSession();
    const { session: token } = await signIn(app, session, TOKYO.id, TARO);
    const summary = await memberCall(app, session, 'GET', `/hotels/${TOKYO.id}/memberships/point`, { headers: bearer(token) });
    expect(((await summary.json()) as { data: { program_enabled: boolean } }).data.program_enabled).toBe(false);
    const query = new URLSearchParams({
      checkin: STAY.checkin,
      checkout: STAY.checkout,
      selections: JSON.stringify([{ room_type_code: STAY.roomTypeCode, room_plan_code: STAY.roomPlanCode, adults: 2 }]),
      spending_point_value: '500',
    });
    const refused = await memberCall(app, session, 'GET', `/hotels/${TOKYO.id}/rooms/price?${query.toString()}`, { headers: bearer(token) });
    expect(refused.status).toBe(422);
    expect((await errorOf(refused)).codes).toEqual([POINT_BALANCE_UNAVAILABLE_CODE]);
  });

  it('needs a signed-in member (401, code 1400)', async () => {
    const { call } = await hanakoSignedIn();
    const response = await call('GET', `/hotels/${TOKYO.id}/memberships/point`, undefined, {});
    expect(response.status).toBe(401);
    expect((await errorOf(response)).codes).toEqual([MEMBER_SESSION_EXPIRED_CODE]);
  });
});

describe('spending points at booking', { timeout: 60_000 }, () => {
  it('shows the spend in the price call, keeps it on the reservation and takes it from the balance', async () => {
    const { priced, bookingBody, book, balance } = await hanakoSignedIn();
    const full = await priced();
    const quote = await priced({ spending_point_value: '3000' });
    expect(quote).toMatchObject({ spending_point_value: 3000, total_price_before_point_discount: full.total_price, total_price: full.total_price - 3000 });
    expect(full.max_spending_point_value).toBe(10_800);
    const response = await book(await bookingBody({ points: 3000 }));
    expect(response.status).toBe(201);
    const reservation = await reservationOf(response);
    expect(reservation.total_price).toBe(full.total_price - 3000);
    expect(reservation.price?.spending_point_value).toBe(3000);
    expect(await balance()).toBe(HANAKO_POINTS.balance - 3000);
  });

  it('refuses spends off the step, under the minimum, or above the price cap', async () => {
    const { price, db } = await hanakoSignedIn();
    for (const [spend, error] of [['550', 'not_a_step'], ['400', 'below_minimum']] as const) {
      const response = await price({ spending_point_value: spend });
      expect(response.status).toBe(422);
      expect((await errorOf(response)).details?.spending_point_value?.[0]?.error).toBe(error);
    }
    db.prepare('UPDATE point_programs SET spend_cap_percent = 10 WHERE program_id = 1').run();
    const capped = await price({ spending_point_value: '5000' });
    expect((await errorOf(capped)).details?.spending_point_value?.[0]?.error).toBe('above_price');
  });

  it('attack: spending more than the balance is 2401 with the current and asked points, on the price call and the booking', async () => {
    const { price, bookingBody, book, balance } = await hanakoSignedIn();
    const response = await price({ spending_point_value: '20000' });
    expect(response.status).toBe(422);
    const error = await errorOf(response);
    expect(error.codes).toEqual([NOT_ENOUGH_POINTS_CODE]);
    expect(error.payloads).toMatchObject({ currentPoint: HANAKO_POINTS.balance, spendPoint: 20000 });
    const body = { ...(await bookingBody()), spending_point_value: 20000 };
    const booked = await book(body);
    expect(booked.status).toBe(422);
    expect((await errorOf(booked)).codes).toEqual([NOT_ENOUGH_POINTS_CODE]);
    expect(await balance()).toBe(HANAKO_POINTS.balance);
  });

  it('attack: a guest cannot spend points, and a tampered total without the spend is refused', async () => {
    const { bookingBody, book, balance } = await hanakoSignedIn();
    const guest = await book(await bookingBody({ points: 1000 }), {});
    expect(guest.status).toBe(422);
    expect((await errorOf(guest)).details?.spending_point_value?.[0]?.error).toBe('member_sign_in_required');
    const body = await bookingBody({ points: 1000 });
    const tampered = await book({ ...body, expected_total_price: body.expected_total_price - 5000 });
    expect(tampered.status).toBe(409);
    expect(await balance()).toBe(HANAKO_POINTS.balance);
  });

  it('attack: two bookings racing to spend the same points: one books, the other is 2401, nothing is spent twice', async () => {
    const { bookingBody, book, balance } = await hanakoSignedIn();
    const first = await bookingBody({ points: 10_000 });
    const second = await bookingBody({ points: 10_000, stay: { checkin: day(20), checkout: day(21) } });
    const answers = await Promise.all([book(first), book(second), book(first), book(second)]);
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, 422, 422, 422]);
    for (const answer of answers.filter((a) => a.status === 422)) expect((await errorOf(answer)).codes).toEqual([NOT_ENOUGH_POINTS_CODE]);
    expect(await balance()).toBe(HANAKO_POINTS.balance - 10_000);
  });

  it('refunds the points on cancel in the same transaction, and on a change', async () => {
    const { bookingBody, book, balance, manage, call } = await hanakoSignedIn();
    const reservation = await reservationOf(await book(await bookingBody({ points: 2000 })));
    expect(await balance()).toBe(HANAKO_POINTS.balance - 2000);
    const cancelled = await manage(reservation, 'PUT', 'cancel', { body: { reason: 'travel_plan_change', cancellation_fee_displayed: 0 } });
    expect(cancelled.status, await cancelled.clone().text()).toBe(200);
    expect(await balance()).toBe(HANAKO_POINTS.balance);
    const history = ZPointTimeline.parse(await (await call('GET', `/hotels/${TOKYO.id}/memberships/points_timeline?locale=en`)).json());
    expect(history.data[0]).toMatchObject({ kind: 'refunded', points: 2000, reservation_number: reservation.reservation_number });

    const changed = await reservationOf(await book(await bookingBody({ points: 1000, stay: { checkin: day(40), checkout: day(41) } })));
    const preview = ZUpdateSettingsAnswer.parse(
      await (await manage(changed, 'PUT', 'update_settings', { query: { dry_run: 'true' }, body: { checkin: day(40), checkout: day(42) } })).json(),
    );
    expect(preview.refunded_points).toBe(1000);
    expect(await balance()).toBe(HANAKO_POINTS.balance - 1000);
    const applied = await manage(changed, 'PUT', 'update_settings', { body: { checkin: day(40), checkout: day(42), expected_total_price: preview.total_price } });
    expect(applied.status).toBe(200);
    expect(await balance()).toBe(HANAKO_POINTS.balance);
  });
});

describe('earning points', { timeout: 60_000 }, () => {
  it('earns by the programme rate and rank on what was paid, future until 3 days after check-out', async () => {
    const { bookingBody, book, db, balance, priced } = await hanakoSignedIn();
    const paid = (await priced()).total_price - 1000;
    const reservation = await reservationOf(await book(await bookingBody({ points: 1000 })));
    // The sweep runs on the check-out date (Tokyo noon).
    const checkout = new Date(`${STAY.checkout}T03:00:00Z`);
    expect(runSweep(db, checkout)['stay points']).toBe(1);
    const gain = db
      .prepare<[number], { points: number; available_on: string }>("SELECT points, available_on FROM point_entries WHERE reservation_id = ? AND kind = 'gained'")
      .get(reservation.reservationID);
    // 5% with Silver's 10% bonus.
    expect(gain).toEqual({ points: Math.floor((paid * 5 * 110) / 10_000), available_on: addDays(STAY.checkout, 3) });
    expect(runSweep(db, checkout)['stay points']).toBe(0);
    expect(await balance()).toBe(HANAKO_POINTS.balance - 1000);
  });

  it('targets questions at the member rank (membership_rank_{id})', async () => {
    const { app, db, session, token } = await hanakoSignedIn();
    const { visitorLabelsFor } = await import('#server/src/questions/visitor-labels.ts');
    const context = { req: { header: (name: string) => (name.toLowerCase() === 'authorization' ? `Bearer ${token}` : undefined) } };
    const labels = visitorLabelsFor(db, context as never, 1, new Date('2026-06-01T03:00:00Z'));
    expect(labels).toContain(`membership_rank_${HANAKO_POINTS.rankId}`);
    expect(app).toBeDefined();
    expect(session).toBeTruthy();
  });
});

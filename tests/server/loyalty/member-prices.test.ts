import { describe, expect, it } from 'vitest';
import { PRICE_CHANGED_TITLE, POINTS_NOT_RETURNED_CODE } from '#domain/constants/error-codes.ts';
import { REQUEST_HEADERS } from '#domain/contracts/index.ts';
import { ZBookingPrice } from '#domain/entities/booking-price.ts';
import { ZCancelAnswer } from '#domain/entities/reservation-management.ts';
import { getRooms } from '#domain/contracts/rooms.ts';
import { LOYALTY_SEED } from '#server/src/loyalty/seed-loyalty.ts';
import { bearer, signIn, TARO } from '../member-api';
import { day, errorOf, reservationOf, TODAY, TOKYO } from '../test-api';
import { hanakoSignedIn, STAY } from './loyalty-api';

const SILVER = LOYALTY_SEED.ranks.find((rank) => rank.id === LOYALTY_SEED.hanako.rankId);
const GOLD = LOYALTY_SEED.ranks.find((rank) => rank.id === LOYALTY_SEED.hanako.nextRankId);

describe('member and rank prices (ADR 225)', { timeout: 60_000 }, () => {
  it('prices a signed-in member at the member price with her rank discount, a guest at the guest price', async () => {
    const api = await hanakoSignedIn();
    const member = await api.priced();
    const guest = ZBookingPrice.parse(await (await api.price({}, STAY, {})).json());
    expect(guest.member_price).toBe(false);
    expect(guest.total_price).toBeGreaterThan(guest.sign_in_total_price);
    expect(member.member_price).toBe(true);
    expect(member.total_price).toBe(member.sign_in_total_price);
    // Silver's discount comes on top of the plan's members' discount, so hers is below the member price a guest sees.
    expect(member.total_price).toBeLessThan(guest.sign_in_total_price);
    const rankPart = Math.floor((member.room_price_without_tax * (SILVER?.memberDiscount ?? 0)) / 100);
    expect(rankPart).toBeGreaterThan(0);
    expect(member.brr_discount_amount).toBe(guest.brr_discount_amount + rankPart);
    expect(member.discounted_price).toBe(member.rooms[0]?.sign_in_discount.discount_amount);

    // She is charged it: the booking re-derives the same member price from her session.
    const booked = await api.book(await api.bookingBody());
    expect(booked.status, await booked.clone().text()).toBe(201);
    const reservation = await reservationOf(booked);
    expect(reservation.total_price).toBe(member.total_price);
  });

  it('shows the member price with her rank in the rooms search, and the plans own to a guest', async () => {
    const api = await hanakoSignedIn();
    const search = async (headers: Record<string, string>) => {
      const query = new URLSearchParams({ checkin: STAY.checkin, checkout: STAY.checkout, rooms: JSON.stringify([{ adults: 2, children: 0, kids_tiers: [] }]), locale: 'en' });
      const response = await api.app.request(`/hotels/${TOKYO.id}/rooms?${query.toString()}`, { headers: { [REQUEST_HEADERS.clientSession]: api.session, ...headers } });
      expect(response.status, await response.clone().text()).toBe(200);
      const answer = getRooms.response.parse(await response.json());
      const plan = answer.rooms.flatMap((room) => room.room_plan).find((candidate) => candidate.room_plan_code === STAY.roomPlanCode);
      return plan?.price_after_discount;
    };
    const asGuest = await search({});
    const asHanako = await search(bearer(api.token));
    expect(asGuest && asHanako).toBeTruthy();
    expect(asHanako?.non_sign_in).toBe(asGuest?.non_sign_in);
    expect(asHanako?.sign_in).toBeLessThan(asGuest?.sign_in ?? 0);
    // The search's member price is the one the price call answers her (accommodation tax apart).
    const member = await api.priced();
    expect((asHanako?.sign_in ?? 0) + member.accommodation_tax).toBe(member.total_price);
  });

  it('attack: a guest sending the member price as expected_total_price is refused and told the guest price', async () => {
    const api = await hanakoSignedIn();
    const body = await api.bookingBody();
    const guest = ZBookingPrice.parse(await (await api.price({}, STAY, {})).json());
    const refused = await api.book(body, {});
    expect(refused.status).toBe(409);
    const error = await errorOf(refused);
    expect(error.title).toBe(PRICE_CHANGED_TITLE);
    expect(error.payloads).toMatchObject({ total_price: guest.total_price });
    // A made-up member flag or bearer of nobody changes nothing: the price comes from the session.
    const forged = await api.book({ ...body, member_price: true }, { [REQUEST_HEADERS.authorization]: 'Bearer forged-token' });
    expect(forged.status).not.toBe(201);
  });

  it('attack: a member of a lower rank cannot book at a higher rank’s price', async () => {
    const api = await hanakoSignedIn();
    const silver = await api.priced();
    // Gold for a moment (ranking points from a stay), to learn the Gold price, then back to Silver.
    const { lastInsertRowid } = api.db
      .prepare("INSERT INTO point_entries (member_id, kind, points, remaining, description, available_on, expires_on, created_at) VALUES (1, 'gained', ?, 0, 'earned_from_stay', ?, ?, ?)")
      .run(LOYALTY_SEED.hanako.pointsToNextRank, day(-1), day(300), `${TODAY}T00:00:00.000Z`);
    const gold = await api.priced();
    expect(gold.total_price).toBeLessThan(silver.total_price);
    expect(gold.brr_discount_amount - silver.brr_discount_amount).toBe(
      Math.floor((gold.room_price_without_tax * ((GOLD?.memberDiscount ?? 0) - (SILVER?.memberDiscount ?? 0))) / 100),
    );
    api.db.prepare('DELETE FROM point_entries WHERE id = ?').run(lastInsertRowid);

    const refused = await api.book({ ...(await api.bookingBody()), expected_total_price: gold.total_price });
    expect(refused.status).toBe(409);
    expect((await errorOf(refused)).payloads).toMatchObject({ total_price: silver.total_price });

    // A member with no rank (a programme without points) gets the plans' member price only, not Hanako's.
    const taroSession = await api.newSession(TOKYO.code);
    const { session: taroToken } = await signIn(api.app, taroSession, TOKYO.id, TARO);
    const query = new URLSearchParams({
      checkin: STAY.checkin,
      checkout: STAY.checkout,
      selections: JSON.stringify([{ room_type_code: STAY.roomTypeCode, room_plan_code: STAY.roomPlanCode, adults: 2, children: 0, quantity: 1 }]),
      locale: 'en',
    });
    const taro = ZBookingPrice.parse(
      await (await api.app.request(`/hotels/${TOKYO.id}/rooms/price?${query.toString()}`, { headers: { [REQUEST_HEADERS.clientSession]: taroSession, ...bearer(taroToken) } })).json(),
    );
    expect(taro.member_price).toBe(true);
    expect(taro.total_price).toBeGreaterThan(silver.total_price);
  });
});

describe('points that could not be returned (3504)', { timeout: 60_000 }, () => {
  it('cancels a booking whose programme stopped keeping points, and warns 3504 in the answer', async () => {
    const { bookingBody, book, manage, db } = await hanakoSignedIn();
    const booked = await book(await bookingBody({ points: 500 }));
    expect(booked.status, await booked.clone().text()).toBe(201);
    const reservation = await reservationOf(booked);
    db.prepare('UPDATE membership_programs SET point_program_enabled = 0 WHERE id = 1').run();
    const cancelled = await manage(reservation, 'PUT', 'cancel', { body: { reason: 'travel_plan_change', cancellation_fee_displayed: 0 } });
    expect(cancelled.status, await cancelled.clone().text()).toBe(200);
    const answer = ZCancelAnswer.parse(await cancelled.json());
    expect(answer.status).toBe('cancelled');
    expect(answer.warnings?.map((warning) => warning.code)).toEqual([POINTS_NOT_RETURNED_CODE]);
    const refunds = db.prepare("SELECT COUNT(*) AS n FROM point_entries WHERE reservation_id = ? AND kind = 'refunded'").get(reservation.reservationID) as { n: number };
    expect(refunds.n).toBe(0);
  });

  it('has no warning when the points went back', async () => {
    const { bookingBody, book, manage } = await hanakoSignedIn();
    const reservation = await reservationOf(await book(await bookingBody({ points: 500 })));
    const answer = ZCancelAnswer.parse(await (await manage(reservation, 'PUT', 'cancel', { body: { reason: 'travel_plan_change', cancellation_fee_displayed: 0 } })).json());
    expect(answer.warnings).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { COUPON_INVALID_CODE, COUPON_LIMIT_REACHED_CODE } from '#domain/constants/error-codes.ts';
import { ZMemberCoupon, ZVoucher } from '#domain/entities/loyalty.ts';
import * as z from 'zod/mini';
import { MEMBER_SEED } from '#server/src/members/seed-members.ts';
import { LOYALTY_SEED } from '#server/src/loyalty/seed-loyalty.ts';
import { bearer, memberCall, signIn } from '../member-api';
import { day, errorOf, reservationOf, TOKYO } from '../test-api';
import { hanakoSignedIn } from './loyalty-api';

const MIKA = MEMBER_SEED.members[4];
const VOUCHER = LOYALTY_SEED.voucher.number;

async function mikaToken(api: Awaited<ReturnType<typeof hanakoSignedIn>>) {
  return (await signIn(api.app, api.session, TOKYO.id, MIKA)).session;
}

describe("the member's coupons", { timeout: 60_000 }, () => {
  it('lists her coupons with validity, target plans, max stays, usage limit and max discounted nights', async () => {
    const { call } = await hanakoSignedIn();
    const response = await call('GET', `/hotels/${TOKYO.id}/memberships/discount_coupons`);
    expect(response.status).toBe(200);
    const { data } = z.object({ data: z.array(ZMemberCoupon) }).parse(await response.json());
    expect(data).toEqual([
      { code: 'CLUB-BIRTHDAY', hotel_id: TOKYO.id, percent: 20, valid_until: day(60), target_plans: ['room-only', 'breakfast', 'half-board'], max_stays: 1, usage_limit: null, max_discounted_nights: 1, remaining_uses: 1, expired: false },
      { code: 'CLUB-SILVER-10', hotel_id: TOKYO.id, percent: 10, valid_until: day(120), target_plans: ['room-only', 'breakfast'], max_stays: 2, usage_limit: 100, max_discounted_nights: 2, remaining_uses: 2, expired: false },
    ]);
    expect((await call('GET', `/hotels/${TOKYO.id}/memberships/discount_coupons/club-birthday`)).status).toBe(200);
    expect((await call('GET', `/hotels/${TOKYO.id}/memberships/discount_coupons/WELCOME10`)).status).toBe(200);
    expect((await call('GET', `/hotels/${TOKYO.id}/memberships/discount_coupons/NOPE`)).status).toBe(404);
  });

  it('discounts only the first N nights of the target plans', async () => {
    const { priced } = await hanakoSignedIn();
    const full = await priced();
    const birthday = await priced({ coupon_code: 'CLUB-BIRTHDAY' });
    const firstNight = full.rooms[0]?.nightly_prices[0]?.price ?? 0;
    expect(birthday.coupon_discount_amount).toBe(Math.floor(firstNight * 0.2));
  });

  it('attack: reusing a coupon past its per-member limit is 1501, on the price call and the booking; a cancel gives the use back', async () => {
    const api = await hanakoSignedIn();
    const firstBody = await api.bookingBody({ coupon: 'CLUB-BIRTHDAY' });
    const first = await reservationOf(await api.book(firstBody));
    const again = await api.price({ coupon_code: 'CLUB-BIRTHDAY' });
    expect(again.status).toBe(422);
    expect((await errorOf(again)).codes).toEqual([COUPON_LIMIT_REACHED_CODE]);
    // The same booking again (a new attempt at the total the coupon gave): the use is gone.
    const refused = await api.book(firstBody);
    expect(refused.status).toBe(422);
    expect((await errorOf(refused)).codes).toEqual([COUPON_LIMIT_REACHED_CODE]);
    const listed = z.object({ data: z.array(ZMemberCoupon) }).parse(await (await api.call('GET', `/hotels/${TOKYO.id}/memberships/discount_coupons`)).json());
    expect(listed.data.find((coupon) => coupon.code === 'CLUB-BIRTHDAY')?.remaining_uses).toBe(0);
    const cancelled = await api.manage(first, 'PUT', 'cancel', { body: { reason: 'travel_plan_change', cancellation_fee_displayed: 0 } });
    expect(cancelled.status).toBe(200);
    expect((await api.price({ coupon_code: 'CLUB-BIRTHDAY' })).status).toBe(200);
  });

  it("attack: another member's or a guest's use of her coupon is answered as an unknown code (1500)", async () => {
    const api = await hanakoSignedIn();
    const mika = await mikaToken(api);
    for (const headers of [bearer(mika), {}]) {
      const response = await api.price({ coupon_code: 'CLUB-SILVER-10' }, undefined, headers);
      expect(response.status).toBe(422);
      expect((await errorOf(response)).codes).toEqual([COUPON_INVALID_CODE]);
    }
    const body = await api.bookingBody({ coupon: 'CLUB-SILVER-10' });
    const booked = await api.book(body, bearer(mika));
    expect((await errorOf(booked)).codes).toEqual([COUPON_INVALID_CODE]);
    const lookup = await memberCall(api.app, api.session, 'GET', `/hotels/${TOKYO.id}/memberships/discount_coupons/CLUB-SILVER-10`, { headers: bearer(mika) });
    expect(lookup.status).toBe(404);
  });
});

describe("the member's vouchers", { timeout: 60_000 }, () => {
  const vouchers = async (api: Awaited<ReturnType<typeof hanakoSignedIn>>) =>
    z.object({ data: z.array(ZVoucher) }).parse(await (await api.call('GET', `/hotels/${TOKYO.id}/memberships/vouchers?locale=en`)).json()).data;

  it('lists her voucher with its status, ui_status, periods and valid-through date', async () => {
    const api = await hanakoSignedIn();
    expect(await vouchers(api)).toEqual([
      {
        number: VOUCHER,
        hotel_id: TOKYO.id,
        amount: 10_000,
        name: 'Sakura Tokyo stay voucher',
        status: 'available',
        ui_status: 'available',
        staying_period: { from: day(0), to: day(90) },
        sale_period: { from: day(-60), to: day(-1) },
        excluded_periods: [{ from: day(20), to: day(22) }],
        valid_through: day(90),
        consumed_at: null,
        reservation_number: null,
      },
    ]);
  });

  it('is consumed by one booking within its staying period, shown as consumed, and not usable again (nor given back on cancel)', async () => {
    const api = await hanakoSignedIn();
    const full = await api.priced();
    const quote = await api.priced({ voucher_coupon_code: VOUCHER, mode: 'voucher' });
    expect(quote).toMatchObject({ voucher_coupon_discount_amount: 10_000, total_price: full.total_price - 10_000 });
    const reservation = await reservationOf(await api.book({ ...(await api.bookingBody({ voucher: VOUCHER })), mode: 'voucher' }));
    expect(reservation.total_price).toBe(full.total_price - 10_000);
    expect(reservation.price?.voucher_coupon_discount_amount).toBe(10_000);
    const [consumed] = await vouchers(api);
    expect(consumed).toMatchObject({ status: 'consumed', ui_status: 'consumed', reservation_number: reservation.reservation_number });
    const again = await api.price({ voucher_coupon_code: VOUCHER }, { checkin: day(30), checkout: day(31) });
    expect((await errorOf(again)).details?.voucher_coupon_code?.[0]?.error).toBe('not_usable');
    await api.manage(reservation, 'PUT', 'cancel', { body: { reason: 'travel_plan_change', cancellation_fee_displayed: 0 } });
    expect((await vouchers(api))[0]?.status).toBe('consumed');
  });

  it('attack: refuses a stay outside its period or in an excluded one, and another member\'s or a guest\'s use', async () => {
    const api = await hanakoSignedIn();
    const cases = [
      [{ checkin: day(95), checkout: day(96) }, 'outside_staying_period'],
      [{ checkin: day(89), checkout: day(92) }, 'outside_staying_period'],
      [{ checkin: day(19), checkout: day(21) }, 'excluded_period'],
    ] as const;
    for (const [stay, error] of cases) {
      const response = await api.price({ voucher_coupon_code: VOUCHER }, stay);
      expect(response.status).toBe(422);
      expect((await errorOf(response)).details?.voucher_coupon_code?.[0]).toEqual({ error, code: COUPON_INVALID_CODE });
    }
    const mika = await mikaToken(api);
    for (const headers of [bearer(mika), {}]) {
      const response = await api.price({ voucher_coupon_code: VOUCHER }, undefined, headers);
      expect((await errorOf(response)).details?.voucher_coupon_code?.[0]?.error).toBe('unknown_voucher');
    }
    const body = await api.bookingBody({ voucher: VOUCHER });
    expect((await api.book(body, bearer(mika))).status).toBe(422);
    expect((await vouchers(api))[0]?.status).toBe('available');
  });

  it('opens the voucher plans at search with her voucher code in voucher mode, and refuses another member', async () => {
    const api = await hanakoSignedIn();
    const search = (headers: Record<string, string>) =>
      memberCall(api.app, api.session, 'GET', `/hotels/${TOKYO.id}/rooms?${new URLSearchParams({ checkin: day(14), checkout: day(16), rooms: JSON.stringify([{ adults: 2, children: 0, kids_tiers: [] }]), mode: 'voucher', voucher_coupon_code: VOUCHER }).toString()}`, { headers });
    const found = await search(bearer(api.token));
    expect(found.status, await found.clone().text()).toBe(200);
    const plans = new Set(((await found.json()) as { rooms: { room_plan: { hotel_plan_code: string }[] }[] }).rooms.flatMap((room) => room.room_plan.map((plan) => plan.hotel_plan_code)));
    expect([...plans].sort()).toEqual(['breakfast', 'room-only']);
    const mika = await mikaToken(api);
    expect((await errorOf(await search(bearer(mika)))).codes).toEqual([COUPON_INVALID_CODE]);
  });

  it('expires after its valid-through date (shown as consumed in ui_status)', async () => {
    const api = await hanakoSignedIn({ now: () => new Date(`${day(91)}T03:00:00Z`) });
    expect((await vouchers(api))[0]).toMatchObject({ status: 'expired', ui_status: 'consumed' });
  });
});

// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { getBookingWidgetSettings, getRooms, getRoomsPrice, getRoomsRecommendation } from '#domain/contracts/index.ts';
import type { RoomsResponse } from '#domain/entities/room-result.ts';
import { YEN_RATES_MICRO } from '#server/src/db/seed/exchange-rates.ts';
import { createSearchApi } from './search-api';
import { day, errorOf, KYOTO, OKINAWA, TOKYO } from './test-api';

let api: Awaited<ReturnType<typeof createSearchApi>>;
beforeAll(async () => {
  api = await createSearchApi();
});

const TWO_ADULTS = [{ adults: 2, children: 0, kids_tiers: [] }];
const stay = { checkin: day(3), checkout: day(5) };
const roomsOf = (hotelId: number, query: Record<string, string | number | boolean | object> = {}, session?: string) =>
  api.json(getRooms, `/hotels/${hotelId}/rooms`, { locale: 'en', rooms: TWO_ADULTS, ...stay, ...query }, session);
const plansOf = (answer: RoomsResponse) => answer.rooms.flatMap((room) => room.room_plan);

describe('multi-currency amounts (mcp_ fields)', () => {
  it('adds each price in the asked currency, in its minor units, for a hotel with multi-currency on', async () => {
    const answer = await roomsOf(KYOTO.id, { mcp_currency: 'USD' });
    expect(answer.mcp_currency).toBe('USD');
    const plans = plansOf(answer);
    expect(plans.length).toBeGreaterThan(0);
    for (const plan of plans) {
      // 1 yen buys 0.00664 USD: cents = yen x 6,640 x 100 / 1,000,000, rounded once.
      expect(plan.mcp_total_price_cents).toBe(Math.round((plan.total_price * YEN_RATES_MICRO.USD * 100) / 1_000_000));
      expect(plan.mcp_total_price_without_tax_cents).toBe(Math.round((plan.total_price_without_tax * YEN_RATES_MICRO.USD * 100) / 1_000_000));
      expect(plan.price_after_discount?.mcp_non_sign_in_cents).toBe(
        Math.round(((plan.price_after_discount?.non_sign_in ?? 0) * YEN_RATES_MICRO.USD * 100) / 1_000_000),
      );
      for (const discount of plan.discounts) expect(discount.mcp_discount_amount_cents).toBeTypeOf('number');
    }
  });

  it('uses no minor units for a zero-decimal currency', async () => {
    const [plan] = plansOf(await roomsOf(KYOTO.id, { mcp_currency: 'KRW' }));
    expect(plan?.mcp_total_price_cents).toBe(Math.round(((plan?.total_price ?? 0) * YEN_RATES_MICRO.KRW) / 1_000_000));
  });

  it('answers in the hotel currency alone when multi-currency is off, nothing or the hotel currency is asked', async () => {
    for (const answer of [
      await roomsOf(TOKYO.id, { mcp_currency: 'USD' }),
      await roomsOf(KYOTO.id),
      await roomsOf(KYOTO.id, { mcp_currency: 'JPY' }),
    ]) {
      expect(answer.mcp_currency).toBeNull();
      expect(plansOf(answer).every((plan) => plan.mcp_total_price_cents === undefined)).toBe(true);
    }
  });

  it('refuses a currency it does not know', async () => {
    const response = await api.get(`/hotels/${KYOTO.id}/rooms`, { locale: 'en', rooms: TWO_ADULTS, ...stay, mcp_currency: 'XYZ' });
    expect(response.status).toBe(422);
  });

  it('adds the totals in the asked currency to the booking price', async () => {
    const [room] = (await roomsOf(KYOTO.id)).rooms.filter((candidate) => candidate.room_count > 0);
    const selections = [{ room_type_code: room?.room_type_code, room_plan_code: room?.room_plan[0]?.room_plan_code, adults: 2, quantity: 1 }];
    const path = `/hotels/${KYOTO.id}/rooms/price`;
    const priced = await api.json(getRoomsPrice, path, { locale: 'en', ...stay, selections, mcp_currency: 'EUR' });
    expect(priced.mcp_currency).toBe('EUR');
    expect(priced.mcp_total_price_cents).toBe(Math.round((priced.total_price * YEN_RATES_MICRO.EUR * 100) / 1_000_000));
    expect(priced.mcp_sign_in_total_price_cents).toBe(Math.round((priced.sign_in_total_price * YEN_RATES_MICRO.EUR * 100) / 1_000_000));
    const plain = await api.json(getRoomsPrice, path, { locale: 'en', ...stay, selections });
    expect(plain.mcp_currency).toBeNull();
    expect(plain.mcp_total_price_cents).toBeUndefined();
  });

  it('adds the totals in the asked currency to the recommendations', async () => {
    const path = `/hotels/${KYOTO.id}/rooms/recommendation`;
    const ask = { locale: 'en', ...stay, adults: 3 };
    const inGbp = await api.json(getRoomsRecommendation, path, { ...ask, mcp_currency: 'GBP' });
    expect(inGbp.mcp_currency).toBe('GBP');
    expect(inGbp.recommendations.length).toBeGreaterThan(0);
    for (const item of inGbp.recommendations) {
      expect(item.mcp_total_price_cents).toBe(Math.round((item.total_price * YEN_RATES_MICRO.GBP * 100) / 1_000_000));
    }
    const plain = await api.json(getRoomsRecommendation, path, ask);
    expect(plain.mcp_currency).toBeNull();
    expect(plain.recommendations.every((item) => item.mcp_total_price_cents === undefined)).toBe(true);
  });
});

describe('room photos', () => {
  it('serves the photo of every room type the seed offers, as a script-free SVG', async () => {
    const paths = new Set<string>();
    for (const hotel of [TOKYO, KYOTO]) for (const room of (await roomsOf(hotel.id)).rooms) room.photos.forEach((photo) => paths.add(photo));
    for (const room of (await roomsOf(OKINAWA.id, {}, api.umiSession)).rooms) room.photos.forEach((photo) => paths.add(photo));
    expect(paths.size).toBeGreaterThan(5);
    for (const path of paths) {
      const response = await api.app.request(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type')).toContain('image/svg+xml');
      expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
      const svg = await response.text();
      expect(svg.startsWith('<svg')).toBe(true);
      expect(svg).not.toMatch(/<script|on\w+=/i);
    }
  });

  it('serves nothing outside the photo folder', async () => {
    for (const path of ['/photos/no-such-room.svg', '/photos/..%2Fmigrations%2F001-initial.sql', '/photos/%2E%2E%2Fpackage.json', '/photos/deluxe-twin.png']) {
      expect((await api.app.request(path)).status, path).toBe(404);
    }
  });
});

describe('children sharing a bed', () => {
  const settingsOf = async (code: string) =>
    z.parse(getBookingWidgetSettings.response, await (await api.app.request(`/hotels/${code}/settings/booking_widget`)).json());

  it('says in the settings whether a hotel lets children share a bed', async () => {
    expect((await settingsOf(TOKYO.code)).kids_setting).toMatchObject({ kids_bed_type: 'share_bed', shared_bed_type: 'per_adult' });
    expect((await settingsOf(KYOTO.code)).kids_setting).toMatchObject({ kids_bed_type: 'share_bed', shared_bed_type: 'per_room' });
    expect((await settingsOf(OKINAWA.code)).kids_setting.kids_bed_type).toBe('separate_bed');
  });

  it('takes up to one sharing child per adult (per_adult) and refuses more', async () => {
    const room = (shared: number) => [{ adults: 1, children: 2, kids_tiers: [{ code: 'C', children: 2 }], shared_bed_children: shared }];
    expect((await roomsOf(TOKYO.id, { rooms: room(1) })).rooms.length).toBeGreaterThan(0);
    const refused = await api.get(`/hotels/${TOKYO.id}/rooms`, { locale: 'en', ...stay, rooms: room(2) });
    expect(refused.status).toBe(422);
    expect(JSON.stringify(await errorOf(refused))).toContain('shared_bed_children');
  });

  it('takes one sharing child per room (per_room) and none where the hotel does not offer it', async () => {
    const twoKids = (shared: number) => [{ adults: 2, children: 2, kids_tiers: [{ code: 'C', children: 2 }], shared_bed_children: shared }];
    expect((await roomsOf(KYOTO.id, { rooms: twoKids(1) })).rooms.length).toBeGreaterThan(0);
    expect((await api.get(`/hotels/${KYOTO.id}/rooms`, { locale: 'en', ...stay, rooms: twoKids(2) })).status).toBe(422);
    const okinawa = await api.get(
      `/hotels/${OKINAWA.id}/rooms`,
      { locale: 'en', ...stay, rooms: [{ adults: 2, children: 1, kids_tiers: [], shared_bed_children: 1 }], kids_ages: [[4]] },
      api.umiSession,
    );
    expect(okinawa.status).toBe(422);
  });
});

import { describe, expect, it } from 'vitest';
import { REQUEST_HEADERS, searchOtaHotels } from '#domain/contracts/index.ts';
import { ZClientSessionResponse } from '#domain/entities/client-session.ts';
import { ZOtaHotelsPage } from '#domain/entities/ota-hotel.ts';
import { DEMO_API_CLIENT } from '#server/src/index.ts';
import { catalogueInventory, PARTNER_BRAND } from '#server/src/ota/catalogue-hotel-rows.ts';
import { otaCatalogue } from '#server/src/ota/ota-catalogue.ts';
import { verifiedEmailToken } from './email-verification-api';
import { createTestApi, day, reservationOf, TODAY } from './test-api';

// Issue 23, ADR 252: every hotel of the travel-agency catalogue has a room page and can be booked. Its rows are
// written when its page first asks for a session or its settings, from the catalogue's own stock and prices.

const api = createTestApi();
const hotelOf = (code: string) => otaCatalogue().find((hotel) => hotel.code === code)!;
const rowOf = (code: string) => api.db.prepare<[string], { id: number; brand_id: number }>('SELECT id, brand_id FROM hotels WHERE code = ?').get(code);

/** A session of the travel-agency site itself (no hotel), as its search runs with. */
async function siteSession(): Promise<string> {
  const response = await api.app.request('/api/client_sessions', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ client_key: DEMO_API_CLIENT.key, client_secret: DEMO_API_CLIENT.secret }),
  });
  return ZClientSessionResponse.parse(await response.json()).data.client_session;
}

async function catalogueSearch(query: Record<string, string>) {
  const session = await siteSession();
  const url = `${searchOtaHotels.path}?${new URLSearchParams({ scope: 'catalogue', per_page: '100', ...query }).toString()}`;
  const response = await api.app.request(url, { headers: { [REQUEST_HEADERS.clientSession]: session } });
  return ZOtaHotelsPage.parse(await response.json());
}

describe('a catalogue hotel opened for the first time', () => {
  it('gets its rows from its first client session, under the partner brand and the id the search answers, once', async () => {
    const code = 'jp-hakone-2';
    expect(rowOf(code)).toBeUndefined();
    await api.newSession(code);
    const row = rowOf(code);
    expect(row).toEqual({ id: 10_000 + otaCatalogue().indexOf(hotelOf(code)), brand_id: PARTNER_BRAND.id });
    await api.newSession(code);
    const count = api.db.prepare<[number], { n: number }>('SELECT COUNT(*) AS n FROM room_types WHERE hotel_id = ?').get(row!.id);
    expect(count?.n).toBe(2);
  });

  it('does not join the list of the hotels the site sells itself, which stays the same whoever opened what', async () => {
    const sold = async () => {
      const session = await siteSession();
      const response = await api.app.request(`${searchOtaHotels.path}?${new URLSearchParams({ checkin: day(20), checkout: day(22), adults: '2' })}`, {
        headers: { [REQUEST_HEADERS.clientSession]: session },
      });
      return ZOtaHotelsPage.parse(await response.json()).hotels.map((hotel) => hotel.hotel_code).sort();
    };
    const before = await sold();
    await api.newSession('jp-hakone-3');
    expect(rowOf('jp-hakone-3')).toBeDefined();
    expect(await sold()).toEqual(before);
    expect(before.some((code) => code.startsWith('jp-'))).toBe(false);
  });

  it('lists two room types with the plans of its meals, the first priced as the search listed it, with its stock', async () => {
    const hotel = otaCatalogue().find((entry) => !entry.sold && entry.meals.includes('room_only') && entry.code !== 'jp-hakone-2')!;
    const session = await api.newSession(hotel.code);
    const id = rowOf(hotel.code)!.id;
    const stay = { checkin: day(20), checkout: day(21) };
    const answer = await api.rooms(session, id, stay);
    const listed = (await catalogueSearch({ ...stay, keyword: hotel.name.en, adults: '2' })).hotels.find((entry) => entry.hotel_code === hotel.code);

    const plans = new Set(answer.rooms.flatMap((room) => room.room_plan.map((plan) => plan.hotel_plan_code)));
    expect(plans).toEqual(new Set(hotel.meals.map((meal) => ({ room_only: 'room-only', breakfast: 'breakfast', dinner: 'half-board' })[meal])));
    const first = answer.rooms[0]!;
    const roomOnly = first.room_plan.find((plan) => plan.hotel_plan_code === 'room-only')!;
    // Rates are stored tax excluded in whole hundreds, so the page may differ from the search by rounding only.
    expect(Math.abs(roomOnly.total_price - listed!.details!.nightly_price!)).toBeLessThanOrEqual(300);
    expect(first.room_count).toBe(catalogueInventory(hotel, 0, stay.checkin, TODAY));
  });

  it('is booked on the travel-agency site like a sold hotel, and the room is taken', async () => {
    const hotel = hotelOf('jp-hakone-3');
    const session = await api.newSession(hotel.code);
    const id = rowOf(hotel.code)!.id;
    let offset = 20;
    while (catalogueInventory(hotel, 0, day(offset), TODAY) < 1) offset += 1;
    const stay = { checkin: day(offset), checkout: day(offset + 1) };
    const roomType = (await api.rooms(session, id, stay)).rooms[0]!;
    const plan = roomType.room_plan[0]!;
    const before = roomType.room_count;
    const body = await api.pricedBooking(session, id, { roomTypeCode: roomType.room_type_code, roomPlanCode: plan.room_plan_code, ...stay });
    const email = 'partner-guest@example.com';
    const response = await api.postReservation(session, id, {
      ...body,
      booking_source: 'tripla_ota',
      booker: { ...body.booker, email },
      email_verification_token: await verifiedEmailToken(api, session, email),
    });
    expect(response.status).toBe(201);
    expect((await reservationOf(response)).hotelId).toBe(id);
    expect(await api.roomCount(session, id, roomType.room_type_code, stay.checkin, stay.checkout)).toBe(before - 1);
  });

  it('leaves a sold hotel and an unknown code alone', async () => {
    const hotels = api.db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM hotels').get()?.n;
    const unknown = await api.app.request('/api/client_sessions', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ client_key: DEMO_API_CLIENT.key, client_secret: DEMO_API_CLIENT.secret, hotel_code: 'jp-nowhere-9' }),
    });
    expect(unknown.status).toBe(404);
    await api.newSession('umi-okinawa');
    expect(api.db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM hotels').get()?.n).toBe(hotels);
  });
});

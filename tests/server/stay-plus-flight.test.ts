import { beforeAll, describe, expect, it } from 'vitest';
import { PRICE_CHANGED_TITLE } from '#domain/constants/error-codes.ts';
import { REQUEST_HEADERS } from '#domain/contracts/index.ts';
import { ZClientSessionResponse } from '#domain/entities/client-session.ts';
import { ZStayFlightOptions, ZStayFlightsQuote, type Flight } from '#domain/entities/flight.ts';
import type { CreateReservationRequest } from '#domain/entities/reservation.ts';
import { STAY_PLUS_FLIGHT } from '#domain/rules/stay-plus-flight.ts';
import { DEMO_API_CLIENT } from '#server/src/index.ts';
import { scheduledFlightOf } from '#server/src/ota/flight-inventory.ts';
import { verifiedEmailToken } from './email-verification-api';
import { createTestApi, day, errorOf, OKINAWA, reservationOf } from './test-api';

// Stay plus flight (issue 23, ADR 253): the flight options of a stay under the package rules, and the seats taken
// in the booking's own transaction: a refused booking holds no seat, and the last seats are sold once.

const api = createTestApi();
let otaSession: string;
let emails = 0;
const newEmail = () => `flight-guest-${++emails}@example.com`;
const ROOM = { roomTypeCode: 'deluxe-twin', roomPlanCode: 'deluxe-twin_room-only' } as const;

beforeAll(async () => {
  const response = await api.app.request('/api/client_sessions', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ client_key: DEMO_API_CLIENT.key, client_secret: DEMO_API_CLIENT.secret }),
  });
  otaSession = ZClientSessionResponse.parse(await response.json()).data.client_session;
});

type OptionsQuery = { checkin: string; checkout: string; rooms?: number; passengers?: number; locale?: string; from?: string; hotel_code?: string };

function optionsCall(query: OptionsQuery, session = otaSession): Promise<Response> {
  const { rooms = 1, passengers = 2, locale = 'ja', from = 'HND', hotel_code = OKINAWA.code, ...stay } = query;
  const search = new URLSearchParams({ ...stay, rooms: String(rooms), passengers: String(passengers), locale, from, hotel_code });
  return Promise.resolve(api.app.request(`/api/ota/v1/flights/search?${search.toString()}`, { headers: { [REQUEST_HEADERS.clientSession]: session } }));
}

async function options(query: OptionsQuery) {
  const response = await optionsCall(query);
  if (response.status !== 200) throw new Error(`flight search answered ${response.status}: ${await response.text()}`);
  return ZStayFlightOptions.parse(await response.json());
}

async function seatsLeft(flight: Flight): Promise<number> {
  const answer = await options({ checkin: flight.date, checkout: nextDay(flight.date) });
  return answer.outbound.find((candidate) => candidate.flight_id === flight.flight_id)?.seats_left ?? -1;
}
const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** A Japanese travel-agency booking of one room at the Okinawa hotel with the flights, its e-mail verified. */
async function packageBooking(stay: { checkin: string; checkout: string }, flights: { outbound: Flight; back: Flight }): Promise<{ session: string; body: CreateReservationRequest }> {
  const session = await api.newSession(OKINAWA.code);
  const email = newEmail();
  const body = await api.pricedBooking(session, OKINAWA.id, { ...ROOM, ...stay });
  const fares = (flights.outbound.fare + flights.back.fare) * 2;
  return {
    session,
    body: {
      ...body,
      locale: 'ja',
      booking_source: 'tripla_ota',
      booker: { ...body.booker, email },
      email_verification_token: await verifiedEmailToken(api, session, email),
      flights: { outbound_flight_id: flights.outbound.flight_id, return_flight_id: flights.back.flight_id },
      expected_total_price: body.expected_total_price + fares,
    },
  };
}

/** Seats other travellers hold: a standing reservation's rows, so the flight has `left` seats for this test. */
function leaveSeats(flight: Flight, left: number): void {
  const holder = api.db.prepare<[], { id: number }>("SELECT id FROM reservations WHERE status = 'done' ORDER BY id LIMIT 1").get();
  const capacity = scheduledFlightOf(flight.flight_id)?.flight.capacity ?? 0;
  const sold = capacity - flight.seats_left;
  api.db.prepare('INSERT INTO flight_seat_sales (reservation_id, flight_id, seats, fare) VALUES (?, ?, ?, 0)').run(holder?.id, flight.flight_id, capacity - left - sold);
}

describe('GET /api/ota/v1/flights/search', () => {
  it('answers the same schedule every time: out on the check-in day to the hotel\'s airport, back on the check-out day', async () => {
    const stay = { checkin: day(20), checkout: day(23) };
    const answer = await options(stay);
    expect(answer.destination).toBe('OKA');
    expect(answer.outbound.length).toBeGreaterThan(1);
    expect(answer.outbound.every((f) => f.from === 'HND' && f.to === 'OKA' && f.date === stay.checkin && f.departs_at < f.arrives_at)).toBe(true);
    expect(answer.return.every((f) => f.from === 'OKA' && f.to === 'HND' && f.date === stay.checkout && f.fare > 0 && f.seats_left > 0)).toBe(true);
    expect(answer.outbound[0]?.airline).toMatch(/航空|エア/);
    expect(await options(stay)).toEqual(answer);
  });

  it('offers flights only for dated stays of at most 5 rooms, in Japanese, within the check-in dates and stay length sold', async () => {
    const refusal = async (query: OptionsQuery) => {
      const response = await optionsCall(query);
      expect(response.status).toBe(422);
      return (await errorOf(response)).details;
    };
    expect(await refusal({ checkin: day(20), checkout: day(21), rooms: STAY_PLUS_FLIGHT.maxRooms + 1 })).toMatchObject({ rooms: [{ error: 'tooManyRooms' }] });
    expect((await optionsCall({ checkin: day(20), checkout: day(21), rooms: STAY_PLUS_FLIGHT.maxRooms })).status).toBe(200);
    expect(await refusal({ checkin: day(20), checkout: day(21), locale: 'en' })).toMatchObject({ locale: [{ error: 'notJapanese' }] });
    expect(await refusal({ checkin: day(STAY_PLUS_FLIGHT.minLeadDays - 1), checkout: day(STAY_PLUS_FLIGHT.minLeadDays) })).toMatchObject({ checkin: [{ error: 'checkinNotOffered' }] });
    expect(await refusal({ checkin: day(STAY_PLUS_FLIGHT.maxLeadDays + 1), checkout: day(STAY_PLUS_FLIGHT.maxLeadDays + 2) })).toMatchObject({ checkin: [{ error: 'checkinNotOffered' }] });
    expect(await refusal({ checkin: day(20), checkout: day(20 + STAY_PLUS_FLIGHT.maxNights + 1) })).toMatchObject({ checkout: [{ error: 'stayTooLong' }] });
    expect((await optionsCall({ checkin: day(20), checkout: day(20 + STAY_PLUS_FLIGHT.maxNights) })).status).toBe(200);
    // No undated search: a stay without dates does not even parse.
    expect((await optionsCall({ checkin: '', checkout: '' })).status).toBe(422);
    expect(await refusal({ checkin: day(20), checkout: day(21), from: 'OKA' })).toMatchObject({ from: [{ error: 'same_airport' }] });
  });

  it('needs the travel-agency site\'s session', async () => {
    expect((await optionsCall({ checkin: day(20), checkout: day(21) }, await api.newSession(OKINAWA.code))).status).toBe(401);
  });
});

describe('booking a stay with flights', () => {
  it('takes the seats with the room and charges the fares of every passenger', async () => {
    const stay = { checkin: day(30), checkout: day(32) };
    const { outbound: [outbound], return: [back] } = await options(stay);
    if (!outbound || !back) throw new Error('no flights');
    const { session, body } = await packageBooking(stay, { outbound, back });
    const response = await api.postReservation(session, OKINAWA.id, body);
    expect(response.status).toBe(201);
    const reservation = await reservationOf(response);
    expect(reservation.total_price).toBe(body.expected_total_price);
    const after = await options(stay);
    expect(after.outbound[0]?.seats_left).toBe(outbound.seats_left - 2);
    expect(after.return[0]?.seats_left).toBe(back.seats_left - 2);
  });

  it('takes no seat when the room booking is refused, and books no room when the seats are gone', async () => {
    const stay = { checkin: day(40), checkout: day(41) };
    const { outbound: [outbound], return: [back] } = await options(stay);
    if (!outbound || !back) throw new Error('no flights');
    const rooms = await api.roomCount(await api.newSession(OKINAWA.code), OKINAWA.id, ROOM.roomTypeCode, stay.checkin, stay.checkout);

    // The rooms' price without the fares: the booking is refused after its checks, nothing is kept.
    const { session, body } = await packageBooking(stay, { outbound, back });
    const refused = await api.postReservation(session, OKINAWA.id, { ...body, expected_total_price: body.expected_total_price - 100 });
    expect(refused.status).toBe(409);
    expect((await errorOf(refused)).title).toBe(PRICE_CHANGED_TITLE);
    expect(await seatsLeft(outbound)).toBe(outbound.seats_left);

    // One seat left for two passengers: the seats are refused after the room was written, and the room goes too.
    leaveSeats(back, 1);
    const full = await api.postReservation(session, OKINAWA.id, body);
    expect(full.status).toBe(409);
    expect((await errorOf(full)).details).toMatchObject({ 'flights.return_flight_id': [{ error: 'seats_sold_out' }] });
    expect(await seatsLeft(outbound)).toBe(outbound.seats_left);
    expect(await api.roomCount(await api.newSession(OKINAWA.code), OKINAWA.id, ROOM.roomTypeCode, stay.checkin, stay.checkout)).toBe(rooms);
  });

  it('sells the last seats once when two guests book them at the same moment (race)', async () => {
    const stay = { checkin: day(50), checkout: day(52) };
    const { outbound: [outbound], return: [back] } = await options(stay);
    if (!outbound || !back) throw new Error('no flights');
    leaveSeats(outbound, 2);
    const [first, second] = await Promise.all([packageBooking(stay, { outbound, back }), packageBooking(stay, { outbound, back })]);
    if (!first || !second) throw new Error('no bookings');
    const answers = await Promise.all([api.postReservation(first.session, OKINAWA.id, first.body), api.postReservation(second.session, OKINAWA.id, second.body)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const loser = answers.find((answer) => answer.status === 409);
    expect(loser && (await errorOf(loser)).details).toMatchObject({ 'flights.outbound_flight_id': [{ error: 'seats_sold_out' }] });
    const after = await options(stay);
    expect(after.outbound.find((f) => f.flight_id === outbound.flight_id)?.seats_left).toBe(0);
  });

  it('refuses flights that do not go with the stay, outside the travel-agency site, in another language or for 6 rooms', async () => {
    const stay = { checkin: day(34), checkout: day(35) };
    const { outbound: [outbound], return: [back] } = await options(stay);
    if (!outbound || !back) throw new Error('no flights');
    const { session, body } = await packageBooking(stay, { outbound, back });
    const refusal = async (changed: CreateReservationRequest) => {
      const response = await api.postReservation(session, OKINAWA.id, changed);
      expect(response.status).toBe(422);
      return (await errorOf(response)).details;
    };
    expect(await refusal({ ...body, flights: { outbound_flight_id: back.flight_id, return_flight_id: back.flight_id } })).toMatchObject({ 'flights.outbound_flight_id': [{ error: 'flight_not_for_stay' }] });
    expect(await refusal({ ...body, flights: { outbound_flight_id: outbound.flight_id, return_flight_id: outbound.flight_id } })).toMatchObject({ 'flights.return_flight_id': [{ error: 'flight_not_for_stay' }] });
    expect(await refusal({ ...body, booking_source: 'booking_widget' })).toMatchObject({ booking_source: [{ error: 'flights_not_sold' }] });
    expect(await refusal({ ...body, locale: 'en' })).toMatchObject({ locale: [{ error: 'notJapanese' }] });
    const sixRooms = { ...body, rooms: Array.from({ length: 6 }, () => body.rooms[0]!) };
    // The hotel's own room limit may refuse them first; either way the rooms are named.
    expect(Object.keys(await refusal(sixRooms))).toContain('rooms');
    expect(await seatsLeft(outbound)).toBe(outbound.seats_left);
  });

  it('books the package once for a double submit (one idempotency key): one reservation, the seats taken once', async () => {
    const stay = { checkin: day(45), checkout: day(47) };
    const { outbound: [outbound], return: [back] } = await options(stay);
    if (!outbound || !back) throw new Error('no flights');
    const { session, body } = await packageBooking(stay, { outbound, back });
    const key = crypto.randomUUID();
    const [first, second] = await Promise.all([api.postReservation(session, OKINAWA.id, body, key), api.postReservation(session, OKINAWA.id, body, key)]);
    // The replay answers the same reservation (200), the first booking made it (201).
    expect([first.status, second.status].sort()).toEqual([200, 201]);
    const [one, two] = [await reservationOf(first), await reservationOf(second)];
    expect(two.reservation_number).toBe(one.reservation_number);
    expect(await seatsLeft(outbound)).toBe(outbound.seats_left - 2);
    // The reservation names its flights, outbound first, with the seats and fares sold.
    expect(one.flights).toEqual([
      expect.objectContaining({ flight_id: outbound.flight_id, seats: 2, fare: outbound.fare * 2, departs_at: outbound.departs_at }),
      expect.objectContaining({ flight_id: back.flight_id, seats: 2, fare: back.fare * 2 }),
    ]);
  });

  it('refuses a package for a check-in date flights are not sold for, even with flights of that day', async () => {
    const stay = { checkin: day(2), checkout: day(3) };
    const inWindow = await options({ checkin: day(20), checkout: day(21) });
    const outbound = inWindow.outbound[0];
    const back = inWindow.return[0];
    if (!outbound || !back) throw new Error('no flights');
    // Flights of the stay's own days, written as ids: the rule refuses the date before the flights are looked at.
    const sameDay = (flight: Flight, date: string) => ({ ...flight, flight_id: flight.flight_id.replace(/\d{4}-\d{2}-\d{2}$/, date), date });
    const { session, body } = await packageBooking(stay, { outbound: sameDay(outbound, stay.checkin), back: sameDay(back, stay.checkout) });
    const response = await api.postReservation(session, OKINAWA.id, body);
    expect(response.status).toBe(422);
    expect((await errorOf(response)).details).toMatchObject({ checkin: [{ error: 'checkinNotOffered' }] });
  });
});

describe('GET /hotels/{id}/flights/quote', () => {
  const quoteCall = (session: string, query: Record<string, string>) =>
    Promise.resolve(api.app.request(`/hotels/${OKINAWA.id}/flights/quote?${new URLSearchParams(query).toString()}`, { headers: { [REQUEST_HEADERS.clientSession]: session } }));

  it('quotes the chosen flights on the hotel\'s session with the fares of every passenger, under the package rules', async () => {
    const stay = { checkin: day(70), checkout: day(73) };
    const { outbound: [outbound], return: [back] } = await options(stay);
    if (!outbound || !back) throw new Error('no flights');
    const session = await api.newSession(OKINAWA.code);
    const query = { ...stay, outbound_flight_id: outbound.flight_id, return_flight_id: back.flight_id, passengers: '3', rooms: '2', locale: 'ja' };
    const response = await quoteCall(session, query);
    expect(response.status).toBe(200);
    const quote = ZStayFlightsQuote.parse(await response.json());
    expect(quote).toMatchObject({ outbound: { flight_id: outbound.flight_id, seats_left: outbound.seats_left }, return: { flight_id: back.flight_id }, passengers: 3 });
    expect(quote.total).toBe((outbound.fare + back.fare) * 3);

    const refused = async (changed: Record<string, string>) => {
      const answer = await quoteCall(session, { ...query, ...changed });
      expect(answer.status).toBe(422);
      return (await errorOf(answer)).details;
    };
    expect(await refused({ rooms: String(STAY_PLUS_FLIGHT.maxRooms + 1) })).toMatchObject({ rooms: [{ error: 'tooManyRooms' }] });
    expect(await refused({ locale: 'en' })).toMatchObject({ locale: [{ error: 'notJapanese' }] });
    expect(await refused({ checkin: day(71) })).toMatchObject({ 'flights.outbound_flight_id': [{ error: 'flight_not_for_stay' }] });
    expect(await refused({ return_flight_id: outbound.flight_id })).toMatchObject({ 'flights.return_flight_id': [{ error: 'flight_not_for_stay' }] });
    // No undated quote: the dates are required.
    expect((await quoteCall(session, { ...query, checkin: '', checkout: '' })).status).toBe(422);
    // The site's own session is not a hotel's.
    expect((await quoteCall(otaSession, query)).status).toBe(401);
  });
});

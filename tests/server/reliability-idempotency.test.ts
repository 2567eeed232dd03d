// Issue 14, "Exactly once" (ADR 197): an idempotency key names one booking attempt. The same attempt sent again,
// with a card typed and tokenized anew, from a renewed session, answers its first result; another request under
// the key is refused; a refusal of an executed request is stored and answered again; the key reads the attempt's
// result and nothing else's.
import { describe, expect, it } from 'vitest';
import { REQUEST_HEADERS } from '#domain/contracts/index.ts';
import { ZReservationAttempt } from '#domain/contracts/reservations.ts';
import type { CreateReservationRequest } from '#domain/entities/reservation.ts';
import { createTestApi, day, errorOf, KYOTO, OKINAWA, reservationOf, TOKYO } from './test-api';

const CARDS = { approve: '4111111111111111', decline: '4000000000000002' };
const choice = { roomTypeCode: 'deluxe-twin', roomPlanCode: 'deluxe-twin_breakfast', checkin: day(20), checkout: day(21), payByCard: true };

type Api = ReturnType<typeof createTestApi>;

async function cardToken(api: Api, number: string): Promise<string> {
  const response = await api.app.request('/psp/tokens', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ number, holder: 'HANAKO YAMADA', exp_month: 12, exp_year: 2030, security_code: '123', valid_through: day(30) }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { token: string }).token;
}

async function cardBooking(api: Api, session: string, number: string = CARDS.approve): Promise<CreateReservationRequest> {
  const body = await api.pricedBooking(session, TOKYO.id, choice);
  return { ...body, terms_accepted: true, payment: { type: 'card', card_token: await cardToken(api, number) } };
}

async function attempt(api: Api, session: string, hotelId: number, key: string) {
  const response = await api.app.request(`/hotels/${hotelId}/reservation_attempts`, {
    headers: { [REQUEST_HEADERS.clientSession]: session, [REQUEST_HEADERS.idempotencyKey]: key },
  });
  return { status: response.status, json: (await response.json()) as unknown };
}

const count = (api: Api, sql: string) => (api.db.prepare(sql).get() as { n: number }).n;
const reservationsMade = (api: Api) => count(api, "SELECT COUNT(*) AS n FROM reservations WHERE checkin_date = '" + choice.checkin + "'");
const tokensSpent = (api: Api) => count(api, 'SELECT COUNT(*) AS n FROM card_tokens WHERE used_by_reservation_id IS NOT NULL');
const mails = (api: Api) => count(api, 'SELECT COUNT(*) AS n FROM outbox_mails');

describe('a booking attempt retried under its idempotency key', () => {
  it('answers the first reservation to the same stay with a new card token, and charges and mails once', async () => {
    const api = createTestApi();
    const session = await api.newSession();
    const key = crypto.randomUUID();
    const first = await api.postReservation(session, TOKYO.id, await cardBooking(api, session), key);
    expect(first.status).toBe(201);
    const mailsAfterFirst = mails(api);

    // The answer was lost; the guest typed the card again, and it was tokenized anew.
    const retry = await cardBooking(api, session);
    const second = await api.postReservation(session, TOKYO.id, retry, key);
    expect(second.status).toBe(200);
    expect(await reservationOf(second)).toEqual(await reservationOf(first));
    expect(reservationsMade(api)).toBe(1);
    expect(tokensSpent(api)).toBe(1);
    expect(mails(api)).toBe(mailsAfterFirst);
  });

  it('answers a renewed session of the brand with the first result, and the key reads it back', async () => {
    const api = createTestApi();
    const key = crypto.randomUUID();
    const first = await api.postReservation(await api.newSession(), TOKYO.id, await cardBooking(api, await api.newSession()), key);
    const renewed = await api.newSession();
    const again = await api.postReservation(renewed, TOKYO.id, await cardBooking(api, renewed), key);
    expect(again.status).toBe(200);
    const booked = await reservationOf(first);
    expect((await reservationOf(again)).reservation_number).toBe(booked.reservation_number);
    expect(reservationsMade(api)).toBe(1);

    const found = await attempt(api, renewed, TOKYO.id, key);
    expect(found.status).toBe(200);
    expect(ZReservationAttempt.parse(found.json)).toMatchObject({ outcome: 'booked', reservation: { reservation_number: booked.reservation_number } });
  });

  it('refuses another stay under the key with its own title, and books nothing for it', async () => {
    const api = createTestApi();
    const session = await api.newSession();
    const key = crypto.randomUUID();
    expect((await api.postReservation(session, TOKYO.id, await cardBooking(api, session), key)).status).toBe(201);
    const otherStay = { ...choice, checkin: day(22), checkout: day(23) };
    const other = await api.pricedBooking(session, TOKYO.id, otherStay);
    const response = await api.postReservation(session, TOKYO.id, { ...other, payment: { type: 'card', card_token: await cardToken(api, CARDS.approve) } }, key);
    expect(response.status).toBe(422);
    const error = await errorOf(response);
    expect(error.title).toBe('idempotency_key_reused');
    expect(error.details[REQUEST_HEADERS.idempotencyKey]).toHaveLength(1);
    expect(count(api, `SELECT COUNT(*) AS n FROM reservations WHERE checkin_date = '${day(22)}'`)).toBe(0);
    expect(tokensSpent(api)).toBe(1);
  });

  it('stores the refusal of an executed request: a retry with a good card gets the same refusal', async () => {
    const api = createTestApi();
    const session = await api.newSession();
    const key = crypto.randomUUID();
    const declined = await api.postReservation(session, TOKYO.id, await cardBooking(api, session, CARDS.decline), key);
    expect(declined.status).toBe(422);
    const refusal = await errorOf(declined);
    expect(refusal).toMatchObject({ title: 'payment_failed', codes: [3003] });

    const retry = await api.postReservation(session, TOKYO.id, await cardBooking(api, session, CARDS.approve), key);
    expect(retry.status).toBe(422);
    expect(await errorOf(retry)).toEqual(refusal);
    expect(reservationsMade(api)).toBe(0);
    expect(tokensSpent(api)).toBe(0);
    expect(ZReservationAttempt.parse((await attempt(api, session, TOKYO.id, key)).json)).toEqual({ outcome: 'refused', error: refusal });
  });

  it('stores no result for a request refused as invalid before executing: the corrected one books under the key', async () => {
    const api = createTestApi();
    const session = await api.newSession();
    const key = crypto.randomUUID();
    const body = await cardBooking(api, session);
    const invalid = await api.postReservation(session, TOKYO.id, { ...body, booker: { ...body.booker, phone: 'call me' } }, key);
    expect(invalid.status).toBe(422);
    expect((await errorOf(invalid)).title).toBe('invalid');
    expect(ZReservationAttempt.parse((await attempt(api, session, TOKYO.id, key)).json)).toEqual({ outcome: 'none' });
    expect((await api.postReservation(session, TOKYO.id, body, key)).status).toBe(201);
  });
});

describe('reading an attempt by its key', () => {
  it('answers none for a key nothing executed under, and for a guessed one', async () => {
    const api = createTestApi();
    const session = await api.newSession();
    const key = crypto.randomUUID();
    expect(ZReservationAttempt.parse((await attempt(api, session, TOKYO.id, key)).json)).toEqual({ outcome: 'none' });
    expect((await api.postReservation(session, TOKYO.id, await cardBooking(api, session), key)).status).toBe(201);
    expect(ZReservationAttempt.parse((await attempt(api, session, TOKYO.id, crypto.randomUUID())).json)).toEqual({ outcome: 'none' });
  });

  it('does not hand a reservation to another brand, through another hotel, or for a guessable key', async () => {
    const api = createTestApi();
    const session = await api.newSession();
    const key = crypto.randomUUID();
    expect((await api.postReservation(session, TOKYO.id, await cardBooking(api, session), key)).status).toBe(201);

    // Another brand's session: refused at its own hotel's door, and its own hotel knows nothing of the key.
    const otherBrand = await api.newSession(OKINAWA.code);
    expect((await attempt(api, otherBrand, TOKYO.id, key)).status).toBe(401);
    expect(ZReservationAttempt.parse((await attempt(api, otherBrand, OKINAWA.id, key)).json)).toEqual({ outcome: 'none' });
    // The same brand through another of its hotels: the attempt belongs to the hotel it booked at.
    expect(ZReservationAttempt.parse((await attempt(api, session, KYOTO.id, key)).json)).toEqual({ outcome: 'none' });
    // A key anyone could guess is no proof: refused before anything is read or booked.
    for (const weak of ['1', 'double-click']) {
      expect((await attempt(api, session, TOKYO.id, weak)).status).toBe(422);
      const response = await api.postReservation(session, TOKYO.id, await cardBooking(api, session), weak);
      expect(response.status).toBe(422);
      expect((await errorOf(response)).details[REQUEST_HEADERS.idempotencyKey]).toEqual([{ error: 'required' }]);
    }
    expect(reservationsMade(api)).toBe(1);
  });

  it('keeps only the digest of a key', async () => {
    const api = createTestApi();
    const session = await api.newSession();
    const key = crypto.randomUUID();
    await api.postReservation(session, TOKYO.id, await cardBooking(api, session), key);
    const stored = JSON.stringify(api.db.prepare('SELECT * FROM idempotency_keys').all());
    expect(stored).not.toContain(key);
  });
});

// @vitest-environment node
// Adyen (ADR 257): the session is the server's, at the booking's own price, for one booking attempt; Adyen Web pays
// it with the secured fields' encrypted card; the booking verifies the session's result itself and uses it once.
// Each case performs the attack on the stand-in API: a forged result, a replayed session, another amount, another
// hotel, another client session, and the secured fields or session calls approached from where they must not be.
import { beforeEach, describe, expect, it } from 'vitest';
import { REQUEST_HEADERS } from '#domain/contracts/index.ts';
import type { CreateReservationRequest } from '#domain/entities/reservation.ts';
import { APP_ORIGIN, createTestApi, day, errorOf, KYOTO, reservationOf } from './test-api';

type Api = ReturnType<typeof createTestApi>;

const MIYAKOJIMA = { id: 205, code: 'umi-miyakojima' } as const;
const ISHIGAKI = { id: 203, code: 'umi-ishigaki' } as const;
const CLIENT_KEY = 'stnd_HBW2ADYEN7STANDIN4MERCHANT9KEY';
const STAY = { roomTypeCode: 'deluxe-twin', roomPlanCode: 'deluxe-twin_breakfast', checkin: day(12), checkout: day(14), payByCard: true };
const APPROVED = '4111 1111 4555 1142';

let api: Api;
let session: string;

beforeEach(async () => {
  api = createTestApi();
  session = await api.newSession(MIYAKOJIMA.code);
});

type Session = { id: string; sessionData: string; amount: { value: number; currency: string }; clientKey: string };

async function createSession(booking: CreateReservationRequest, key: string, as = session, hotelId: number = MIYAKOJIMA.id) {
  const { payment: _payment, ...rest } = booking;
  // A client lying about the total changes nothing: the session is priced by the server.
  return api.app.request(`/hotels/${hotelId}/adyen_payments/sessions`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [REQUEST_HEADERS.clientSession]: as, [REQUEST_HEADERS.idempotencyKey]: key },
    body: JSON.stringify({ booking: { ...rest, expected_total_price: 1 }, payment_type: 'card', return_url: `${APP_ORIGIN}/reservation/adyen-return` }),
  });
}

async function newSession(booking: CreateReservationRequest, key: string): Promise<Session> {
  const response = await createSession(booking, key);
  expect(response.status).toBe(201);
  return (await response.json()) as Session;
}

const post = (path: string, body: unknown) =>
  api.app.request(path, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: APP_ORIGIN }, body: JSON.stringify(body) });

/** What a secured field's own page posts for a complete field: its blobs. */
async function encrypt(fieldType: string, value: string) {
  const response = await post(`/checkoutshopper/securedfields/${CLIENT_KEY}/encrypt`, { fieldType, value });
  expect(response.status).toBe(200);
  return ((await response.json()) as { blobs: { encryptedFieldName: string; blob: string }[] }).blobs;
}

async function cardData(number = APPROVED): Promise<Record<string, string>> {
  const blobs = [...(await encrypt('encryptedCardNumber', number)), ...(await encrypt('encryptedExpiryDate', '03/30')), ...(await encrypt('encryptedSecurityCode', '737'))];
  const fields: Record<string, string> = Object.fromEntries(blobs.map(({ encryptedFieldName, blob }) => [encryptedFieldName, blob]));
  return { type: 'scheme', ...fields };
}

/** Adyen Web's calls: the session's setup, then its payment with the card of the secured fields. */
async function pay(adyen: Session, number = APPROVED) {
  const setup = await post(`/checkoutshopper/v1/sessions/${adyen.id}/setup?clientKey=${CLIENT_KEY}`, { sessionData: adyen.sessionData });
  expect(setup.status).toBe(200);
  const response = await post(`/checkoutshopper/v1/sessions/${adyen.id}/payments?clientKey=${CLIENT_KEY}`, { sessionData: adyen.sessionData, paymentMethod: await cardData(number) });
  return { status: response.status, body: (await response.json()) as { resultCode?: string; sessionResult?: string; errorCode?: string } };
}

function book(booking: CreateReservationRequest, token: string, key: string, as = session, hotelId: number = MIYAKOJIMA.id) {
  return api.postReservation(as, hotelId, { ...booking, payment: { type: 'card', card_token: token } }, key);
}

const sessionRow = (id: string) =>
  api.db.prepare<[string], { status: string; reservation_id: number | null; card_last4: string | null }>('SELECT status, reservation_id, card_last4 FROM adyen_sessions WHERE id = ?').get(id);

async function refusal(response: Response) {
  expect(response.status).toBe(422);
  return (await errorOf(response)).details['payment.card_token'];
}

describe('Adyen payments', () => {
  it('books with a session paid through the secured fields, at the server’s price, once', async () => {
    const booking = await api.pricedBooking(session, MIYAKOJIMA.id, STAY);
    const key = crypto.randomUUID();
    const adyen = await newSession(booking, key);
    expect(adyen).toMatchObject({ amount: { value: booking.expected_total_price, currency: 'JPY' }, clientKey: CLIENT_KEY });
    expect(adyen.id).toMatch(/^CS[0-9A-F]{16}$/);

    const paid = await pay(adyen);
    expect(paid.body.resultCode).toBe('Authorised');
    expect(sessionRow(adyen.id)).toMatchObject({ status: 'authorised', card_last4: '1142' });
    const token = `adyen_${adyen.id}_${paid.body.sessionResult}`;

    const booked = await book(booking, token, key);
    expect(booked.status).toBe(201);
    const reservation = await reservationOf(booked);
    expect(reservation.status).toBe('done');
    expect(sessionRow(adyen.id)).toMatchObject({ status: 'completed', reservation_id: reservation.reservationID });
    // The same attempt again answers its booking; a replayed session under another attempt is refused.
    expect((await book(booking, token, key)).status).toBe(200);
    expect(await refusal(await book(booking, token, crypto.randomUUID()))).toEqual([{ error: 'invalid_card_token' }]);
    // A paid session cannot be paid again either.
    const again = await post(`/checkoutshopper/v1/sessions/${adyen.id}/payments?clientKey=${CLIENT_KEY}`, { sessionData: adyen.sessionData, paymentMethod: await cardData() });
    expect(await again.json()).toMatchObject({ status: 422, errorCode: '14_0419' });
  });

  it('refuses a forged result: a session never paid, or paid with another result than Adyen answered', async () => {
    const booking = await api.pricedBooking(session, MIYAKOJIMA.id, STAY);
    const key = crypto.randomUUID();
    const adyen = await newSession(booking, key);
    const forged = `adyen_${adyen.id}_${'A'.repeat(32)}`;
    expect(await refusal(await book(booking, forged, key))).toEqual([{ error: 'invalid_card_token' }]);
    const paid = await pay(adyen);
    expect(paid.body.resultCode).toBe('Authorised');
    const otherKey = crypto.randomUUID();
    expect(await refusal(await book(booking, forged, otherKey))).toEqual([{ error: 'invalid_card_token' }]);
    // Any other provider's token at an Adyen hotel is no payment at all: the stand-in never charges it.
    expect((await book(booking, 'tok_AAAAAAAAAAAAAAAAAAAAAAAA', crypto.randomUUID())).status).toBe(422);
    expect(sessionRow(adyen.id)?.status).toBe('authorised');
  });

  it('refuses a session for another amount than the booking charges', async () => {
    const twoNights = await api.pricedBooking(session, MIYAKOJIMA.id, STAY);
    const threeNights = await api.pricedBooking(session, MIYAKOJIMA.id, { ...STAY, checkout: day(15) });
    const key = crypto.randomUUID();
    const adyen = await newSession(twoNights, key);
    const paid = await pay(adyen);
    expect(await refusal(await book(threeNights, `adyen_${adyen.id}_${paid.body.sessionResult}`, key))).toEqual([{ error: 'adyen_amount_changed' }]);
    expect(sessionRow(adyen.id)).toMatchObject({ status: 'authorised', reservation_id: null });
  });

  it('refuses a session paid for another hotel, another attempt or another client session', async () => {
    // Ishigaki (same brand) is switched to Adyen here, so only the hotel differs.
    api.db.prepare("UPDATE hotels SET payment_provider = 'adyen_gmo', payment_hub_integration_type = NULL WHERE id = ?").run(ISHIGAKI.id);
    const booking = await api.pricedBooking(session, MIYAKOJIMA.id, STAY);
    const key = crypto.randomUUID();
    const adyen = await newSession(booking, key);
    const token = `adyen_${adyen.id}_${(await pay(adyen)).body.sessionResult}`;
    const ishigakiBooking = await api.pricedBooking(session, ISHIGAKI.id, STAY);
    expect(await refusal(await book(ishigakiBooking, token, key, session, ISHIGAKI.id))).toEqual([{ error: 'invalid_card_token' }]);
    expect(await refusal(await book(booking, token, crypto.randomUUID()))).toEqual([{ error: 'invalid_card_token' }]);
    const stranger = await api.newSession(MIYAKOJIMA.code);
    expect(await refusal(await book(booking, token, key, stranger))).toEqual([{ error: 'invalid_card_token' }]);
    expect(sessionRow(adyen.id)?.status).toBe('authorised');
    // A hotel not on Adyen answers no session.
    const kyoto = await api.newSession(KYOTO.code);
    expect((await createSession(await api.pricedBooking(kyoto, KYOTO.id, STAY), key, kyoto, KYOTO.id)).status).toBe(404);
  });

  it('answers a refused card as Adyen does and keeps the session open for another card', async () => {
    const booking = await api.pricedBooking(session, MIYAKOJIMA.id, STAY);
    const key = crypto.randomUUID();
    const adyen = await newSession(booking, key);
    expect((await pay(adyen, '4000 0200 0000 0000')).body).toEqual({ resultCode: 'Refused', sessionData: adyen.sessionData });
    expect((await pay(adyen, '5100 0600 0000 0002')).body).toEqual({ resultCode: 'Refused', sessionData: adyen.sessionData });
    expect(sessionRow(adyen.id)?.status).toBe('created');
    const paid = await pay(adyen, '5555 3412 4444 1115');
    expect((await book(booking, `adyen_${adyen.id}_${paid.body.sessionResult}`, key)).status).toBe(201);
  });

  it('refuses session calls with another client key or sessionData, and blobs of another field or tampered', async () => {
    const adyen = await newSession(await api.pricedBooking(session, MIYAKOJIMA.id, STAY), crypto.randomUUID());
    expect((await post(`/checkoutshopper/v1/sessions/${adyen.id}/setup?clientKey=test_OTHER`, { sessionData: adyen.sessionData })).status).toBe(401);
    expect((await post(`/checkoutshopper/v1/sessions/${adyen.id}/setup?clientKey=${CLIENT_KEY}`, { sessionData: 'forged' })).status).toBe(422);
    const card = await cardData();
    const swapped = { ...card, encryptedSecurityCode: card.encryptedCardNumber };
    const tampered = { ...card, encryptedCardNumber: `${String(card.encryptedCardNumber).slice(0, -4)}AAAA` };
    for (const paymentMethod of [swapped, tampered]) {
      const response = await post(`/checkoutshopper/v1/sessions/${adyen.id}/payments?clientKey=${CLIENT_KEY}`, { sessionData: adyen.sessionData, paymentMethod });
      expect(response.status).toBe(422);
      expect(await response.json()).toMatchObject({ errorCode: '174' });
    }
    expect((await post(`/checkoutshopper/securedfields/${CLIENT_KEY}/encrypt`, { fieldType: 'encryptedCardNumber', value: '4111 1111 4555 1143' })).status).toBe(422);
  });

  it('opens the secured fields only for an app origin, framed by it alone', async () => {
    const page = (origin: string) => api.app.request(`/checkoutshopper/securedfields/${CLIENT_KEY}/6.3.0/securedFields.html?type=card&d=${btoa(origin)}`);
    const own = await page(APP_ORIGIN);
    expect(own.status).toBe(200);
    expect(own.headers.get('Content-Security-Policy')).toContain(`frame-ancestors ${APP_ORIGIN}`);
    expect((await page('https://evil.example')).status).toBe(404);
  });
});

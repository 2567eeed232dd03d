import { describe, expect, it } from 'vitest';
import { INVALID_CODE, LINK_EXPIRED_CODE } from '#domain/constants/error-codes.ts';
import { REQUEST_HEADERS } from '#domain/contracts/index.ts';
import { OTA_BOOKING_LIMITS, ZEmailVerificationAnswer, ZOtaReservation, ZTemporaryStorageAnswer } from '#domain/entities/ota-booking.ts';
import type { CreateReservationRequest } from '#domain/entities/reservation.ts';
import { createApiApp } from '#server/src/index.ts';
import { listMails } from '#server/src/outbox/outbox.ts';
import { emailVerificationCall, mailedCode, verifiedEmailToken } from './email-verification-api';
import { APP_ORIGIN, createTestApi, day, errorOf, NOW, OKINAWA, reservationOf, TOKYO } from './test-api';

// Issue 23, the travel-agency booking path (ADR 242): the e-mail check before an OTA booking, the booking kept
// under an id for its session only, and the OTA reservation the confirmation reads.

let clock = NOW;
const api = createTestApi({ now: () => clock });
const hotelSide = createApiApp({ db: api.db, corsOrigins: [APP_ORIGIN], now: () => clock, faults: true });
const later = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};
let emails = 0;
const newEmail = () => `ota-guest-${++emails}@example.com`;
let offset = 120;

async function otaBooking(session: string, email: string): Promise<CreateReservationRequest> {
  offset += 2;
  const body = await api.pricedBooking(session, OKINAWA.id, { roomTypeCode: 'deluxe-twin', roomPlanCode: 'deluxe-twin_room-only', checkin: day(offset), checkout: day(offset + 1) });
  return { ...body, booking_source: 'tripla_ota', booker: { ...body.booker, email } };
}

describe('e-mail verification', () => {
  it('mails a code in the guest\'s language and answers a token for it', async () => {
    const session = await api.newSession(OKINAWA.code);
    const email = newEmail();
    const sent = await emailVerificationCall(api, session, { email, locale: 'ja' });
    expect(sent.status).toBe(200);
    expect(ZEmailVerificationAnswer.parse(await sent.json()).data).toEqual({
      status: 'sent',
      expires_at: new Date(clock.getTime() + OTA_BOOKING_LIMITS.codeLifetimeMs).toISOString(),
    });
    const [mail] = listMails(api.db, email);
    expect(mail?.subject).toMatch(/^【認証コード】\d{6}$/);
    expect(mail?.body).toContain('10分');

    const checked = await emailVerificationCall(api, session, { email: email.toUpperCase(), code: mailedCode(api, email) });
    expect(checked.status).toBe(200);
    const answer = ZEmailVerificationAnswer.parse(await checked.json()).data;
    expect(answer.status).toBe('verified');
  });

  it('says a wrong code is wrong, and an old code has expired', async () => {
    const session = await api.newSession(OKINAWA.code);
    const email = newEmail();
    await emailVerificationCall(api, session, { email, locale: 'en' });
    const code = mailedCode(api, email);
    const wrong = await emailVerificationCall(api, session, { email, code: code === '000000' ? '000001' : '000000' });
    expect(wrong.status).toBe(422);
    expect(await errorOf(wrong)).toMatchObject({ codes: [INVALID_CODE], details: { code: [{ error: 'wrong_code' }] } });

    later(OTA_BOOKING_LIMITS.codeLifetimeMs);
    const old = await emailVerificationCall(api, session, { email, code });
    expect(old.status).toBe(422);
    expect(await errorOf(old)).toMatchObject({ codes: [LINK_EXPIRED_CODE], details: { code: [{ error: 'code_expired' }] } });
  });

  it('spends a code after five wrong ones, so it cannot be guessed (attack)', async () => {
    const session = await api.newSession(OKINAWA.code);
    const email = newEmail();
    await emailVerificationCall(api, session, { email, locale: 'en' });
    const code = mailedCode(api, email);
    const wrongCode = code === '000000' ? '000001' : '000000';
    for (let attempt = 0; attempt < OTA_BOOKING_LIMITS.codeAttempts; attempt += 1) {
      expect((await emailVerificationCall(api, session, { email, code: wrongCode })).status).toBe(422);
    }
    const right = await emailVerificationCall(api, session, { email, code });
    expect((await errorOf(right)).details).toMatchObject({ code: [{ error: 'code_expired' }] });
  });

  it('does not accept a code from another session, and a new code ends the old one (attack)', async () => {
    const [mine, theirs] = [await api.newSession(OKINAWA.code), await api.newSession(OKINAWA.code)];
    const email = newEmail();
    await emailVerificationCall(api, mine, { email, locale: 'en' });
    const first = mailedCode(api, email);
    const stolen = await emailVerificationCall(api, theirs, { email, code: first });
    expect((await errorOf(stolen)).details).toMatchObject({ code: [{ error: 'code_expired' }] });

    await emailVerificationCall(api, mine, { email, locale: 'en' });
    const second = mailedCode(api, email);
    if (second !== first) expect((await errorOf(await emailVerificationCall(api, mine, { email, code: first }))).details).toMatchObject({ code: [{ error: 'wrong_code' }] });
    expect((await emailVerificationCall(api, mine, { email, code: second })).status).toBe(200);
  });

  it('limits the codes mailed to one address (attack: filling an inbox)', async () => {
    const session = await api.newSession(OKINAWA.code);
    const email = newEmail();
    for (let sent = 0; sent < 5; sent += 1) expect((await emailVerificationCall(api, session, { email, locale: 'en' })).status).toBe(200);
    const refused = await emailVerificationCall(api, session, { email, locale: 'en' });
    expect(refused.status).toBe(429);
    expect(listMails(api.db, email)).toHaveLength(5);
  });
});

describe('booking on the travel-agency site', () => {
  it('needs the booker\'s address verified by the same session, and stores the source', async () => {
    const session = await api.newSession(OKINAWA.code);
    const email = newEmail();
    const body = await otaBooking(session, email);
    const unverified = await api.postReservation(session, OKINAWA.id, body);
    expect(unverified.status).toBe(422);
    expect((await errorOf(unverified)).details).toMatchObject({ email_verification_token: [{ error: 'email_not_verified' }] });

    const otherAddress = await verifiedEmailToken(api, session, newEmail());
    expect((await api.postReservation(session, OKINAWA.id, { ...body, email_verification_token: otherAddress })).status).toBe(422);

    const elsewhere = await api.newSession(OKINAWA.code);
    const theirs = await verifiedEmailToken(api, elsewhere, email);
    expect((await api.postReservation(session, OKINAWA.id, { ...body, email_verification_token: theirs })).status).toBe(422);

    const token = await verifiedEmailToken(api, session, email);
    const booked = await api.postReservation(session, OKINAWA.id, { ...body, booking_source: 'booking_widget_to_tripla_ota', email_verification_token: token });
    expect(booked.status).toBe(201);
    const reservation = await reservationOf(booked);
    const view = (await (await hotelSide.request(`/__reservations/${reservation.reservation_number}`)).json()) as { booking_source: string };
    expect(view.booking_source).toBe('booking_widget_to_tripla_ota');
  });

  it('expires the verification after its hour', async () => {
    const session = await api.newSession(OKINAWA.code);
    const email = newEmail();
    const token = await verifiedEmailToken(api, session, email);
    const body = await otaBooking(session, email);
    later(OTA_BOOKING_LIMITS.verifiedLifetimeMs);
    expect((await api.postReservation(session, OKINAWA.id, { ...body, email_verification_token: token })).status).toBe(422);
  });
});

describe('OTA reservations', () => {
  async function otaReservation(session: string, number: string, query: Record<string, string>) {
    return api.app.request(`/api/ota/v1/reservations/${number}?${new URLSearchParams(query).toString()}`, {
      headers: { [REQUEST_HEADERS.clientSession]: session },
    });
  }

  it('reads a travel-agency booking with its proof, and nothing else', async () => {
    const session = await api.newSession(OKINAWA.code);
    const email = newEmail();
    const body = { ...(await otaBooking(session, email)), email_verification_token: await verifiedEmailToken(api, session, email) };
    const reservation = await reservationOf(await api.postReservation(session, OKINAWA.id, body));

    const read = await otaReservation(session, reservation.reservation_number, { bypass_token: reservation.bypass_token, email });
    expect(read.status).toBe(200);
    expect(ZOtaReservation.parse(await read.json()).data).toMatchObject({
      reservation: { reservation_number: reservation.reservation_number, email },
      hotel: { code: OKINAWA.code },
      booking_source: 'tripla_ota',
    });

    const wrongToken = await otaReservation(session, reservation.reservation_number, { bypass_token: '0'.repeat(32) });
    expect(wrongToken.status).toBe(404);
    const wrongEmail = await otaReservation(session, reservation.reservation_number, { bypass_token: reservation.bypass_token, email: 'someone@example.com' });
    expect(wrongEmail.status).toBe(404);
    const otherBrand = await otaReservation(await api.newSession(TOKYO.code), reservation.reservation_number, { bypass_token: reservation.bypass_token });
    expect(otherBrand.status).toBe(404);
  });

  it('does not read a booking made through the hotel\'s own widget', async () => {
    const session = await api.newSession(OKINAWA.code);
    offset += 2;
    const body = await api.pricedBooking(session, OKINAWA.id, { roomTypeCode: 'deluxe-twin', roomPlanCode: 'deluxe-twin_room-only', checkin: day(offset), checkout: day(offset + 1) });
    const reservation = await reservationOf(await api.postReservation(session, OKINAWA.id, body));
    expect((await otaReservation(session, reservation.reservation_number, { bypass_token: reservation.bypass_token })).status).toBe(404);
  });
});

describe('temporary storages', () => {
  const KEPT = { hotel_code: OKINAWA.code, step: 'payment', data: { checkin: day(30), booker: { first_name: 'Aiko', email: 'aiko@example.com' }, payment_type: 'card' } };

  function storageCall(session: string, id: string, body?: unknown) {
    return api.app.request(`/api/ota/v1/temporary_storages/${id}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'Content-Type': 'application/json', [REQUEST_HEADERS.clientSession]: session },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  }

  it('keeps what the guest chose and typed for the session that saved it', async () => {
    const session = await api.newSession(OKINAWA.code);
    const id = crypto.randomUUID();
    expect((await storageCall(session, id)).status).toBe(404);
    const saved = await storageCall(session, id, KEPT);
    expect(saved.status).toBe(200);
    const read = ZTemporaryStorageAnswer.parse(await (await storageCall(session, id)).json()).data;
    expect(read).toMatchObject({ id, ...KEPT });
    const replaced = await storageCall(session, id, { ...KEPT, step: 'guest_detail', data: { checkin: day(31) } });
    expect(ZTemporaryStorageAnswer.parse(await replaced.json()).data).toMatchObject({ step: 'guest_detail', data: { checkin: day(31) } });
  });

  it('refuses an id of another session, to read or to overwrite (attack)', async () => {
    const [mine, theirs] = [await api.newSession(OKINAWA.code), await api.newSession(OKINAWA.code)];
    const id = crypto.randomUUID();
    await storageCall(mine, id, KEPT);
    const read = await storageCall(theirs, id);
    expect(read.status).toBe(404);
    expect(JSON.stringify(await read.json())).not.toContain('aiko@example.com');
    expect((await storageCall(theirs, id, { ...KEPT, data: { booker: { email: 'attacker@example.com' } } })).status).toBe(404);
    expect(ZTemporaryStorageAnswer.parse(await (await storageCall(mine, id)).json()).data.data).toEqual(KEPT.data);
    expect((await storageCall('not-a-session', id)).status).toBe(401);
  });

  it('never keeps card data, nor another brand\'s hotel (attack)', async () => {
    const session = await api.newSession(OKINAWA.code);
    const card = await storageCall(session, crypto.randomUUID(), { ...KEPT, data: { card: { number: '4111 1111 1111 1111' } } });
    expect(card.status).toBe(422);
    expect((await errorOf(card)).details).toMatchObject({ data: [{ error: 'card_data' }] });
    const digitsOnly = await storageCall(session, crypto.randomUUID(), { ...KEPT, data: { note: 'card 4111111111111111' } });
    expect(digitsOnly.status).toBe(422);
    // A long phone number is no card: it starts with + or fails the Luhn check.
    const phones = await storageCall(session, crypto.randomUUID(), { ...KEPT, data: { phone: '+8613800138000', other: '8613800138001' } });
    expect(phones.status).toBe(200);
    // Nor is an e-mail address whose digits happen to pass the Luhn check (1795822592337 does): the guest's own.
    const email = await storageCall(session, crypto.randomUUID(), { ...KEPT, data: { email: 'ota.1795822592337.553873@example.com' } });
    expect(email.status).toBe(200);
    // A card number typed beside an address is still one.
    const beside = await storageCall(session, crypto.randomUUID(), { ...KEPT, data: { note: 'aiko@example.com 4111 1111 1111 1111' } });
    expect(beside.status).toBe(422);
    const otherBrand = await storageCall(session, crypto.randomUUID(), { ...KEPT, hotel_code: TOKYO.code });
    expect(otherBrand.status).toBe(422);
    expect((await storageCall(session, 'not-a-uuid', KEPT)).status).toBe(404);
  });

  it('forgets the booking an hour after its last save', async () => {
    const session = await api.newSession(OKINAWA.code);
    const id = crypto.randomUUID();
    await storageCall(session, id, KEPT);
    later(OTA_BOOKING_LIMITS.storageLifetimeMs);
    expect((await storageCall(session, id)).status).toBe(404);
  });

  it('counts the hour from the last save, and gives an expired id to whoever saves it next (ADR 260)', async () => {
    const [mine, theirs] = [await api.newSession(OKINAWA.code), await api.newSession(OKINAWA.code)];
    const id = crypto.randomUUID();
    await storageCall(mine, id, { ...KEPT, step: 'guest_detail' });
    later(OTA_BOOKING_LIMITS.storageLifetimeMs - 60_000);
    // The payment page saves again: the booking lives another hour from now.
    expect((await storageCall(mine, id, KEPT)).status).toBe(200);
    later(OTA_BOOKING_LIMITS.storageLifetimeMs - 60_000);
    expect(ZTemporaryStorageAnswer.parse(await (await storageCall(mine, id)).json()).data).toMatchObject({ step: 'payment', data: KEPT.data });
    // Still live: another session can neither read nor take it.
    expect((await storageCall(theirs, id, { ...KEPT, data: { note: 'theirs' } })).status).toBe(404);
    later(60_000);
    // Expired: it is nobody's; a new save is the saver's, and the first session no longer reads anything of it.
    expect((await storageCall(theirs, id, { ...KEPT, data: { note: 'theirs' } })).status).toBe(200);
    expect((await storageCall(mine, id)).status).toBe(404);
    expect(ZTemporaryStorageAnswer.parse(await (await storageCall(theirs, id)).json()).data.data).toEqual({ note: 'theirs' });
  });
});

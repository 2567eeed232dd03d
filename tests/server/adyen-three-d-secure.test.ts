// @vitest-environment node
// Adyen's 3-D Secure through its redirect action (issue 22, ADR 270): a card its issuer challenges makes the session's
// /payments answer a `redirect` action to the issuer's page, which sends the shopper back to the session's returnUrl
// with Adyen's `sessionId` and `redirectResult`; /paymentDetails reads that result once. Each case plays the stand-in
// API as Adyen Web and the browser would: a passed and a failed challenge, a replayed result, another session's
// result, a result before the challenge is answered, and a returnUrl outside the app.
import { beforeEach, describe, expect, it } from 'vitest';
import { REQUEST_HEADERS } from '#domain/contracts/index.ts';
import type { CreateReservationRequest } from '#domain/entities/reservation.ts';
import { runSweep } from '#server/src/index.ts';
import { APP_ORIGIN, createTestApi, day, errorOf, NOW, reservationOf } from './test-api';

type Api = ReturnType<typeof createTestApi>;

const MIYAKOJIMA = { id: 205, code: 'umi-miyakojima' } as const;
const CLIENT_KEY = 'stnd_HBW2ADYEN7STANDIN4MERCHANT9KEY';
const STAY = { roomTypeCode: 'deluxe-twin', roomPlanCode: 'deluxe-twin_breakfast', checkin: day(12), checkout: day(14), payByCard: true };
const CHALLENGED = '4212 3456 7890 1237';
const RETURN_URL = `${APP_ORIGIN}/reservation/adyen-return?hotel_code=umi-miyakojima`;

type Session = { id: string; sessionData: string };
type Answer = {
  resultCode?: string;
  sessionResult?: string;
  errorCode?: string;
  action?: { type: string; url: string; method: string; paymentMethodType: string };
};

let api: Api;
let session: string;

beforeEach(async () => {
  api = createTestApi();
  session = await api.newSession(MIYAKOJIMA.code);
});

const post = (path: string, body: unknown) =>
  api.app.request(path, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: APP_ORIGIN }, body: JSON.stringify(body) });

async function newSession(booking: CreateReservationRequest, key: string, returnUrl = RETURN_URL): Promise<Response> {
  const { payment: _payment, ...rest } = booking;
  return api.app.request(`/hotels/${MIYAKOJIMA.id}/adyen_payments/sessions`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [REQUEST_HEADERS.clientSession]: session, [REQUEST_HEADERS.idempotencyKey]: key },
    body: JSON.stringify({ booking: rest, payment_type: 'card', return_url: returnUrl }),
  });
}

async function cardData(number: string): Promise<Record<string, string>> {
  const fields: Record<string, string> = { type: 'scheme' };
  for (const [fieldType, value] of [
    ['encryptedCardNumber', number],
    ['encryptedExpiryDate', '03/30'],
    ['encryptedSecurityCode', '737'],
  ] as const) {
    const response = await post(`/checkoutshopper/securedfields/${CLIENT_KEY}/encrypt`, { fieldType, value });
    const { blobs } = (await response.json()) as { blobs: { encryptedFieldName: string; blob: string }[] };
    for (const { encryptedFieldName, blob } of blobs) fields[encryptedFieldName] = blob;
  }
  return fields;
}

/** A session for a priced booking, paid with a challenged card: the redirect action it answers. */
async function challenged(key = crypto.randomUUID()) {
  const booking = await api.pricedBooking(session, MIYAKOJIMA.id, STAY);
  const created = await newSession(booking, key);
  expect(created.status).toBe(201);
  const adyen = (await created.json()) as Session;
  const response = await post(`/checkoutshopper/v1/sessions/${adyen.id}/payments?clientKey=${CLIENT_KEY}`, { sessionData: adyen.sessionData, paymentMethod: await cardData(CHALLENGED) });
  expect(response.status).toBe(200);
  const answer = (await response.json()) as Answer;
  return { booking, key, adyen, answer };
}

/** The shopper at the issuer's page: it opens, then the form is sent; the answer redirects to the return address. */
async function answerIssuer(url: string, form: Record<string, string>) {
  const page = await api.app.request(url);
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain('<label for="password">Password</label>');
  // No script; the form posts only to itself and the app, and only the app's frame (on the hotel's pages) shows it.
  expect(html).not.toContain('<script');
  const csp = page.headers.get('Content-Security-Policy') ?? '';
  expect(csp).toContain(`form-action 'self' ${APP_ORIGIN}`);
  expect(csp).toMatch(new RegExp(`frame-ancestors ${APP_ORIGIN}( |$)`));
  const md = new URL(url).searchParams.get('MD') ?? '';
  const sent = await api.app.request('/checkoutshopper/threeDS/redirect', { method: 'POST', body: new URLSearchParams({ MD: md, ...form }) });
  expect(sent.status).toBe(303);
  return new URL(sent.headers.get('Location') ?? '');
}

const details = (adyen: Session, redirectResult: string | null) =>
  post(`/checkoutshopper/v1/sessions/${adyen.id}/paymentDetails?clientKey=${CLIENT_KEY}`, { sessionData: adyen.sessionData, details: { redirectResult } });

const sessionStatus = (id: string) => api.db.prepare<[string], { status: string }>('SELECT status FROM adyen_sessions WHERE id = ?').get(id)?.status;

describe('Adyen 3-D Secure (redirect)', () => {
  it('answers a challenged card with Adyen’s redirect action; a passed challenge authorises the session, which books once', async () => {
    const { booking, key, adyen, answer } = await challenged();
    expect(answer).toEqual({
      resultCode: 'RedirectShopper',
      sessionData: adyen.sessionData,
      action: { type: 'redirect', paymentMethodType: 'scheme', method: 'GET', url: expect.stringMatching(/\/checkoutshopper\/threeDS\/redirect\?MD=[\w-]+$/) as string },
    });
    // Nothing is paid while the shopper is at the issuer: the session cannot book yet.
    expect(sessionStatus(adyen.id)).toBe('created');

    const back = await answerIssuer(answer.action?.url ?? '', { password: 'password', action: 'submit' });
    expect(`${back.origin}${back.pathname}`).toBe(`${APP_ORIGIN}/reservation/adyen-return`);
    expect(back.searchParams.get('hotel_code')).toBe('umi-miyakojima');
    expect(back.searchParams.get('sessionId')).toBe(adyen.id);
    const redirectResult = back.searchParams.get('redirectResult');
    expect(redirectResult).toMatch(/^[\w-]{40,}$/);

    const paid = await details(adyen, redirectResult);
    expect(paid.status).toBe(200);
    const result = (await paid.json()) as Answer;
    expect(result).toEqual({ resultCode: 'Authorised', sessionData: adyen.sessionData, sessionResult: expect.any(String) as string });
    expect(sessionStatus(adyen.id)).toBe('authorised');

    const token = `adyen_${adyen.id}_${result.sessionResult}`;
    const booked = await api.postReservation(session, MIYAKOJIMA.id, { ...booking, payment: { type: 'card', card_token: token } }, key);
    expect(booked.status).toBe(201);
    const reservation = await reservationOf(booked);
    expect(reservation.status).toBe('done');
    // The return page reloaded: the same attempt answers the same booking, nothing is charged again.
    const again = await api.postReservation(session, MIYAKOJIMA.id, { ...booking, payment: { type: 'card', card_token: token } }, key);
    expect(again.status).toBe(200);
    expect((await reservationOf(again)).reservationID).toBe(reservation.reservationID);
    expect(api.db.prepare<[number], { n: number }>('SELECT COUNT(*) AS n FROM payment_charges WHERE reservation_id = ?').get(reservation.reservationID)?.n).toBe(1);
  });

  it('refuses the payment when the shopper fails the challenge or cancels it, and leaves the session open for another card', async () => {
    const failed = await challenged();
    const wrong = await answerIssuer(failed.answer.action?.url ?? '', { password: 'not-the-password', action: 'submit' });
    const refused = await details(failed.adyen, wrong.searchParams.get('redirectResult'));
    expect(refused.status).toBe(200);
    expect(await refused.json()).toEqual({ resultCode: 'Refused', sessionData: failed.adyen.sessionData });
    expect(sessionStatus(failed.adyen.id)).toBe('created');
    // No session result exists for a refused challenge: a token made up for it is no payment.
    const forged = await api.postReservation(session, MIYAKOJIMA.id, { ...failed.booking, payment: { type: 'card', card_token: `adyen_${failed.adyen.id}_${'A'.repeat(32)}` } }, failed.key);
    expect(forged.status).toBe(422);
    expect((await errorOf(forged)).details['payment.card_token']).toEqual([{ error: 'invalid_card_token' }]);

    const cancelled = await challenged();
    const back = await answerIssuer(cancelled.answer.action?.url ?? '', { password: 'password', action: 'cancel' });
    expect(await (await details(cancelled.adyen, back.searchParams.get('redirectResult'))).json()).toMatchObject({ resultCode: 'Refused' });
  });

  it('reads a redirectResult once: a replay is refused and an answered challenge cannot be answered again', async () => {
    const { adyen, answer } = await challenged();
    const back = await answerIssuer(answer.action?.url ?? '', { password: 'password', action: 'submit' });
    const redirectResult = back.searchParams.get('redirectResult');
    expect((await details(adyen, redirectResult)).status).toBe(200);

    // The session is paid: a replay gets nothing more from it.
    const replayed = await details(adyen, redirectResult);
    expect(replayed.status).toBe(422);
    expect(await replayed.json()).toMatchObject({ errorCode: '14_0419' });
    // Opening or answering the issuer's page again sends the shopper back with the same, spent result.
    const md = new URL(answer.action?.url ?? '').searchParams.get('MD') ?? '';
    const reopened = await api.app.request(answer.action?.url ?? '');
    expect(reopened.status).toBe(303);
    const resent = await api.app.request('/checkoutshopper/threeDS/redirect', { method: 'POST', body: new URLSearchParams({ MD: md, password: 'wrong', action: 'submit' }) });
    expect(new URL(resent.headers.get('Location') ?? '').searchParams.get('redirectResult')).toBe(redirectResult);
    expect(sessionStatus(adyen.id)).toBe('authorised');

    // A failed challenge leaves its session open: its result, replayed, is still spent.
    const failed = await challenged();
    const wrong = await answerIssuer(failed.answer.action?.url ?? '', { password: 'nope', action: 'submit' });
    expect(await (await details(failed.adyen, wrong.searchParams.get('redirectResult'))).json()).toMatchObject({ resultCode: 'Refused' });
    const replayedFailure = await details(failed.adyen, wrong.searchParams.get('redirectResult'));
    expect(replayedFailure.status).toBe(422);
    expect(await replayedFailure.json()).toMatchObject({ errorCode: '14_0421' });
  });

  it('refuses a redirectResult of another session, a made-up one, and one whose challenge is still open', async () => {
    const mine = await challenged();
    const theirs = await challenged();
    const theirBack = await answerIssuer(theirs.answer.action?.url ?? '', { password: 'password', action: 'submit' });
    const stolen = await details(mine.adyen, theirBack.searchParams.get('redirectResult'));
    expect(stolen.status).toBe(422);
    expect(await stolen.json()).toMatchObject({ errorCode: '14_0420' });
    expect(sessionStatus(mine.adyen.id)).toBe('created');
    // Refused for the wrong session, the result is still its own session's, once.
    expect(await (await details(theirs.adyen, theirBack.searchParams.get('redirectResult'))).json()).toMatchObject({ resultCode: 'Authorised' });

    expect((await details(mine.adyen, 'A'.repeat(43))).status).toBe(422);
    expect((await details(mine.adyen, null)).status).toBe(422);
    // The issuer has not been answered: there is no result, and the MD itself is none.
    const md = new URL(mine.answer.action?.url ?? '').searchParams.get('MD');
    expect((await details(mine.adyen, md)).status).toBe(422);
    expect(sessionStatus(mine.adyen.id)).toBe('created');
  });

  it('cancels an authorisation that paid no booking an hour after its session expired; it can no longer book (ADR 273)', async () => {
    const unbooked = await challenged();
    const back = await answerIssuer(unbooked.answer.action?.url ?? '', { password: 'password', action: 'submit' });
    const result = (await (await details(unbooked.adyen, back.searchParams.get('redirectResult'))).json()) as Answer;
    const booked = await challenged();
    const bookedBack = await answerIssuer(booked.answer.action?.url ?? '', { password: 'password', action: 'submit' });
    const bookedResult = (await (await details(booked.adyen, bookedBack.searchParams.get('redirectResult'))).json()) as Answer;
    const paid = await api.postReservation(session, MIYAKOJIMA.id, { ...booked.booking, payment: { type: 'card', card_token: `adyen_${booked.adyen.id}_${bookedResult.sessionResult}` } }, booked.key);
    expect(paid.status).toBe(201);
    const cancels = () =>
      api.db.prepare<[], { payment_psp_reference: string; amount: number; success: number }>("SELECT payment_psp_reference, amount, success FROM adyen_modifications WHERE kind = 'cancel'").all();

    // The session lasts an hour; the booking may still be on its way for another hour after that.
    const hour = 60 * 60 * 1000;
    expect(runSweep(api.db, new Date(NOW.getTime() + 2 * hour - 1000))['unbooked Adyen authorisations']).toBe(0);
    expect(runSweep(api.db, new Date(NOW.getTime() + 2 * hour + 1000))['unbooked Adyen authorisations']).toBe(1);
    const psp = api.db.prepare<[string], { psp_reference: string; amount: number }>('SELECT psp_reference, amount FROM adyen_sessions WHERE id = ?').get(unbooked.adyen.id);
    expect(cancels()).toEqual([{ payment_psp_reference: psp?.psp_reference, amount: psp?.amount, success: 1 }]);
    expect(sessionStatus(unbooked.adyen.id)).toBe('cancelled');
    expect(sessionStatus(booked.adyen.id)).toBe('completed');
    // Cancelled once: the next sweep finds nothing, and the cancelled authorisation pays no booking.
    expect(runSweep(api.db, new Date(NOW.getTime() + 3 * hour))['unbooked Adyen authorisations']).toBe(0);
    const late = await api.postReservation(session, MIYAKOJIMA.id, { ...unbooked.booking, payment: { type: 'card', card_token: `adyen_${unbooked.adyen.id}_${result.sessionResult}` } }, unbooked.key);
    expect(late.status).toBe(422);
    expect((await errorOf(late)).details['payment.card_token']).toEqual([{ error: 'invalid_card_token' }]);
  });

  it('takes only a returnUrl on the app, and shows no issuer page for an unknown challenge', async () => {
    const booking = await api.pricedBooking(session, MIYAKOJIMA.id, STAY);
    const elsewhere = await newSession(booking, crypto.randomUUID(), 'https://attacker.example/collect');
    expect(elsewhere.status).toBe(422);
    expect((await errorOf(elsewhere)).details.return_url).toEqual([{ error: 'invalid_return_url' }]);
    expect((await api.app.request('/checkoutshopper/threeDS/redirect?MD=unknown')).status).toBe(404);
    const posted = await api.app.request('/checkoutshopper/threeDS/redirect', { method: 'POST', body: new URLSearchParams({ MD: 'unknown', password: 'password' }) });
    expect(posted.status).toBe(404);
  });
});

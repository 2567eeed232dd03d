// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { REQUEST_HEADERS } from '#domain/contracts/index.ts';
import { APP_ORIGIN, createTestApi, day, errorOf, reservationOf, TOKYO } from './test-api';

// Amazon Pay (ADR 258): Umi Resort Ishigaki's breakfast plan takes it; the guest pays on Amazon's hosted page and
// comes back with the checkout session's id only, which the booking checks and completes before it confirms.
const ISHIGAKI = { id: 203, code: 'umi-ishigaki' } as const;
const RETURN_URL = `${APP_ORIGIN}/reservation/amazon-pay-return`;
const STAY = { roomTypeCode: 'deluxe-twin', roomPlanCode: 'deluxe-twin_breakfast', checkin: day(20), checkout: day(22) };
const BUYER = { pays: 'buyer@amazonpay.example.com', declined: 'declined@amazonpay.example.com' };

type Api = ReturnType<typeof createTestApi>;

async function bookWithAmazonPay(api: Api, session?: string) {
  const owner = session ?? (await api.newSession(ISHIGAKI.code));
  const booking = await api.pricedBooking(owner, ISHIGAKI.id, STAY);
  const response = await api.postReservation(owner, ISHIGAKI.id, { ...booking, payment: { type: 'amazon_pay', return_url: RETURN_URL } });
  expect(response.status).toBe(201);
  const reservation = await reservationOf(response);
  expect(reservation.status).toBe('payment_pending');
  const page = new URL(reservation.challenge_url ?? '').pathname;
  expect(page).toMatch(/^\/psp\/amazon-pay\/checkout\//);
  return { session: owner, reservation, page, total: booking.expected_total_price };
}

/** The guest on Amazon's page: signs in as a sandbox buyer or cancels; answers where Amazon sends them back. */
async function onAmazon(api: Api, page: string, action: { buyer: string; extra?: Record<string, string> } | 'cancel') {
  const form = new URLSearchParams(action === 'cancel' ? { action: 'cancel' } : { action: 'pay', buyer: action.buyer, ...action.extra });
  const response = await api.app.request(page, { method: 'POST', body: form, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
  expect(response.status).toBe(303);
  const back = new URL(response.headers.get('Location') ?? '');
  expect(back.origin + back.pathname).toBe(RETURN_URL);
  // Only the session's id (and the reservation number the booking put in its own return address) comes back.
  expect([...back.searchParams.keys()].sort()).toEqual(['amazonCheckoutSessionId', 'reservation_number']);
  return { sessionId: back.searchParams.get('amazonCheckoutSessionId') ?? '', reservationNumber: back.searchParams.get('reservation_number') ?? '' };
}

function complete(api: Api, session: string, reservationNumber: string, sessionId: string) {
  return api.app.request(`/hotels/${ISHIGAKI.id}/reservations/${reservationNumber}/amazon_pay/checkout_sessions/${sessionId}/complete`, {
    method: 'POST',
    headers: { [REQUEST_HEADERS.clientSession]: session },
  });
}

function statusOf(api: Api, reservationNumber: string) {
  return api.db
    .prepare<[string], { status: string; failure_code: number | null; payment_method: string; payment_type: string }>(
      'SELECT status, failure_code, payment_method, payment_type FROM reservations WHERE reservation_number = ?',
    )
    .get(reservationNumber);
}

/** What Amazon charged for this session: a charge id only once completed. */
function chargeOf(api: Api, sessionId: string) {
  return api.db.prepare<[string], { state: string; reason_code: string | null; charge_id: string | null }>(
    'SELECT state, reason_code, charge_id FROM amazon_pay_checkout_sessions WHERE id = ?',
  ).get(sessionId);
}

const mailCount = (api: Api) => (api.db.prepare('SELECT COUNT(*) AS n FROM outbox_mails').get() as { n: number }).n;

describe('Amazon Pay', () => {
  it('books: the booking waits, the buyer pays on Amazon’s page, and the completed session confirms it once', async () => {
    const api = createTestApi();
    const { session, reservation, page, total } = await bookWithAmazonPay(api);
    const amazonPage = await api.app.request(page);
    expect(amazonPage.status).toBe(200);
    expect(amazonPage.headers.get('Content-Security-Policy')).toContain(`form-action 'self' ${APP_ORIGIN}`);
    expect(await amazonPage.text()).toContain(reservation.reservation_number);
    const back = await onAmazon(api, page, { buyer: BUYER.pays });
    expect(back.reservationNumber).toBe(reservation.reservation_number);

    const mails = mailCount(api);
    const completed = await complete(api, session, back.reservationNumber, back.sessionId);
    expect(completed.status).toBe(200);
    expect(await completed.json()).toMatchObject({ data: { state: 'Completed', amount: total, currency: 'JPY', failure_code: null } });
    expect(statusOf(api, back.reservationNumber)).toMatchObject({ status: 'done', payment_method: 'amazon_pay', payment_type: 'pre_paid' });
    expect(chargeOf(api, back.sessionId)?.charge_id).toMatch(/^S01-\d{7}-\d{7}-C\d{6}$/);
    expect(mailCount(api)).toBe(mails + 1);
  });

  it('a declined payment cancels the booking with 3003 and charges nothing', async () => {
    const api = createTestApi();
    const { session, page } = await bookWithAmazonPay(api);
    const back = await onAmazon(api, page, { buyer: BUYER.declined });
    expect(await (await complete(api, session, back.reservationNumber, back.sessionId)).json()).toMatchObject({
      data: { state: 'Canceled', reason_code: 'Declined', failure_code: 3003 },
    });
    expect(statusOf(api, back.reservationNumber)).toMatchObject({ status: 'cancelled', failure_code: 3003 });
    expect(chargeOf(api, back.sessionId)?.charge_id).toBeNull();
  });

  it('a cancel at Amazon gives the room back and charges nothing', async () => {
    const api = createTestApi();
    const before = await api.roomCount(await api.newSession(ISHIGAKI.code), ISHIGAKI.id, STAY.roomTypeCode, STAY.checkin, STAY.checkout);
    const { session, page } = await bookWithAmazonPay(api);
    expect(await api.roomCount(session, ISHIGAKI.id, STAY.roomTypeCode, STAY.checkin, STAY.checkout)).toBe(before - 1);
    const back = await onAmazon(api, page, 'cancel');
    const settled = await complete(api, session, back.reservationNumber, back.sessionId);
    expect(await settled.json()).toMatchObject({ data: { state: 'Canceled', reason_code: 'BuyerCanceled', failure_code: 3002 } });
    expect(statusOf(api, back.reservationNumber)).toMatchObject({ status: 'cancelled', failure_code: 3002 });
    expect(chargeOf(api, back.sessionId)).toMatchObject({ state: 'Canceled', charge_id: null });
    expect(await api.roomCount(session, ISHIGAKI.id, STAY.roomTypeCode, STAY.checkin, STAY.checkout)).toBe(before);
  });

  it('is refused where the plan does not offer it, and sends the guest back only to the app', async () => {
    const api = createTestApi();
    const session = await api.newSession(TOKYO.code);
    const booking = await api.pricedBooking(session, TOKYO.id, { ...STAY, roomPlanCode: 'deluxe-twin_room-only' });
    const refused = await api.postReservation(session, TOKYO.id, { ...booking, payment: { type: 'amazon_pay', return_url: RETURN_URL } });
    expect((await errorOf(refused)).details).toHaveProperty(['payment.type']);
    const ishigaki = await api.newSession(ISHIGAKI.code);
    const priced = await api.pricedBooking(ishigaki, ISHIGAKI.id, STAY);
    const elsewhere = await api.postReservation(ishigaki, ISHIGAKI.id, { ...priced, payment: { type: 'amazon_pay', return_url: 'https://evil.example/back' } });
    expect(elsewhere.status).toBe(422);
    expect((await errorOf(elsewhere)).details).toHaveProperty(['payment.return_url']);
  });
});

describe('attacks on the Amazon Pay return', () => {
  it('a forged session id finds nothing and changes nothing; a return before paying at Amazon confirms nothing', async () => {
    const api = createTestApi();
    const { session, reservation } = await bookWithAmazonPay(api);
    const forged = await complete(api, session, reservation.reservation_number, crypto.randomUUID());
    expect(forged.status).toBe(404);
    expect(statusOf(api, reservation.reservation_number)?.status).toBe('payment_pending');

    // The guest skips Amazon's page and brings the session's id back straight away.
    const sessionId = api.db.prepare<[string], { id: string }>(
      'SELECT s.id FROM amazon_pay_checkout_sessions s JOIN reservations r ON r.id = s.reservation_id WHERE r.reservation_number = ?',
    ).get(reservation.reservation_number)?.id ?? '';
    const unpaid = await complete(api, session, reservation.reservation_number, sessionId);
    expect(unpaid.status).toBe(422);
    expect((await errorOf(unpaid)).codes).toContain(3002);
    expect(statusOf(api, reservation.reservation_number)).toMatchObject({ status: 'cancelled', failure_code: 3002 });
    expect(chargeOf(api, sessionId)).toMatchObject({ state: 'Canceled', reason_code: 'MerchantCanceled', charge_id: null });
  });

  it('a replayed return is refused and changes nothing (no second confirmation, charge or mail)', async () => {
    const api = createTestApi();
    const { session, page } = await bookWithAmazonPay(api);
    const back = await onAmazon(api, page, { buyer: BUYER.pays });
    expect((await complete(api, session, back.reservationNumber, back.sessionId)).status).toBe(200);
    const charge = chargeOf(api, back.sessionId)?.charge_id;
    const mails = mailCount(api);
    expect((await complete(api, session, back.reservationNumber, back.sessionId)).status).toBe(409);
    expect(chargeOf(api, back.sessionId)?.charge_id).toBe(charge);
    expect(mailCount(api)).toBe(mails);
    // Amazon's page is closed too: the session cannot be paid again.
    expect((await api.app.request(page)).status).toBe(404);
  });

  it('another reservation’s session is not found from this one, and neither booking changes', async () => {
    const api = createTestApi();
    const mine = await bookWithAmazonPay(api);
    const theirs = await bookWithAmazonPay(api);
    const theirBack = await onAmazon(api, theirs.page, { buyer: BUYER.pays });
    const crossed = await complete(api, mine.session, mine.reservation.reservation_number, theirBack.sessionId);
    expect(crossed.status).toBe(404);
    expect(statusOf(api, mine.reservation.reservation_number)?.status).toBe('payment_pending');
    expect(statusOf(api, theirBack.reservationNumber)?.status).toBe('payment_pending');
    expect(chargeOf(api, theirBack.sessionId)?.charge_id).toBeNull();
    expect((await complete(api, theirs.session, theirBack.reservationNumber, theirBack.sessionId)).status).toBe(200);
  });

  it('a changed amount is refused: an amount posted to Amazon’s page is ignored, and a session for another amount is canceled', async () => {
    const api = createTestApi();
    const first = await bookWithAmazonPay(api);
    const back = await onAmazon(api, first.page, { buyer: BUYER.pays, extra: { amount: '1', charge_amount: '1' } });
    expect(await (await complete(api, first.session, back.reservationNumber, back.sessionId)).json()).toMatchObject({ data: { amount: first.total } });

    // A session whose amount at Amazon is not the booking's total (as if made for a cheaper booking).
    const second = await bookWithAmazonPay(api);
    const secondBack = await onAmazon(api, second.page, { buyer: BUYER.pays });
    api.db.prepare('UPDATE amazon_pay_checkout_sessions SET charge_amount = 1 WHERE id = ?').run(secondBack.sessionId);
    const cheaper = await complete(api, second.session, secondBack.reservationNumber, secondBack.sessionId);
    expect(cheaper.status).toBe(422);
    expect(statusOf(api, secondBack.reservationNumber)).toMatchObject({ status: 'cancelled', failure_code: 3002 });
    expect(chargeOf(api, secondBack.sessionId)).toMatchObject({ state: 'Canceled', charge_id: null });
  });
});

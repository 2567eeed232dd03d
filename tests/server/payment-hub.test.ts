// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { REQUEST_HEADERS } from '#domain/contracts/index.ts';
import { ZBookingWidgetSettings } from '#domain/entities/settings.ts';
import { APP_ORIGIN, createTestApi, day, errorOf, NOW, reservationOf, TOKYO } from './test-api';

// The payment hub (ADR 248): Umi Resort Ishigaki takes cards on the hub's page, by redirect, with signed results.
const ISHIGAKI = { id: 203, code: 'umi-ishigaki' } as const;
const RETURN_URL = `${APP_ORIGIN}/reservation/payment-hub-return`;
const STAY = { roomTypeCode: 'deluxe-twin', roomPlanCode: 'deluxe-twin_breakfast', checkin: day(12), checkout: day(14), payByCard: true };
const CARD = { approve: '4111111111111111', decline: '4000000000000002' };

type Api = ReturnType<typeof createTestApi>;

async function bookOnHub(api: Api, session?: string) {
  const owner = session ?? (await api.newSession(ISHIGAKI.code));
  const booking = await api.pricedBooking(owner, ISHIGAKI.id, STAY);
  const response = await api.postReservation(owner, ISHIGAKI.id, { ...booking, payment: { type: 'card', payment_hub: true, return_url: RETURN_URL } });
  expect(response.status).toBe(201);
  const reservation = await reservationOf(response);
  expect(reservation.status).toBe('payment_pending');
  const page = new URL(reservation.challenge_url ?? '').pathname;
  return { session: owner, reservation, page, total: booking.expected_total_price };
}

/** The guest on the hub's page: pays with a card or cancels; answers the signed return address. */
async function onHubPage(api: Api, page: string, action: { number: string } | 'cancel') {
  const form = new URLSearchParams(
    action === 'cancel'
      ? { action: 'cancel' }
      : { action: 'pay', number: action.number, holder: 'HANAKO YAMADA', exp_month: '12', exp_year: '30', security_code: '123' },
  );
  const response = await api.app.request(page, { method: 'POST', body: form, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
  expect(response.status).toBe(303);
  const back = new URL(response.headers.get('Location') ?? '');
  expect(back.origin + back.pathname).toBe(RETURN_URL);
  const result = Object.fromEntries(['status', 'amount', 'currency', 'nonce', 'signature'].map((name) => [name, back.searchParams.get(name) ?? '']));
  return { transactionId: back.searchParams.get('transaction_id') ?? '', reservationNumber: back.searchParams.get('reservation_number') ?? '', result };
}

function settle(api: Api, session: string, reservationNumber: string, transactionId: string, result: Record<string, unknown>) {
  return api.app.request(`/hotels/${ISHIGAKI.id}/reservations/${reservationNumber}/payment_hub/transactions/${transactionId}`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json', [REQUEST_HEADERS.clientSession]: session },
    body: JSON.stringify(result),
  });
}

function statusOf(api: Api, reservationNumber: string) {
  return api.db.prepare<[string], { status: string; failure_code: number | null; card_last4: string | null }>(
    'SELECT status, failure_code, card_last4 FROM reservations WHERE reservation_number = ?',
  ).get(reservationNumber);
}

describe('the payment hub redirect', () => {
  it('is the provider and configuration the hotel settings name', async () => {
    const api = createTestApi();
    const settings = ZBookingWidgetSettings.parse(await (await api.app.request(`/hotels/${ISHIGAKI.code}/settings/booking_widget`)).json());
    expect(settings.payment_gateway_setting).toEqual({ provider: 'payment_hub' });
    expect(settings.payment_hub_integration_type).toBe('default');
  });

  it('books: the booking waits, the hub page takes the card, and the signed result confirms it once', async () => {
    const api = createTestApi();
    const { session, reservation, page, total } = await bookOnHub(api);
    const hubPage = await api.app.request(page);
    expect(hubPage.status).toBe(200);
    expect(await hubPage.text()).toContain(reservation.reservation_number);
    const back = await onHubPage(api, page, { number: CARD.approve });
    expect(back.reservationNumber).toBe(reservation.reservation_number);
    expect(Number(back.result.amount)).toBe(total);

    const settled = await settle(api, session, back.reservationNumber, back.transactionId, back.result);
    expect(settled.status).toBe(200);
    expect(await settled.json()).toMatchObject({ data: { status: 'captured', amount: total, failure_code: null } });
    expect(statusOf(api, reservation.reservation_number)).toMatchObject({ status: 'done', card_last4: '1111' });
  });

  it('a result signed before a restart still confirms after it (the merchant key is the install’s, not the process’s)', async () => {
    const api = createTestApi();
    const { session, reservation, page, total } = await bookOnHub(api);
    const back = await onHubPage(api, page, { number: CARD.approve });
    // The restart: the server's modules loaded afresh (as a new process would) on a copy of the same database.
    vi.resetModules();
    const server = await import('#server/src/index.ts');
    const restarted = server.createApiApp({ db: server.openDatabase(api.db.serialize()), corsOrigins: [APP_ORIGIN], now: () => NOW });
    const settled = await restarted.request(`/hotels/${ISHIGAKI.id}/reservations/${back.reservationNumber}/payment_hub/transactions/${back.transactionId}`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', [REQUEST_HEADERS.clientSession]: session },
      body: JSON.stringify(back.result),
    });
    expect(settled.status).toBe(200);
    expect(await settled.json()).toMatchObject({ data: { status: 'captured', amount: total, reservation_number: reservation.reservation_number } });
  });

  it('cancels the booking with the issuer code on a declined card, and with 3002 when the guest cancels', async () => {
    const api = createTestApi();
    const declined = await bookOnHub(api);
    const back = await onHubPage(api, declined.page, { number: CARD.decline });
    expect(back.result.status).toBe('failed');
    expect(await (await settle(api, declined.session, back.reservationNumber, back.transactionId, back.result)).json()).toMatchObject({
      data: { status: 'failed', failure_code: 3003 },
    });
    expect(statusOf(api, back.reservationNumber)).toMatchObject({ status: 'cancelled', failure_code: 3003 });

    const cancelled = await bookOnHub(api);
    const left = await onHubPage(api, cancelled.page, 'cancel');
    expect((await settle(api, cancelled.session, left.reservationNumber, left.transactionId, left.result)).status).toBe(200);
    expect(statusOf(api, left.reservationNumber)).toMatchObject({ status: 'cancelled', failure_code: 3002 });
  });

  it('refuses a booking through the hub at a hotel that has none', async () => {
    const api = createTestApi();
    const session = await api.newSession(TOKYO.code);
    const booking = await api.pricedBooking(session, TOKYO.id, STAY);
    const response = await api.postReservation(session, TOKYO.id, { ...booking, payment: { type: 'card', payment_hub: true, return_url: RETURN_URL } });
    expect(response.status).toBe(422);
    expect((await errorOf(response)).details).toHaveProperty(['payment.payment_hub']);
  });
});

describe('attacks on the hub return', () => {
  it('a forged signature confirms nothing: the booking is cancelled and the genuine result then changes nothing', async () => {
    const api = createTestApi();
    const { session, page } = await bookOnHub(api);
    const back = await onHubPage(api, page, { number: CARD.approve });
    const forged = await settle(api, session, back.reservationNumber, back.transactionId, { ...back.result, signature: 'a'.repeat(64) });
    expect(forged.status).toBe(422);
    expect((await errorOf(forged)).codes).toContain(3002);
    expect(statusOf(api, back.reservationNumber)).toMatchObject({ status: 'cancelled', failure_code: 3002 });
    expect((await settle(api, session, back.reservationNumber, back.transactionId, back.result)).status).toBe(409);
    expect(statusOf(api, back.reservationNumber)?.status).toBe('cancelled');
  });

  it('a replayed return is refused and changes nothing (no second confirmation or charge)', async () => {
    const api = createTestApi();
    const { session, page } = await bookOnHub(api);
    const back = await onHubPage(api, page, { number: CARD.approve });
    expect((await settle(api, session, back.reservationNumber, back.transactionId, back.result)).status).toBe(200);
    const mails = api.db.prepare('SELECT COUNT(*) AS n FROM outbox_mails').get() as { n: number };
    const replay = await settle(api, session, back.reservationNumber, back.transactionId, back.result);
    expect(replay.status).toBe(409);
    expect(statusOf(api, back.reservationNumber)?.status).toBe('done');
    expect(api.db.prepare('SELECT COUNT(*) AS n FROM outbox_mails').get()).toEqual(mails);
    // The hub's page is closed too: the guest cannot pay that transaction again.
    expect((await api.app.request(page)).status).toBe(404);
  });

  it('a changed amount (with the signature of the real one, or a declined result made approved) is refused', async () => {
    const api = createTestApi();
    const first = await bookOnHub(api);
    const back = await onHubPage(api, first.page, { number: CARD.approve });
    const cheaper = await settle(api, first.session, back.reservationNumber, back.transactionId, { ...back.result, amount: 1 });
    expect(cheaper.status).toBe(422);
    expect(statusOf(api, back.reservationNumber)?.status).toBe('cancelled');

    const second = await bookOnHub(api);
    const refused = await onHubPage(api, second.page, { number: CARD.decline });
    const upgraded = await settle(api, second.session, refused.reservationNumber, refused.transactionId, { ...refused.result, status: 'authorized' });
    expect(upgraded.status).toBe(422);
    expect(statusOf(api, refused.reservationNumber)?.status).toBe('cancelled');
  });

  it('another reservation’s transaction is not found from this one, and neither booking changes', async () => {
    const api = createTestApi();
    const mine = await bookOnHub(api);
    const theirs = await bookOnHub(api);
    const theirBack = await onHubPage(api, theirs.page, { number: CARD.approve });
    const crossed = await settle(api, mine.session, mine.reservation.reservation_number, theirBack.transactionId, theirBack.result);
    expect(crossed.status).toBe(404);
    expect(statusOf(api, mine.reservation.reservation_number)?.status).toBe('payment_pending');
    expect(statusOf(api, theirBack.reservationNumber)?.status).toBe('payment_pending');
    expect((await settle(api, theirs.session, theirBack.reservationNumber, theirBack.transactionId, theirBack.result)).status).toBe(200);
  });
});

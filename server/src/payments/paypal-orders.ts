import { randomInt } from 'node:crypto';
import type * as z from 'zod/mini';
import { hostedFieldsProviderOf } from '#domain/constants/payment.ts';
import type { PayPalOrder, ZPayPalOrderRequest } from '#domain/contracts/paypal-payments.ts';
import { paymentSplit } from '#domain/rules/booking-payment.ts';
import type { Database } from '../db/open-database';
import type { HotelRow } from '../hotels/hotel-row';
import { ApiError, invalidRequest, notFound } from '../http/api-error';
import { bookingTotal, reservedStay } from '../reservations/booking-total';
import type { ClientSession } from '../sessions/client-sessions';
import { hotelToday } from '../stays/stay';
import { payPalGatewayFor } from './paypal-gateways';
import { DECLINE_CODES } from './test-cards';

/**
 * PayPal as the stand-in plays its sandbox (ADR 249), and PayPal through GMO or PAYGENT (ADR 256, paypal-gateways.ts),
 * whose orders follow the same rules. The server creates an order for one booking attempt at the
 * amount it prices itself; the buyer approves it in PayPal's popup; the booking of that attempt captures it once.
 */
/**
 * The stand-in's sandbox buyers (listed in server/README.md): one whose instrument pays, one whose instrument the
 * capture declines (PayPal's INSTRUMENT_DECLINED). Any other address is refused at the popup's log-in.
 */
const PAYPAL_SANDBOX_BUYERS: ReadonlyMap<string, { payerId: string; outcome: 'approve' | 'decline' }> = new Map([
  ['sb-buyer@personal.example.com', { payerId: 'SBBUYER7QX2M4', outcome: 'approve' }],
  ['sb-declined@personal.example.com', { payerId: 'SBDECLN9RK3T8', outcome: 'decline' }],
]);

type StoredOrder = {
  id: string;
  hotel_id: number;
  client_session_id: number;
  idempotency_key: string;
  amount: number;
  currency: string;
  status: PayPalOrder['status'];
  payer_email: string | null;
  payer_id: string | null;
  reservation_id: number | null;
};

/** Whether the hotel takes PayPal: its provider is PayPal, or PayPal through GMO or PAYGENT (ADR 256). */
export function takesPayPal(hotel: Pick<HotelRow, 'payment_provider'>): boolean {
  return payPalGatewayFor(hotel.payment_provider) !== undefined;
}

/**
 * Whether a booking's token is a PayPal order to capture (ADR 264): always at a PayPal hotel; at a gmo-paypal or
 * paygent-paypal hotel only a token in PayPal's order shape, since its cards come as the gateway's card tokens
 * (which never have that shape) and are charged as cards, by that gateway's rules.
 */
export function isPayPalOrderToken(hotel: Pick<HotelRow, 'payment_provider'>, token: string): boolean {
  if (!takesPayPal(hotel)) return false;
  // adyen_gmo_paypal's cards come as paid Adyen sessions (ADR 268), which never have that shape either.
  const cardsBeside = hostedFieldsProviderOf(hotel.payment_provider) !== undefined || hotel.payment_provider === 'adyen_gmo_paypal';
  return !cardsBeside || /^[0-9A-Z]{17}$/.test(token);
}

/** PayPal's order ids: 17 upper-case letters and digits. */
function newOrderId(): string {
  const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  return Array.from({ length: 17 }, () => alphabet[randomInt(alphabet.length)]).join('');
}

function findOrder(db: Database, id: string): StoredOrder | undefined {
  return db.prepare<[string], StoredOrder>('SELECT * FROM paypal_orders WHERE id = ?').get(id);
}

/** The order in PayPal's REST shape (v2 checkout orders). */
function orderAnswer(order: StoredOrder): PayPalOrder {
  return {
    id: order.id,
    status: order.status,
    intent: 'CAPTURE',
    // The hotel currencies the stand-in seeds have no minor unit; the amount is the booking's own number.
    purchase_units: [{ reference_id: order.idempotency_key, amount: { currency_code: order.currency, value: String(order.amount) } }],
    ...(order.payer_email !== null && order.payer_id !== null ? { payer: { email_address: order.payer_email, payer_id: order.payer_id } } : {}),
  };
}

/**
 * What the booking will charge now, priced by the booking's own pricing (`bookingTotal`, ADR 256), then the
 * deposit or the whole. The client's total is never read; the booking checks the order's amount against its own
 * price again when it captures.
 */
export function bookingCharge(
  db: Database,
  hotel: HotelRow,
  request: z.output<typeof ZPayPalOrderRequest>,
  memberId: number | null,
  now: Date,
): number {
  // The pricing's payment type only says whether the card promotion applies (paid now, as a PayPal payment is);
  // no token is read by pricing.
  const payment = request.payment_type === 'card' ? { type: 'card' as const, card_token: '' } : { type: 'card_deposit' as const, card_token: '' };
  const body = { ...request.booking, payment };
  const stay = reservedStay(hotel, body, now);
  const { price } = bookingTotal(db, { hotel, body, stay, memberId, today: hotelToday(hotel, now), now });
  return paymentSplit(request.payment_type, price.total, hotel.deposit_percent).deposit_amount;
}

/** POST .../paypal_payments/order: an order for this session's booking attempt (its idempotency key). */
export function createPayPalOrder(
  db: Database,
  input: { hotel: HotelRow; session: ClientSession; idempotencyKey: string; request: z.output<typeof ZPayPalOrderRequest>; memberId: number | null; now: Date },
): PayPalOrder {
  const { hotel } = input;
  if (!takesPayPal(hotel)) throw notFound('This hotel does not take PayPal.');
  const amount = bookingCharge(db, hotel, input.request, input.memberId, input.now);
  const order: StoredOrder = {
    id: newOrderId(),
    hotel_id: hotel.id,
    client_session_id: input.session.id,
    idempotency_key: input.idempotencyKey,
    amount,
    currency: hotel.currency,
    status: 'CREATED',
    payer_email: null,
    payer_id: null,
    reservation_id: null,
  };
  db.prepare(`
    INSERT INTO paypal_orders (id, hotel_id, client_session_id, idempotency_key, amount, currency, status, created_at)
    VALUES (@id, @hotel_id, @client_session_id, @idempotency_key, @amount, @currency, @status, @created_at)`).run({
    ...order,
    created_at: input.now.toISOString(),
  });
  return orderAnswer(order);
}

/** The order shown in PayPal's popup: one still waiting for its buyer, with its amount and who processes it. */
export function openPayPalOrder(db: Database, id: string): (Pick<StoredOrder, 'id' | 'amount' | 'currency'> & { processor: string }) | undefined {
  const order = db
    .prepare<[string], StoredOrder & { payment_provider: string | null }>(
      'SELECT o.*, h.payment_provider FROM paypal_orders o JOIN hotels h ON h.id = o.hotel_id WHERE o.id = ?',
    )
    .get(id);
  const gateway = order && payPalGatewayFor(order.payment_provider);
  return order?.status === 'CREATED' && gateway ? { ...order, processor: gateway.displayName } : undefined;
}

/** The buyer approves in PayPal's popup, logged in as one of the sandbox buyers. */
export function approvePayPalOrder(db: Database, id: string, buyerEmail: string): PayPalOrder | undefined {
  const buyer = PAYPAL_SANDBOX_BUYERS.get(buyerEmail);
  if (!buyer) return undefined;
  const changed = db
    .prepare("UPDATE paypal_orders SET status = 'APPROVED', payer_email = ?, payer_id = ? WHERE id = ? AND status = 'CREATED'")
    .run(buyerEmail, buyer.payerId, id).changes;
  const order = changed === 1 ? findOrder(db, id) : undefined;
  return order && orderAnswer(order);
}

/**
 * POST .../paypal_payments/validate_credit_card: the approved order of this hotel and session, with its payer, so
 * the app can say who pays before the guest confirms. Anything else is not found, telling nothing of other orders.
 */
export function validatePayPalOrder(db: Database, hotel: HotelRow, session: ClientSession, id: string): PayPalOrder {
  const order = findOrder(db, id);
  if (!order || order.hotel_id !== hotel.id || order.client_session_id !== session.id || order.status !== 'APPROVED') {
    throw notFound('This PayPal order is unknown or not approved.');
  }
  return orderAnswer(order);
}

const refusedOrder = (message: string, error = 'invalid_card_token') => invalidRequest(message, { 'payment.card_token': [{ error }] });

/**
 * The booking's capture, inside its transaction (so a refusal books nothing, and two bookings cannot both capture):
 * only the approved order of this hotel, session and attempt, at the amount this booking charges, once.
 */
export function capturePayPalOrder(
  db: Database,
  id: string,
  booking: { hotelId: number; sessionId: number; idempotencyKey: string; amount: number; reservationId: number },
): void {
  const order = findOrder(db, id);
  if (!order || order.hotel_id !== booking.hotelId || order.client_session_id !== booking.sessionId || order.idempotency_key !== booking.idempotencyKey) {
    throw refusedOrder('This PayPal order is unknown or belongs to another booking.');
  }
  if (order.status === 'COMPLETED') throw refusedOrder('This PayPal order was already captured.');
  if (order.status !== 'APPROVED') throw refusedOrder('This PayPal order was not approved by its buyer.');
  if (order.amount !== booking.amount) throw refusedOrder('The PayPal order is for another amount than this booking.', 'paypal_amount_changed');
  if (PAYPAL_SANDBOX_BUYERS.get(order.payer_email ?? '')?.outcome === 'decline') {
    // PayPal's INSTRUMENT_DECLINED: the order stays approved, as PayPal lets the buyer choose another instrument.
    const code = DECLINE_CODES.decline;
    throw new ApiError(422, 'payment_failed', 'PayPal declined the buyer’s payment method.', { codes: [code], baseCode: code });
  }
  db.prepare("UPDATE paypal_orders SET status = 'COMPLETED', reservation_id = ? WHERE id = ?").run(booking.reservationId, id);
}

/** The order a booking captured, if it was paid with PayPal. */
export function capturedPayPalOrder(db: Database, reservationId: number): { id: string; payer_email: string } | undefined {
  return db
    .prepare<[number], { id: string; payer_email: string }>(
      "SELECT id, payer_email FROM paypal_orders WHERE reservation_id = ? AND status = 'COMPLETED' AND payer_email IS NOT NULL",
    )
    .get(reservationId);
}

import { randomInt } from 'node:crypto';
import type * as z from 'zod/mini';
import type { PayPalOrder, ZPayPalOrderRequest } from '#domain/contracts/paypal-payments.ts';
import { paymentSplit } from '#domain/rules/booking-payment.ts';
import type { Database } from '../db/open-database';
import type { HotelRow } from '../hotels/hotel-row';
import { ApiError, invalidRequest, notFound } from '../http/api-error';
import { memberDeductions } from '../loyalty/member-deductions';
import { priceBuyerFor } from '../pricing/member-price';
import { priceReservation } from '../reservations/reservation-price';
import { checkDayUse, searchStay } from '../rooms/search-setup';
import type { ClientSession } from '../sessions/client-sessions';
import { hotelToday } from '../stays/stay';
import { DECLINE_CODES } from './test-cards';

/**
 * PayPal as the stand-in plays its sandbox (ADR 249). The server creates an order for one booking attempt at the
 * amount it prices itself; the buyer approves it in PayPal's popup; the booking of that attempt captures it once.
 */
export const PAYPAL_PROVIDERS = ['paypal'] as const;

/** The stand-in's sandbox client id, as a real REST app's client id is public (the SDK is loaded with it). */
export const PAYPAL_SANDBOX_CLIENT_ID = 'sb-hbw-stand-in';

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

export function takesPayPal(hotel: Pick<HotelRow, 'payment_provider'>): boolean {
  return (PAYPAL_PROVIDERS as readonly (string | null)[]).includes(hotel.payment_provider);
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
 * What the booking will charge now, priced as the booking prices it (create-reservation.ts): the rooms and extras
 * at the buyer's price, less a member's voucher and points, then the deposit or the whole. The client's total is
 * never read; the booking checks the order's amount against its own price again when it captures.
 */
export function bookingCharge(
  db: Database,
  hotel: HotelRow,
  request: z.output<typeof ZPayPalOrderRequest>,
  memberId: number | null,
  now: Date,
): number {
  // The price call's inputs are the booking's; its payment type only says whether the card promotion applies
  // (paid now, as a PayPal payment is), and no token is read by pricing.
  const payment = request.payment_type === 'card' ? { type: 'card' as const, card_token: '' } : { type: 'card_deposit' as const, card_token: '' };
  const body = { ...request.booking, payment };
  const dayUse = body.is_day_use === true;
  checkDayUse(hotel, dayUse);
  const stay = searchStay(hotel, body.checkin, body.checkout, dayUse, now);
  const today = hotelToday(hotel, now);
  const priced = priceReservation(db, hotel, body, stay, now, priceBuyerFor(db, memberId, today));
  const deductions = memberDeductions(db, {
    hotelId: hotel.id,
    memberId,
    price: priced.rooms.total_price,
    spend: body.spending_point_value,
    voucherCode: body.voucher_coupon_code,
    checkin: priced.rooms.checkin,
    checkout: priced.rooms.checkout,
    today,
    now,
  });
  const total = priced.total - (priced.rooms.total_price - deductions.total);
  return paymentSplit(request.payment_type, total, hotel.deposit_percent).deposit_amount;
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

/** The order shown in PayPal's popup: one still waiting for its buyer, with its amount. */
export function openPayPalOrder(db: Database, id: string): Pick<StoredOrder, 'id' | 'amount' | 'currency'> | undefined {
  const order = findOrder(db, id);
  return order?.status === 'CREATED' ? order : undefined;
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

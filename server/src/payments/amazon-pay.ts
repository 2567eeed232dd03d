import { randomBytes, randomUUID } from 'node:crypto';
import { CARD_NOT_USABLE_CODE, PAYMENT_FAILED_CODE } from '#domain/constants/error-codes.ts';
import type { AmazonCheckoutSession } from '#domain/contracts/amazon-pay.ts';
import type { Database } from '../db/open-database';
import { writeReservationMail } from '../outbox/reservation-mail';
import { cancelPending, expirePending } from '../reservations/three-d-secure';
import { recordCharge } from './payment-charges';

/**
 * Amazon Pay Checkout v2 (method amazon_pay, ADR 258) as the stand-in plays its sandbox. A booking paid with Amazon
 * Pay waits (payment_pending) while the booking's checkout session is open at Amazon; the guest signs in on Amazon's
 * hosted page and Amazon sends them back with `amazonCheckoutSessionId` only. The booking then reads the session
 * from Amazon, checks it against the reservation and completes it, once, before it confirms: nothing the return
 * address says is believed.
 */

/** The sandbox buyers of the stand-in's hosted page and what Amazon does with their payment. */
export const AMAZON_PAY_SANDBOX_BUYERS: ReadonlyMap<string, 'pays' | 'declined'> = new Map([
  ['buyer@amazonpay.example.com', 'pays'],
  ['declined@amazonpay.example.com', 'declined'],
]);

type SessionRow = {
  id: string;
  store_hotel_id: number;
  merchant_reference_id: string;
  charge_amount: number;
  currency: string;
  review_return_url: string;
  state: AmazonCheckoutSession['state'];
  reason_code: AmazonCheckoutSession['reason_code'];
  buyer_email: string | null;
  charge_id: string | null;
  reservation_id: number;
  failure_code: number | null;
  settled_at: string | null;
  reservation_number: string;
  reservation_status: string;
  reservation_hotel_id: number;
  reservation_total: number;
  reservation_currency: string;
  payment_expires_at: string | null;
  hotel_name: string;
};

/**
 * Create Checkout Session, in Amazon's "ProcessOrder" mode: the amount, currency and the merchant's reference
 * (the reservation number) are fixed when the session is made, so Amazon's page shows the buyer what the booking
 * charges, and the checkout review return address carries the reservation number for the app.
 */
export function createAmazonCheckoutSession(
  db: Database,
  input: { reservationId: number; hotelId: number; reservationNumber: string; amount: number; currency: string; returnUrl: string; now: Date },
): string {
  const id = randomUUID();
  const back = new URL(input.returnUrl);
  back.searchParams.set('reservation_number', input.reservationNumber);
  db.prepare(`
    INSERT INTO amazon_pay_checkout_sessions (
      id, store_hotel_id, merchant_reference_id, charge_amount, currency, review_return_url, state, reservation_id, created_at
    ) VALUES (?, ?, ?, ?, ?, ?, 'Open', ?, ?)`).run(id, input.hotelId, input.reservationNumber, input.amount, input.currency, back.toString(), input.reservationId, input.now.toISOString());
  return id;
}

export function findAmazonCheckoutSession(db: Database, id: string): SessionRow | undefined {
  return db
    .prepare<[string], SessionRow>(`
      SELECT s.*, r.reservation_number, r.status AS reservation_status, r.hotel_id AS reservation_hotel_id,
        r.total_price AS reservation_total, r.currency AS reservation_currency, r.payment_expires_at, h.name AS hotel_name
      FROM amazon_pay_checkout_sessions s JOIN reservations r ON r.id = s.reservation_id JOIN hotels h ON h.id = s.store_hotel_id
      WHERE s.id = ?`)
    .get(id);
}

/** The session a pending booking waits on, for the address the app sends the guest to. */
export function pendingAmazonSessionIdFor(db: Database, reservationId: number): string | undefined {
  return db
    .prepare<[number], { id: string }>("SELECT id FROM amazon_pay_checkout_sessions WHERE reservation_id = ? AND state = 'Open' AND settled_at IS NULL")
    .get(reservationId)?.id;
}

export function amazonSessionView(row: SessionRow): AmazonCheckoutSession {
  return {
    id: row.id,
    reservation_number: row.reservation_number,
    state: row.state,
    reason_code: row.reason_code,
    amount: row.charge_amount,
    currency: row.currency as AmazonCheckoutSession['currency'],
    failure_code: row.failure_code,
  };
}

/**
 * What the buyer does on Amazon's page: signs in as a sandbox buyer (the payment method is chosen there), or
 * cancels. Decided once, while the session is open; the redirect back carries only the session id.
 */
export function decideOnAmazon(db: Database, row: SessionRow, decision: { kind: 'buyer'; email: string } | { kind: 'cancel' }): boolean {
  if (decision.kind === 'buyer' && !AMAZON_PAY_SANDBOX_BUYERS.has(decision.email)) return false;
  const { changes } =
    decision.kind === 'cancel'
      ? db.prepare("UPDATE amazon_pay_checkout_sessions SET state = 'Canceled', reason_code = 'BuyerCanceled' WHERE id = ? AND state = 'Open' AND buyer_email IS NULL").run(row.id)
      : db.prepare("UPDATE amazon_pay_checkout_sessions SET buyer_email = ? WHERE id = ? AND state = 'Open' AND buyer_email IS NULL").run(decision.email, row.id);
  return changes === 1;
}

/** Amazon's redirect back to the merchant: the review return address with the session's id. */
export function amazonReturnAddress(row: Pick<SessionRow, 'id' | 'review_return_url'>): string {
  const url = new URL(row.review_return_url);
  url.searchParams.set('amazonCheckoutSessionId', row.id);
  return url.toString();
}

export type AmazonSettlement =
  | { kind: 'settled'; session: SessionRow }
  | { kind: 'not_found' }
  | { kind: 'already_settled'; session: SessionRow }
  | { kind: 'invalid'; session: SessionRow };

/**
 * The guest is back: under the write lock, the booking reads the session (Get Checkout Session), checks it is the
 * one it made for this reservation, and completes it (Complete Checkout Session with the amount it charges), once.
 * A session of another reservation or hotel finds nothing and changes nothing; a second return changes nothing; a
 * session that is not this booking's payment (no buyer yet, another amount, currency or reference) is canceled
 * with its booking, so no reservation is left half made and nothing is charged.
 */
export function completeAmazonCheckoutSession(db: Database, target: { hotelId: number; reservationNumber: string; sessionId: string }, now: Date): AmazonSettlement {
  return db
    .transaction((): AmazonSettlement => {
      const row = findAmazonCheckoutSession(db, target.sessionId);
      if (!row || row.reservation_hotel_id !== target.hotelId || row.reservation_number !== target.reservationNumber) return { kind: 'not_found' };
      if (row.settled_at !== null || row.reservation_status !== 'payment_pending') return { kind: 'already_settled', session: row };
      const reread = () => findAmazonCheckoutSession(db, row.id) ?? row;
      const finish = (state: AmazonCheckoutSession['state'], reason: AmazonCheckoutSession['reason_code'], failureCode: number | null, chargeId: string | null = null) =>
        db
          .prepare('UPDATE amazon_pay_checkout_sessions SET state = ?, reason_code = ?, failure_code = ?, charge_id = ?, settled_at = ? WHERE id = ?')
          .run(state, reason, failureCode, chargeId, now.toISOString(), row.id);
      // The sweep may not have come by yet: a return after the payment limit never confirms.
      if (row.payment_expires_at !== null && row.payment_expires_at <= now.toISOString()) {
        expirePending(db, row.reservation_id, now);
        return { kind: 'settled', session: reread() };
      }
      if (row.state === 'Canceled') {
        finish('Canceled', row.reason_code, PAYMENT_FAILED_CODE);
        cancelPending(db, row.reservation_id, PAYMENT_FAILED_CODE, now);
        return { kind: 'settled', session: reread() };
      }
      if (!isThisBookingsPayment(row)) {
        finish('Canceled', 'MerchantCanceled', PAYMENT_FAILED_CODE);
        cancelPending(db, row.reservation_id, PAYMENT_FAILED_CODE, now);
        return { kind: 'invalid', session: reread() };
      }
      // Complete Checkout Session: Amazon charges the buyer's payment method now, or declines it.
      if (AMAZON_PAY_SANDBOX_BUYERS.get(row.buyer_email ?? '') === 'declined') {
        finish('Canceled', 'Declined', CARD_NOT_USABLE_CODE);
        cancelPending(db, row.reservation_id, CARD_NOT_USABLE_CODE, now);
        return { kind: 'settled', session: reread() };
      }
      const chargeId = chargeIdFor();
      finish('Completed', null, null, chargeId);
      db.prepare("UPDATE reservations SET status = 'done', payment_expires_at = NULL WHERE id = ?").run(row.reservation_id);
      // What Amazon took (ADR 263): a cancellation refunds on this charge id, through Amazon only.
      recordCharge(db, { reservationId: row.reservation_id, hotelId: row.store_hotel_id, provider: 'amazon_pay', reference: chargeId, currency: row.currency, amount: row.charge_amount, now });
      writeReservationMail(db, row.reservation_id, { kind: 'confirmed' }, now);
      return { kind: 'settled', session: reread() };
    })
    .immediate();
}

/**
 * Amazon's session against the booking: open with a buyer who went through Amazon's page, at this hotel's store,
 * for this reservation's number, its total and its currency.
 */
function isThisBookingsPayment(row: SessionRow): boolean {
  return (
    row.state === 'Open' &&
    row.buyer_email !== null &&
    row.store_hotel_id === row.reservation_hotel_id &&
    row.merchant_reference_id === row.reservation_number &&
    row.charge_amount === row.reservation_total &&
    row.currency === row.reservation_currency
  );
}

/** Amazon's charge ids look like S01-0000000-0000000-C000000. */
function chargeIdFor(): string {
  const digits = (count: number) => Array.from(randomBytes(count), (byte) => String(byte % 10)).join('');
  return `S01-${digits(7)}-${digits(7)}-C${digits(6)}`;
}

/**
 * Create Refund (ADR 263) on the charge a completed checkout session took: only this store's (the hotel's) charge
 * that paid this reservation, in its currency, never past what the charge took less what was refunded. Amazon
 * answers RefundInitiated; its sandbox settles the refund to Refunded at once. Undefined: Amazon refuses it (the
 * caller names why).
 */
export function refundAmazonCharge(
  db: Database,
  chargeId: string,
  request: { storeHotelId: number; reservationId: number; amount: number; currency: string },
  now: Date,
): { refundId: string; state: 'Refunded' } | { refused: 'unknown_charge' | 'amount' } {
  const charge = db
    .prepare<[string, number, number], { charge_amount: number; currency: string }>(
      "SELECT charge_amount, currency FROM amazon_pay_checkout_sessions WHERE charge_id = ? AND store_hotel_id = ? AND reservation_id = ? AND state = 'Completed'",
    )
    .get(chargeId, request.storeHotelId, request.reservationId);
  if (!charge) return { refused: 'unknown_charge' };
  const refunded =
    db.prepare<[string], { total: number | null }>("SELECT SUM(amount) AS total FROM amazon_pay_refunds WHERE charge_id = ? AND state != 'Declined'").get(chargeId)?.total ?? 0;
  if (!Number.isInteger(request.amount) || request.amount <= 0 || request.currency !== charge.currency || refunded + request.amount > charge.charge_amount) return { refused: 'amount' };
  const refundId = chargeId.replace(/-C\d+$/, `-R${Array.from(randomBytes(6), (byte) => String(byte % 10)).join('')}`);
  db.prepare("INSERT INTO amazon_pay_refunds (id, charge_id, store_hotel_id, amount, currency, state, created_at) VALUES (?, ?, ?, ?, ?, 'RefundInitiated', ?)").run(
    refundId,
    chargeId,
    request.storeHotelId,
    request.amount,
    request.currency,
    now.toISOString(),
  );
  db.prepare("UPDATE amazon_pay_refunds SET state = 'Refunded' WHERE id = ?").run(refundId);
  return { refundId, state: 'Refunded' };
}

import { randomBytes } from 'node:crypto';
import type { Database } from '../db/open-database';
import { AdyenError } from './adyen-sessions';

/**
 * Adyen's modifications as the stand-in plays them (ADR 263). A refund is `POST /payments/{paymentPspReference}/refunds`
 * on the payment Adyen authorised; Adyen answers `received` at once and tells the outcome later, in a REFUND
 * notification to the merchant's webhook. The stand-in sends that notification right away, so the refund is settled
 * (or not) before the caller's transaction ends. Adyen acts only on a payment of this merchant account (the hotel)
 * that paid this booking, and never refunds more than the payment took.
 */
export type AdyenRefundRequest = { merchantAccount: number; reservationId: number; amount: { value: number; currency: string }; reference: string };
export type AdyenRefundAnswer = { pspReference: string; paymentPspReference: string; status: 'received'; reference: string; amount: { value: number; currency: string } };
type AdyenNotification = { eventCode: 'REFUND' | 'CANCELLATION'; pspReference: string; originalReference: string; success: boolean };

function pspReference(): string {
  return Array.from(randomBytes(16), (byte) => String(byte % 10)).join('');
}

/** POST /payments/{paymentPspReference}/refunds, then the REFUND notification the stand-in sends at once. */
export function refundAdyenPayment(db: Database, paymentPspReference: string, request: AdyenRefundRequest, now: Date): AdyenRefundAnswer {
  const payment = db
    .prepare<[string, number, number], { amount: number; currency: string }>(
      "SELECT amount, currency FROM adyen_sessions WHERE psp_reference = ? AND hotel_id = ? AND reservation_id = ? AND status = 'completed'",
    )
    .get(paymentPspReference, request.merchantAccount, request.reservationId);
  if (!payment) throw new AdyenError(422, '167', 'Original pspReference required for this operation.');
  const { value, currency } = request.amount;
  if (!Number.isInteger(value) || value <= 0 || currency !== payment.currency) throw new AdyenError(422, '137', 'Invalid amount specified.');
  const refunded =
    db
      .prepare<[string], { total: number | null }>("SELECT SUM(amount) AS total FROM adyen_modifications WHERE payment_psp_reference = ? AND kind = 'refund' AND success IS NOT 0")
      .get(paymentPspReference)?.total ?? 0;
  if (refunded + value > payment.amount) throw new AdyenError(422, '137', 'The refund is more than the payment holds.');
  const modification = recordModification(db, { kind: 'refund', paymentPspReference, hotelId: request.merchantAccount, value, currency, reference: request.reference }, now);
  return { pspReference: modification, paymentPspReference, status: 'received', reference: request.reference, amount: { value, currency } };
}

/** How long after its session expired an authorisation that paid no booking is cancelled: the booking may be on its way. */
const UNBOOKED_GRACE_MS = 60 * 60 * 1000;

/**
 * The sweep's step (ADR 273): an authorisation whose session paid no booking, an hour after the session could last
 * be paid, is cancelled, so the guest's card is not left held for a booking that never came (it was refused, the guest
 * left, the return page found nothing kept). The merchant's `POST /payments/{paymentPspReference}/cancels`, answered
 * `received`, then Adyen's CANCELLATION notification; the session can no longer pay a booking. Answers how many.
 */
export function cancelUnbookedAdyenAuthorisations(db: Database, now: Date): number {
  const unbooked = db
    .prepare<[string], { id: string; psp_reference: string; hotel_id: number; amount: number; currency: string; reference: string }>(
      `SELECT id, psp_reference, hotel_id, amount, currency, reference FROM adyen_sessions
       WHERE status = 'authorised' AND reservation_id IS NULL AND psp_reference IS NOT NULL AND expires_at < ?`,
    )
    .all(new Date(now.getTime() - UNBOOKED_GRACE_MS).toISOString());
  // Each in one transaction, the session's state first: a session a booking took meanwhile is left as it is, and a
  // sweep stopped half-way never sends a cancel twice.
  const cancel = db.transaction((session: (typeof unbooked)[number]) => {
    const taken = db
      .prepare("UPDATE adyen_sessions SET status = 'cancelled' WHERE id = ? AND status = 'authorised' AND reservation_id IS NULL")
      .run(session.id).changes;
    if (taken === 0) return 0;
    const { psp_reference: paymentPspReference, hotel_id: hotelId, amount: value, currency, reference } = session;
    recordModification(db, { kind: 'cancel', paymentPspReference, hotelId, value, currency, reference }, now);
    return 1;
  });
  return unbooked.reduce((cancelled, session) => cancelled + cancel(session), 0);
}

type Modification = { kind: 'refund' | 'cancel'; paymentPspReference: string; hotelId: number; value: number; currency: string; reference: string };

/** A modification Adyen answered `received`, then the notification the stand-in sends at once; answers its reference. */
function recordModification(db: Database, modification: Modification, now: Date): string {
  const { kind, paymentPspReference, hotelId, value, currency, reference } = modification;
  const psp = pspReference();
  db.prepare(`
    INSERT INTO adyen_modifications (psp_reference, payment_psp_reference, hotel_id, kind, amount, currency, merchant_reference, status, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, 'received', ?)`).run(psp, paymentPspReference, hotelId, kind, value, currency, reference, now.toISOString());
  const eventCode = kind === 'refund' ? 'REFUND' : 'CANCELLATION';
  receiveAdyenNotification(db, { eventCode, pspReference: psp, originalReference: paymentPspReference, success: true }, now);
  return psp;
}

/** The merchant's webhook: a notification settles the modification it names, once (Adyen may send one again). */
function receiveAdyenNotification(db: Database, notification: AdyenNotification, now: Date): void {
  db.prepare('UPDATE adyen_modifications SET success = ?, notified_at = ? WHERE psp_reference = ? AND payment_psp_reference = ? AND notified_at IS NULL').run(
    notification.success ? 1 : 0,
    now.toISOString(),
    notification.pspReference,
    notification.originalReference,
  );
}

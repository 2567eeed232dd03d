import { randomBytes } from 'node:crypto';
import { PAYMENT_TIMEOUT_CODE, THREE_DS_CANCELLED_CODE, THREE_DS_FAILED_CODE } from '#domain/constants/error-codes.ts';
import type { Database } from '../db/open-database';
import { writeReservationMail } from '../outbox/reservation-mail';
import { releaseCoupon } from '../pricing/coupon-redemptions';
import { todayIn } from '#domain/rules/nights.ts';
import { refundReservationPoints } from '../loyalty/point-ledger';
import { releaseVoucher } from '../loyalty/vouchers';
import { moveExtraStock } from './reservation-price';

/** The stand-in issuer accepts this one password (documented in server/README.md); any other fails. */
export const THREE_DS_PASSWORD = 'password';

export type ChallengeOutcome = 'succeeded' | 'failed' | 'cancelled';

export type Challenge = {
  id: string;
  reservation_id: number;
  return_url: string;
  outcome: string | null;
  reservation_number: string;
  status: string;
  payment_expires_at: string | null;
};

export function openChallenge(db: Database, reservationId: number, returnUrl: string): string {
  const id = randomBytes(18).toString('base64url');
  db.prepare('INSERT INTO three_ds_challenges (id, reservation_id, return_url) VALUES (?, ?, ?)').run(id, reservationId, returnUrl);
  return id;
}

export function findChallenge(db: Database, id: string): Challenge | undefined {
  return db
    .prepare<[string], Challenge>(`
      SELECT c.*, r.reservation_number, r.status, r.payment_expires_at FROM three_ds_challenges c JOIN reservations r ON r.id = c.reservation_id
      WHERE c.id = ?`)
    .get(id);
}

export function challengeIdFor(db: Database, reservationId: number): string | undefined {
  return db.prepare<[number], { id: string }>('SELECT id FROM three_ds_challenges WHERE reservation_id = ?').get(reservationId)?.id;
}

/**
 * Settles a pending challenge: success confirms the booking (and sends its mail), failure and cancel cancel
 * it and release its rooms and extras. A challenge settled already keeps its first outcome.
 */
export function settleChallenge(db: Database, id: string, outcome: ChallengeOutcome, now: Date): Challenge | undefined {
  return db
    .transaction(() => {
      const challenge = findChallenge(db, id);
      if (!challenge || challenge.outcome !== null || challenge.status !== 'payment_pending') return challenge;
      // The sweep may not have come by yet: a challenge answered after the limit expires, it never confirms.
      if (challengeLapsed(challenge, now)) {
        expirePending(db, challenge.reservation_id, now);
        return findChallenge(db, id);
      }
      db.prepare('UPDATE three_ds_challenges SET outcome = ? WHERE id = ?').run(outcome, id);
      if (outcome === 'succeeded') {
        db.prepare("UPDATE reservations SET status = 'done', payment_expires_at = NULL WHERE id = ?").run(challenge.reservation_id);
        writeReservationMail(db, challenge.reservation_id, { kind: 'confirmed' }, now);
      } else {
        cancelPending(db, challenge.reservation_id, outcome === 'failed' ? THREE_DS_FAILED_CODE : THREE_DS_CANCELLED_CODE, now);
      }
      return findChallenge(db, id);
    })
    .immediate();
}

/** A challenge still open past its booking's payment limit: the sweep will expire it, and nobody may confirm it. */
export function challengeLapsed(challenge: Challenge, now: Date): boolean {
  return challenge.outcome === null && challenge.payment_expires_at !== null && challenge.payment_expires_at <= now.toISOString();
}

/**
 * Cancels every booking whose 3-D Secure challenge was not completed within TIME.threeDSecureLimitMs, releasing
 * its rooms and extras; answers how many. The maintenance sweep runs it on a timer (ADR 198), found through the
 * index on (status, payment_expires_at); settling a challenge checks its own booking's expiry first.
 */
export function expireStalePayments(db: Database, now: Date): number {
  return db
    .transaction(() => {
      const stale = db
        .prepare<[string], { id: number }>("SELECT id FROM reservations WHERE status = 'payment_pending' AND payment_expires_at <= ?")
        .all(now.toISOString());
      for (const { id } of stale) expirePending(db, id, now);
      return stale.length;
    })
    .immediate();
}

export function expirePending(db: Database, reservationId: number, now: Date): void {
  db.prepare("UPDATE three_ds_challenges SET outcome = 'expired' WHERE reservation_id = ? AND outcome IS NULL").run(reservationId);
  // A payment hub transaction still open is voided with its booking (ADR 248): nothing is captured later.
  db.prepare(
    "UPDATE tripla_pay_transactions SET status = 'cancelled', failure_code = ?, settled_at = ? WHERE reservation_id = ? AND settled_at IS NULL",
  ).run(PAYMENT_TIMEOUT_CODE, now.toISOString(), reservationId);
  // So is an Amazon Pay checkout session (ADR 258): Amazon never charges for a booking that has lapsed.
  db.prepare(
    "UPDATE amazon_pay_checkout_sessions SET state = 'Canceled', reason_code = 'Expired', failure_code = ?, settled_at = ? WHERE reservation_id = ? AND settled_at IS NULL",
  ).run(PAYMENT_TIMEOUT_CODE, now.toISOString(), reservationId);
  cancelPending(db, reservationId, PAYMENT_TIMEOUT_CODE, now);
}

/** A booking whose card check failed, was cancelled or timed out gives back its rooms, extras and coupon use. */
export function cancelPending(db: Database, reservationId: number, code: number, now: Date): void {
  const { changes } = db
    .prepare("UPDATE reservations SET status = 'cancelled', failure_code = ?, payment_expires_at = NULL WHERE id = ? AND status = 'payment_pending'")
    .run(code, reservationId);
  if (changes === 0) return;
  const extras = db
    .prepare<[number], { extra_id: number; date: string | null; quantity: number }>('SELECT extra_id, date, quantity FROM reservation_extras WHERE reservation_id = ?')
    .all(reservationId);
  moveExtraStock(db, extras, -1);
  releaseCoupon(db, reservationId, now);
  // The booking never completed: its points and voucher go back (ADR 220).
  refundReservationPoints(db, reservationId, todayIn('Asia/Tokyo', now), now);
  releaseVoucher(db, reservationId);
}

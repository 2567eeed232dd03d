import { PAYMENT_FAILED_CODE } from '#domain/constants/error-codes.ts';
import type { Database } from '../db/open-database';
import { ApiError } from '../http/api-error';
import { chargeOperationsFor, type ChargeProvider, type StoredCharge } from './payment-gateways';

/**
 * A booking's money (ADR 259). The booking records what it charged and through which provider; a refund or a later
 * capture goes through that provider's adapter only, once per key, and is written on the charge in the caller's
 * transaction, so a cancellation or change that fails moves no money.
 */
export function recordCharge(
  db: Database,
  charge: { reservationId: number; hotelId: number; provider: ChargeProvider; reference: string; currency: string; amount: number; now: Date },
): void {
  // A card kept as an on-site guarantee charges nothing: there is nothing to refund or add to.
  if (charge.amount <= 0) return;
  db.prepare(`
    INSERT INTO payment_charges (reservation_id, hotel_id, provider, reference, currency, captured, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?)`).run(charge.reservationId, charge.hotelId, charge.provider, charge.reference, charge.currency, charge.amount, charge.now.toISOString());
}

/** The reservation's charge at this hotel; another hotel's reservation has none here. */
export function chargeOf(db: Database, hotelId: number, reservationId: number): StoredCharge | undefined {
  return db
    .prepare<[number, number], StoredCharge>(`
      SELECT id, reservation_id, hotel_id, provider, reference, currency, captured, refunded
      FROM payment_charges WHERE reservation_id = ? AND hotel_id = ?`)
    .get(reservationId, hotelId);
}

/** What the provider holds of the booking's money now: charged, less refunded. */
export function heldAmount(charge: StoredCharge | undefined): number {
  return charge ? charge.captured - charge.refunded : 0;
}

export type ChargeOperation = { id: string; kind: 'capture' | 'refund'; amount: number; replayed: boolean };

/**
 * Refunds or captures `amount` on the reservation's charge through the provider that took it. The key makes it
 * once: the same key again answers the first operation (a different amount under it is refused) and moves nothing.
 */
export function moveChargeMoney(
  db: Database,
  request: { hotelId: number; reservationId: number; kind: 'capture' | 'refund'; amount: number; key: string; now: Date },
): ChargeOperation {
  const charge = chargeOf(db, request.hotelId, request.reservationId);
  if (!charge) throw refused('This reservation has no payment to change at this hotel.');
  const earlier = db
    .prepare<[number, string], { id: string; kind: 'capture' | 'refund'; amount: number }>('SELECT id, kind, amount FROM payment_operations WHERE charge_id = ? AND idempotency_key = ?')
    .get(charge.id, request.key);
  if (earlier) {
    if (earlier.kind !== request.kind || earlier.amount !== request.amount) throw refused('This operation was already made with another amount.');
    return { ...earlier, replayed: true };
  }
  if (!Number.isInteger(request.amount) || request.amount <= 0) throw refused('The amount must be a positive whole amount.');
  if (request.kind === 'refund' && request.amount > heldAmount(charge)) throw refused('A refund cannot be more than what was charged.');
  const operations = chargeOperationsFor(charge.provider);
  const id = request.kind === 'refund' ? operations.refund(db, charge, request.amount, request.now) : operations.capture(db, charge, request.amount, request.now);
  db.prepare('INSERT INTO payment_operations (id, charge_id, kind, amount, idempotency_key, created_at) VALUES (?, ?, ?, ?, ?, ?)').run(
    id,
    charge.id,
    request.kind,
    request.amount,
    request.key,
    request.now.toISOString(),
  );
  db.prepare(`UPDATE payment_charges SET ${request.kind === 'refund' ? 'refunded = refunded' : 'captured = captured'} + ? WHERE id = ?`).run(request.amount, charge.id);
  return { id, kind: request.kind, amount: request.amount, replayed: false };
}

function refused(message: string): ApiError {
  return new ApiError(422, 'payment_refused', message, { codes: [PAYMENT_FAILED_CODE], baseCode: PAYMENT_FAILED_CODE });
}

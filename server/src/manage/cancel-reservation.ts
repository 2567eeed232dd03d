import { CANCELLATION_FEE_CHANGED_TITLE } from '#domain/contracts/reservation-management.ts';
import type { CancelReservationRequest } from '#domain/entities/reservation-management.ts';
import type { Database } from '../db/open-database';
import { ApiError } from '../http/api-error';
import { writeReservationMail } from '../outbox/reservation-mail';
import { releaseCoupon } from '../pricing/coupon-redemptions';
import { refundReservationPoints } from '../loyalty/point-ledger';
import { chargeOf, heldAmount, moveChargeMoney } from '../payments/payment-charges';
import { hotelToday } from '../stays/stay';
import { moveExtraStock } from '../reservations/reservation-price';
import { blocked, managementState } from './management-state';
import { readManagedRow, type ManagedReservation } from './managed-reservation';

/**
 * Cancels under the write lock: the rules and the fee are checked against the row as it is now, the fee must be
 * the one the guest was shown, and the rooms (cancelled reservations hold no nights), extras and the coupon's use are released.
 * Answers whether the points it spent went back: not when the member's programme keeps no points now (3504, ADR 225).
 */
export function cancelManagedReservation(db: Database, managed: ManagedReservation, body: CancelReservationRequest, now: Date): { pointsReturned: boolean } {
  return db.transaction(() => {
    const current = { ...managed, row: readManagedRow(db, managed.row.id) };
    const state = managementState(db, current, now);
    if (state.cancel.reason) throw blocked(state.cancel.reason);
    if (state.cancel.fee !== body.cancellation_fee_displayed) {
      throw new ApiError(409, CANCELLATION_FEE_CHANGED_TITLE, 'The cancellation fee has changed. Please check the new fee before cancelling.', {
        payloads: { cancellation_fee: state.cancel.fee, currency: state.cancel.currency },
      });
    }
    db.prepare(`
      UPDATE reservations SET status = 'cancelled', cancelled_at = ?, cancellation_reason = ?, cancellation_details = ?,
        cancellation_fee = ? WHERE id = ?`).run(now.toISOString(), body.reason, body.details || null, state.cancel.fee, current.row.id);
    const extras = db
      .prepare<[number], { extra_id: number; date: string | null; quantity: number }>('SELECT extra_id, date, quantity FROM reservation_extras WHERE reservation_id = ?')
      .all(current.row.id);
    moveExtraStock(db, extras, -1);
    // What was paid online goes back, less the fee, through the provider that took it (ADR 259); a fee above what was
    // paid (a deposit) keeps it all and the rest is the hotel's to collect. A failed refund cancels nothing.
    const refund = heldAmount(chargeOf(db, current.hotel.id, current.row.id)) - state.cancel.fee;
    if (refund > 0) moveChargeMoney(db, { hotelId: current.hotel.id, reservationId: current.row.id, kind: 'refund', amount: refund, key: 'cancellation', now });
    releaseCoupon(db, current.row.id, now);
    // Points spent on it go back in the same transaction (ADR 220); a voucher stays consumed (single use, section 4).
    const points = refundReservationPoints(db, current.row.id, hotelToday(current.hotel, now), now);
    writeReservationMail(db, current.row.id, { kind: 'cancelled' }, now);
    return { pointsReturned: points.returned };
  }).immediate();
}

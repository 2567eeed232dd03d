import type { Reservation } from '#domain/entities/reservation.ts';
import { clearBookingDraft } from '#app/shared/booking-draft/booking-draft.ts';
import { rememberReservation } from '#app/shared/reservations/reservation-summaries.ts';

/**
 * A booking made from this browser, in guest detail or on Adyen's return page (ADR 270): the draft goes, and the
 * reservation joins the ones this browser can open again.
 */
export function keepBookedReservation(hotelCode: string, reservation: Pick<Reservation, 'reservation_number' | 'checkin_date' | 'checkout_date'>): void {
  clearBookingDraft(hotelCode);
  rememberReservation({
    reservationNumber: reservation.reservation_number,
    hotelCode,
    checkin: reservation.checkin_date,
    checkout: reservation.checkout_date,
    createdAt: Date.now(),
  });
}

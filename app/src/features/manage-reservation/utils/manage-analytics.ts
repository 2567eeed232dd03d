import type { Ga4EventPayload } from '#bridge/host-methods.ts';
import type { Reservation } from '#domain/entities/reservation.ts';
import type { CancellationReason } from '#domain/entities/reservation-management.ts';

/**
 * The reservation_cancel page layer (document 1 section 2, analytics page layers) for the host's GA4: the
 * cancelled booking's number, the fee charged and the reason chosen. The guest's own words are never sent.
 */
export function reservationCancelEvent(reservation: Reservation, fee: number, reason: CancellationReason): Ga4EventPayload {
  return {
    name: 'reservation_cancel',
    params: {
      page_layer: 'reservation_cancel',
      transaction_id: reservation.reservation_number,
      hotel_id: reservation.hotel.id,
      value: fee,
      currency: reservation.currency,
      cancellation_reason: reason,
      checkin_date: reservation.checkin_date,
    },
  };
}

/** The reservation_update page layer: the changed booking, its new total and the difference. No guest data. */
export function reservationUpdateEvent(reservation: Reservation, priceDifference: number): Ga4EventPayload {
  return {
    name: 'reservation_update',
    params: {
      page_layer: 'reservation_update',
      transaction_id: reservation.reservation_number,
      hotel_id: reservation.hotel.id,
      value: reservation.total_price,
      price_difference: priceDifference,
      currency: reservation.currency,
      checkin_date: reservation.checkin_date,
      checkout_date: reservation.checkout_date,
      rooms: reservation.rooms.length,
      adults: reservation.rooms.reduce((sum, room) => sum + room.adults, 0),
    },
  };
}

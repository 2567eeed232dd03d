import { createReservation, getReservationAttempt, type ReservationAttempt } from '#domain/contracts/reservations.ts';
import type { CreateReservationRequest, Reservation } from '#domain/entities/reservation.ts';
import { callApi } from '#app/api/api-client.ts';

// The booking's two calls (ADR 197). Neither is a TanStack mutation: the attempt's key and outcome live in the
// booking draft (utils/booking-draft.ts), and the card token must not sit in a mutation cache. A 503 stays on the
// page: the guest keeps everything typed and is offered a retry there.

/** Sends the booking under its attempt's key: the server answers a repeat with the first result. */
export function sendReservation(hotelId: number, body: CreateReservationRequest, idempotencyKey: string): Promise<Reservation> {
  return callApi(createReservation, { params: { hotelId }, body, idempotencyKey, keepPageOn503: true });
}

/** What became of the attempt named by the key, asked when its send got no answer. */
export function findReservationAttempt(hotelId: number, idempotencyKey: string): Promise<ReservationAttempt> {
  return callApi(getReservationAttempt, { params: { hotelId }, idempotencyKey, keepPageOn503: true });
}

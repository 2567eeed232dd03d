import { queryOptions } from '@tanstack/react-query';
import { getReservation } from '#domain/contracts/reservations.ts';
import { callApi } from '#app/api/api-client.ts';
import { reservationKeys } from '#app/shared/reservations/reservation-keys.ts';

/** A guest proves the reservation is theirs with the bypass token from the booking, or the booking's email. */
export type ReservationProof = { bypass_token?: string; email?: string };

export function reservationQueryOptions(hotelId: number, reservationNumber: string, proof: ReservationProof) {
  return queryOptions({
    queryKey: reservationKeys.detail(hotelId, reservationNumber),
    queryFn: ({ signal }) =>
      callApi(getReservation, { params: { hotelId, rid: reservationNumber }, query: proof, signal }),
  });
}

import { queryOptions } from '@tanstack/react-query';
import { getReservationManagement } from '#domain/contracts/reservation-management.ts';
import { getReservation } from '#domain/contracts/reservations.ts';
import { callApi } from '#app/api/api-client.ts';
import { manageKeys } from './keys';

/** A guest proves the reservation is theirs with the bypass token of their confirmation, or the booking email. */
export type ReservationProof = { bypass_token?: string; email?: string };

export function managedReservationQueryOptions(hotelId: number, reservationNumber: string, proof: ReservationProof) {
  return queryOptions({
    queryKey: manageKeys.details(hotelId, reservationNumber),
    queryFn: ({ signal }) => callApi(getReservation, { params: { hotelId, rid: reservationNumber }, query: proof, signal }),
  });
}

/** What may be done now, why not, and the fee a cancellation costs now. */
export function managementQueryOptions(hotelId: number, reservationNumber: string, proof: ReservationProof) {
  return queryOptions({
    queryKey: manageKeys.management(hotelId, reservationNumber),
    queryFn: ({ signal }) => callApi(getReservationManagement, { params: { hotelId, rid: reservationNumber }, query: proof, signal }),
    // The fee follows the clock: a page left open should not offer yesterday's fee.
    staleTime: 0,
  });
}

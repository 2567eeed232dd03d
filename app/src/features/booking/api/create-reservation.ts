import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createReservation } from '../../../../../domain/contracts/reservations';
import type { CreateReservationRequest, Reservation } from '../../../../../domain/entities/reservation';
import { callApi } from '../../../lib/api-client';
import { roomKeys } from '../../../lib/query-keys';
import { reservationKeys } from './keys';

type CreateReservationVariables = { body: CreateReservationRequest; idempotencyKey: string };

export function useCreateReservation(hotelId: number) {
  const queryClient = useQueryClient();
  return useMutation<Reservation, unknown, CreateReservationVariables>({
    mutationFn: ({ body, idempotencyKey }) =>
      callApi(createReservation, { params: { hotelId }, body, idempotencyKey }),
    onSuccess: (reservation) => {
      // The confirmation shows what was just booked without asking again. Availability has changed: searches
      // are marked stale and refetch when next shown, not now under the page that is leaving.
      queryClient.setQueryData(reservationKeys.detail(hotelId, reservation.reservation_number), reservation);
      void queryClient.invalidateQueries({ queryKey: roomKeys.all, refetchType: 'none' });
    },
  });
}

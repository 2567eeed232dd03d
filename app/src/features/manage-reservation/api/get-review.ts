import { queryOptions } from '@tanstack/react-query';
import { getReservationReview } from '#domain/contracts/reservation-review.ts';
import { callApi } from '#app/api/api-client.ts';
import { manageKeys } from './keys';

/** Whether the signed-in visitor may review the stay now, why not, and the review once submitted (ADR 150). */
export function reviewQueryOptions(hotelId: number, reservationNumber: string, userToken: string | null) {
  return queryOptions({
    queryKey: manageKeys.review(hotelId, reservationNumber, userToken),
    queryFn: ({ signal }) => callApi(getReservationReview, { params: { hotelId, rid: reservationNumber }, signal }),
  });
}

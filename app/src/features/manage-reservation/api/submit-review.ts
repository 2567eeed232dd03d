import { submitReservationReview } from '#domain/contracts/reservation-review.ts';
import type { ReviewRequest } from '#domain/entities/reservation-review.ts';
import { callApi } from '#app/api/api-client.ts';

export function submitReview(hotelId: number, reservationNumber: string, body: ReviewRequest) {
  return callApi(submitReservationReview, { params: { hotelId, rid: reservationNumber }, body });
}

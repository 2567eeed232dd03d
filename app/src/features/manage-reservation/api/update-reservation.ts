import {
  batchUpdateReservationAnswers,
  cancelReservation,
  updateReservationGuests,
  updateReservationSettings,
} from '#domain/contracts/reservation-management.ts';
import type { QuestionAnswer } from '#domain/entities/reservation.ts';
import type { CancelReservationRequest, UpdateGuestsRequest, UpdateSettingsRequest } from '#domain/entities/reservation-management.ts';
import { callApi } from '#app/api/api-client.ts';
import type { ReservationProof } from './get-managed-reservation';

// The management page's changes to one reservation, each proven with the guest's bypass token or email.
type Target = { hotelId: number; reservationNumber: string; proof: ReservationProof };

export function cancelManagedReservation({ hotelId, reservationNumber, proof }: Target, body: CancelReservationRequest) {
  return callApi(cancelReservation, { params: { hotelId, rid: reservationNumber }, query: proof, body });
}

/** dryRun: the server prices the change and answers it without changing anything. */
export function changeReservation({ hotelId, reservationNumber, proof }: Target, body: UpdateSettingsRequest, dryRun: boolean) {
  return callApi(updateReservationSettings, {
    params: { hotelId, rid: reservationNumber },
    query: { ...proof, dry_run: dryRun ? 'true' : 'false' },
    body,
  });
}

/** Replaces every answer of the reservation; the server checks them as at booking (required ones answered). */
export function replaceAnswers({ hotelId, reservationNumber, proof }: Target, answers: QuestionAnswer[]) {
  return callApi(batchUpdateReservationAnswers, { params: { hotelId, rid: reservationNumber }, query: proof, body: { answers } });
}

/** Renames the rooms' staying guests; occupancy changes go through update_settings. */
export function renameGuests({ hotelId, reservationNumber, proof }: Target, body: UpdateGuestsRequest) {
  return callApi(updateReservationGuests, { params: { hotelId, rid: reservationNumber }, query: proof, body });
}

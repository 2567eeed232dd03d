import { queryOptions } from '@tanstack/react-query';
import type { UiLocale } from '#domain/constants/locales.ts';
import { getHotelAdditionalQuestions } from '#domain/contracts/hotel-additional-questions.ts';
import {
  batchUpdateReservationAnswers,
  cancelReservation,
  getReservationManagement,
  lookupBrandReservation,
  updateReservationGuests,
  updateReservationSettings,
} from '#domain/contracts/reservation-management.ts';
import { getReservation } from '#domain/contracts/reservations.ts';
import type { QuestionAnswer } from '#domain/entities/reservation.ts';
import type { CancelReservationRequest, UpdateGuestsRequest, UpdateSettingsRequest } from '#domain/entities/reservation-management.ts';
import { callApi } from '#app/api/api-client.ts';
import { manageKeys } from './keys';

/** A guest proves the reservation is theirs with the bypass token of their confirmation, or the booking email. */
export type ReservationProof = { bypass_token?: string; email?: string };

/** The /search look-up: the brand's reservation with this number and booking email (404 reservation_search_failed). */
export function lookUpReservation(brandId: number, number: string, email: string) {
  return callApi(lookupBrandReservation, { params: { brandId, number }, query: { email } });
}

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

/** The hotel's questions for the booked plans, as guest detail asked them (display window of the check-in). */
export function reservationQuestionsQueryOptions(hotelId: number, roomPlanCodes: readonly string[], checkin: string, locale: UiLocale) {
  const query = { room_plan_codes: [...new Set(roomPlanCodes)].join(','), enabled: 'true' as const, checkin, locale };
  return queryOptions({
    queryKey: manageKeys.questions(hotelId, query),
    queryFn: ({ signal }) => callApi(getHotelAdditionalQuestions, { params: { hotelId }, query, signal }),
    select: (answer) => answer.additional_questions,
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

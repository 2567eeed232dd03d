import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { IDEMPOTENCY_KEY_REUSED_TITLE } from '#domain/constants/error-codes.ts';
import type { CreateReservationRequest, Reservation } from '#domain/entities/reservation.ts';
import { ApiError, apiErrorFromAnswer } from '#app/api/api-error.ts';
import { roomKeys } from '#app/api/query-keys.ts';
import { findReservationAttempt, sendReservation } from '../api/create-reservation';
import { reservationKeys } from '#app/shared/reservations/reservation-keys.ts';
import { attemptKey, endAttempt, markOutcomeUnknown, readBookingDraft } from '#app/shared/booking-draft/booking-draft.ts';
import { isDefinitiveRefusal } from '../utils/booking-refusal';

/**
 * Where the attempt stands when no answer has settled it: `checking` the server by key, `not_booked` (the server
 * has no result for the key: sending again under it is safe), `unresolved` (the check got no answer either).
 */
export type AttemptPhase = 'idle' | 'checking' | 'not_booked' | 'unresolved';

/** What a send or a check came to; the last two settle nothing (the phase says so on the page). */
export type AttemptResult =
  | { kind: 'booked'; reservation: Reservation }
  | { kind: 'refused'; error: unknown }
  | { kind: 'not_booked' }
  | { kind: 'unresolved' };

/**
 * One booking attempt, made exactly once (ADR 197): the key stays until an answer settles the attempt, and after
 * a send that got no answer (network failure, timeout, 5xx) nothing new is sent before the server has been asked
 * by key what became of it. A send that finds the outcome unknown (even after a reload) checks first.
 */
export function useBookingAttempt(hotelId: number, hotelCode: string) {
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<AttemptPhase>(() => (readBookingDraft(hotelCode).attempt?.unknown ? 'checking' : 'idle'));
  const [checkFailure, setCheckFailure] = useState<unknown>(null);

  const booked = (reservation: Reservation): AttemptResult => {
    // The confirmation shows what was just booked without asking again. Availability has changed: searches are
    // marked stale and refetch when next shown, not now under the page that is leaving.
    queryClient.setQueryData(reservationKeys.detail(hotelId, reservation.reservation_number), reservation);
    void queryClient.invalidateQueries({ queryKey: roomKeys.all, refetchType: 'none' });
    setPhase('idle');
    return { kind: 'booked', reservation };
  };

  const refused = (error: unknown): AttemptResult => {
    endAttempt(hotelCode);
    setPhase('idle');
    return { kind: 'refused', error };
  };

  /** Asks the server what became of the attempt in progress. */
  const check = async (): Promise<AttemptResult> => {
    setPhase('checking');
    setCheckFailure(null);
    try {
      const attempt = await findReservationAttempt(hotelId, attemptKey(hotelCode));
      if (attempt.outcome === 'booked') return booked(attempt.reservation);
      if (attempt.outcome === 'refused') return refused(apiErrorFromAnswer(attempt.error.status, attempt.error));
      markOutcomeUnknown(hotelCode, false);
      setPhase('not_booked');
      return { kind: 'not_booked' };
    } catch (error) {
      setCheckFailure(error);
      setPhase('unresolved');
      return { kind: 'unresolved' };
    }
  };

  const send = async (body: CreateReservationRequest): Promise<AttemptResult> => {
    if (readBookingDraft(hotelCode).attempt?.unknown) {
      const checked = await check();
      if (checked.kind !== 'not_booked') return checked;
    }
    setPhase('idle');
    try {
      return booked(await sendReservation(hotelId, body, attemptKey(hotelCode)));
    } catch (error) {
      // The key was used by a request the server already ran (sent before this one and answered to nobody): its
      // result is the attempt's. Without one here (another hotel), the refusal's own words are shown.
      if (error instanceof ApiError && error.title === IDEMPOTENCY_KEY_REUSED_TITLE) {
        markOutcomeUnknown(hotelCode, true);
        const checked = await check();
        return checked.kind === 'not_booked' ? refused(error) : checked;
      }
      if (isDefinitiveRefusal(error)) return refused(error);
      markOutcomeUnknown(hotelCode, true);
      return check();
    }
  };

  return { phase, checkFailure, send, check };
}

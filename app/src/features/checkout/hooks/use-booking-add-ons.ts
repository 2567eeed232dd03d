import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { UiLocale } from '#domain/constants/locales.ts';
import { randomId } from '#app/platform/random-id.ts';
import { bookingQuestionsQueryOptions } from '#app/shared/answers/get-booking-questions.ts';
import { extrasQueryOptions } from '../api/get-extras';
import type { SelectedPlan } from '../api/get-selected-plan';
import type { BookerDraftValues } from '#app/shared/booking-draft/booker-form-schema.ts';
import { questionsToAsk } from '#app/shared/answers/question-answers.ts';
import { saveDraftValues } from '#app/shared/booking-draft/booking-draft.ts';
import type { BookingSelection } from '#app/shared/stay/booking-selection.ts';
import { extraLines, extrasRequest, extrasTotal, offeredExtras } from '#app/shared/booking-draft/extra-choices.ts';
import { useExtraChoices } from './use-extra-choices';

type BookingAddOnsInput = {
  hotelId: number;
  hotelCode: string;
  selection: BookingSelection;
  chosen: readonly SelectedPlan[];
  locale: UiLocale;
  /** What the guest chose before a reload or a failed submit. */
  draft: BookerDraftValues;
  /** Whoever is signed in, as targeting labels: the questions asked are those aimed at them. */
  visitorLabels: readonly string[];
};

/**
 * What guest detail adds to the rooms: the hotel's additional questions for the booked plans (those aimed at
 * this visitor), and the extras on offer with the guest's choices, their lines for the breakdown, their total
 * and their part of the reservation. File answers are uploaded under one reservation draft id, kept in the draft.
 */
export function useBookingAddOns({ hotelId, hotelCode, selection, chosen, locale, draft, visitorLabels }: BookingAddOnsInput) {
  // Both were asked as the page opened (useEarlyBookingCalls, ADR 282): a refusal then is shown, not asked twice.
  const questions = useQuery({
    ...bookingQuestionsQueryOptions(
      hotelId,
      selection.rooms.map((room) => room.room_plan_code),
      selection.checkin,
      locale,
      visitorLabels,
    ),
    retryOnMount: false,
  });
  const extras = useQuery({ ...extrasQueryOptions(hotelId, selection.checkin, selection.checkout, locale), retryOnMount: false });
  const { choices, setQuantity, setDeliveryTime } = useExtraChoices(hotelCode, draft.extras);
  const [draftId] = useState(() => draft.attachment_draft_id ?? randomId());

  useEffect(() => {
    if (draft.attachment_draft_id !== draftId) saveDraftValues(hotelCode, { attachment_draft_id: draftId });
  }, [draft.attachment_draft_id, draftId, hotelCode]);

  const asked = questionsToAsk(questions.data ?? [], visitorLabels);
  const offered = offeredExtras(extras.data ?? [], chosen.map(({ plan }) => plan.hotel_plan_code));
  const lines = extraLines(offered, choices);
  const failure = questions.error ?? extras.error;

  return {
    pending: questions.isPending || extras.isPending,
    failure,
    retry: () => {
      if (questions.isError) void questions.refetch();
      if (extras.isError) void extras.refetch();
    },
    questions: asked,
    upload: { hotelId, draftId },
    offered,
    choices,
    setQuantity,
    setDeliveryTime,
    lines,
    extrasTotal: extrasTotal(lines),
    extrasRequest: extrasRequest(offered, choices),
  };
}

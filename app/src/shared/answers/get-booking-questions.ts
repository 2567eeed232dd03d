import { queryOptions } from '@tanstack/react-query';
import type { UiLocale } from '#domain/constants/locales.ts';
import { getHotelAdditionalQuestions } from '#domain/contracts/hotel-additional-questions.ts';
import { callApi } from '#app/api/api-client.ts';
import { reservationKeys } from '#app/shared/reservations/reservation-keys.ts';

/**
 * The hotel's enabled questions for the booked room plans whose display window holds the check-in (document 2
 * section 7.5, `GET /hotels/{id}/additional_questions`), aimed at the visitor: `q` names their targeting labels
 * (all_users, and a member's or organisation's own), so the server leaves out questions for others. Notifications
 * come in the same list; guest detail asks the others (app/src/shared/answers/question-answers.ts).
 */
export function bookingQuestionsQueryOptions(
  hotelId: number,
  roomPlanCodes: readonly string[],
  checkin: string,
  locale: UiLocale,
  visitorLabels: readonly string[],
) {
  const query = {
    q: JSON.stringify({ labels: visitorLabels }),
    room_plan_codes: [...new Set(roomPlanCodes)].join(','),
    enabled: 'true' as const,
    checkin,
    locale,
  };
  return queryOptions({
    queryKey: reservationKeys.questions(hotelId, query),
    queryFn: ({ signal }) => callApi(getHotelAdditionalQuestions, { params: { hotelId }, query, signal }),
    select: (answer) => answer.additional_questions,
  });
}

import { queryOptions } from '@tanstack/react-query';
import type { UiLocale } from '#domain/constants/locales.ts';
import { getHotelAdditionalQuestions } from '#domain/contracts/hotel-additional-questions.ts';
import { callApi } from '#app/api/api-client.ts';
import { manageKeys } from './keys';

/** The hotel's questions for the booked plans, as guest detail asked them (display window of the check-in). */
export function reservationQuestionsQueryOptions(hotelId: number, roomPlanCodes: readonly string[], checkin: string, locale: UiLocale) {
  const query = { room_plan_codes: [...new Set(roomPlanCodes)].join(','), enabled: 'true' as const, checkin, locale };
  return queryOptions({
    queryKey: manageKeys.questions(hotelId, query),
    queryFn: ({ signal }) => callApi(getHotelAdditionalQuestions, { params: { hotelId }, query, signal }),
    select: (answer) => answer.additional_questions,
  });
}

import { queryOptions } from '@tanstack/react-query';
import type { UiLocale } from '#domain/constants/locales.ts';
import { getBrandAdditionalQuestions } from '#domain/contracts/brand-additional-questions.ts';
import { getHotelAdditionalQuestions } from '#domain/contracts/hotel-additional-questions.ts';
import { callApi } from '#app/api/api-client.ts';
import { reservationKeys } from './reservation-keys';

/** Where a notice shows (document 1 section 3): guest detail, or the confirmation screen. */
export type NoticePlacement = 'place_booking_process' | 'place_confirmation_screen';

/** The notifications of one placement: the hotel's for the booked plans, and the brand's. */
export function notificationsQueryOptions(
  ids: { hotelId: number; brandId: number },
  placement: NoticePlacement,
  roomPlanCodes: readonly string[],
  checkin: string,
  locale: UiLocale,
) {
  const query = {
    q: JSON.stringify({ labels: [placement], question_types: ['notification'] }),
    room_plan_codes: [...new Set(roomPlanCodes)].join(','),
    enabled: 'true' as const,
    checkin,
    locale,
  };
  return queryOptions({
    queryKey: reservationKeys.notifications(ids.hotelId, query),
    queryFn: async ({ signal }) => {
      const [hotel, brand] = await Promise.all([
        callApi(getHotelAdditionalQuestions, { params: { hotelId: ids.hotelId }, query, signal }),
        callApi(getBrandAdditionalQuestions, { params: { brandId: ids.brandId }, query: { ...query, hotel_id: String(ids.hotelId) }, signal }),
      ]);
      return [...hotel.additional_questions, ...brand.additional_questions];
    },
  });
}

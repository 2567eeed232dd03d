import { queryOptions } from '@tanstack/react-query';
import { getBrandAdditionalQuestions } from '#domain/contracts/brand-additional-questions.ts';
import { getHotelAdditionalQuestions } from '#domain/contracts/hotel-additional-questions.ts';
import type { BookLanguage } from '#domain/constants/locales.ts';
import { callApi } from '#app/api/api-client.ts';
import { searchKeys } from './keys';

/** The search result's notifications (placement place_search_result), hotel ones and the brand's. */
export function notificationsQueryOptions(hotelId: number, brandId: number, checkin: string | null, language: BookLanguage) {
  const query = {
    q: JSON.stringify({ labels: ['place_search_result'], question_types: ['notification'] }),
    enabled: 'true' as const,
    locale: language,
    ...(checkin ? { checkin } : {}),
  };
  return queryOptions({
    queryKey: searchKeys.notifications(hotelId, query),
    queryFn: async ({ signal }) => {
      const [hotel, brand] = await Promise.all([
        callApi(getHotelAdditionalQuestions, { params: { hotelId }, query, signal }),
        callApi(getBrandAdditionalQuestions, { params: { brandId }, query: { ...query, hotel_id: String(hotelId) }, signal }),
      ]);
      return [...hotel.additional_questions, ...brand.additional_questions];
    },
  });
}

import { queryOptions } from '@tanstack/react-query';
import { getBrandAdditionalQuestions } from '#domain/contracts/brand-additional-questions.ts';
import { getHotelAdditionalQuestions } from '#domain/contracts/hotel-additional-questions.ts';
import type { BookLanguage } from '#domain/constants/locales.ts';
import { callApi } from '#app/api/api-client.ts';
import { authKeys } from './keys';

/** The notices placed place_after_sign_in (document 1 section 2), the hotel's and its brand's, for the visitor's labels. */
export function afterSignInNoticesQuery(hotelId: number, brandId: number, language: BookLanguage) {
  const query = {
    q: JSON.stringify({ labels: ['place_after_sign_in'], question_types: ['notification'] }),
    enabled: 'true' as const,
    locale: language,
  };
  return queryOptions({
    queryKey: authKeys.afterSignInNotices(hotelId, language),
    queryFn: async ({ signal }) => {
      const [hotel, brand] = await Promise.all([
        callApi(getHotelAdditionalQuestions, { params: { hotelId }, query, signal }),
        callApi(getBrandAdditionalQuestions, { params: { brandId }, query: { ...query, hotel_id: String(hotelId) }, signal }),
      ]);
      return [...hotel.additional_questions, ...brand.additional_questions];
    },
  });
}

import { queryOptions } from '@tanstack/react-query';
import type { UiLocale } from '#domain/constants/locales.ts';
import { getHotelInfo } from '#domain/contracts/hotel-info.ts';
import { callApi } from '#app/api/api-client.ts';
import { rootKey } from '#app/api/query-keys.ts';

const hotelInfoKey = (hotelId: number, locale: UiLocale) => [...rootKey, 'hotel-info', hotelId, locale] as const;

/** The hotel's address and photos in the guest's language (`GET /hotels/{id}`); they rarely change within a visit. */
export function hotelInfoQueryOptions(hotelId: number, locale: UiLocale) {
  return queryOptions({
    queryKey: hotelInfoKey(hotelId, locale),
    queryFn: ({ signal }) => callApi(getHotelInfo, { params: { hotelId }, query: { locale }, signal }),
    staleTime: 60 * 60 * 1000,
  });
}

import { queryOptions } from '@tanstack/react-query';
import type { UiLocale } from '#domain/constants/locales.ts';
import { getBrandHotels } from '#domain/contracts/brand-hotels.ts';
import { callApi } from '#app/api/api-client.ts';
import { rootKey } from '#app/api/query-keys.ts';

/** A few suggestions are enough: the nearest hotels of the brand, not the whole list. */
const SUGGESTIONS = 5;

const nearbyHotelsKey = (brandId: number, hotelId: number, locale: UiLocale) => [...rootKey, 'nearby-hotels', brandId, hotelId, locale] as const;

/** Nearby-facility suggestions: the brand's other hotels nearest to this one (`near_hotel_id`, ADR 259). */
export function nearbyHotelsQueryOptions(brandId: number, hotelId: number, locale: UiLocale) {
  return queryOptions({
    queryKey: nearbyHotelsKey(brandId, hotelId, locale),
    queryFn: async ({ signal }) => {
      const page = await callApi(getBrandHotels, {
        params: { brandId },
        query: { near_hotel_id: String(hotelId), per_page: String(SUGGESTIONS), locale },
        signal,
      });
      return page.hotels;
    },
    staleTime: 60 * 60 * 1000,
  });
}

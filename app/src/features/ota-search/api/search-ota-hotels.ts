import { queryOptions } from '@tanstack/react-query';
import type { UiLocale } from '#domain/constants/locales.ts';
import { searchOtaHotels } from '#domain/contracts/ota-hotels.ts';
import { callApi } from '#app/api/api-client.ts';
import type { OtaHotelSearch } from '../utils/hotel-search';
import { otaHotelKeys } from './keys';

/** The most the provider gives per page: the site's whole list in one answer. */
const PER_PAGE = 100;

/** The hotels the travel-agency site sells, cheapest first, for the stay and guests. */
export function otaHotelsQueryOptions(search: OtaHotelSearch, locale: UiLocale) {
  const query = {
    checkin: search.checkin,
    checkout: search.checkout,
    adults: String(search.adults),
    rooms: String(search.rooms),
    locale,
    per_page: String(PER_PAGE),
    ...(search.keyword ? { keyword: search.keyword } : {}),
  };
  return queryOptions({
    queryKey: otaHotelKeys.search(query),
    queryFn: ({ signal }) => callApi(searchOtaHotels, { query, signal }),
  });
}

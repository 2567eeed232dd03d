import { queryOptions } from '@tanstack/react-query';
import type { UiLocale } from '#domain/constants/locales.ts';
import { getOtaHotelRatings, searchOtaHotels } from '#domain/contracts/ota-hotels.ts';
import type { OtaCriteria } from '#domain/entities/ota-criteria.ts';
import { addDays } from '#domain/rules/nights.ts';
import type { QueryOf } from '#domain/contracts/contract.ts';
import { callApi } from '#app/api/api-client.ts';
import { otaHotelKeys } from './keys';

/** Results shown at once: the best of the ranking. */
const PER_PAGE = 30;
/** With no dates in the request, the search looks a week ahead (the chips say so). */
const DEFAULT_LEAD_DAYS = 7;
const DEFAULT_ADULTS = 2;

export type CatalogueStay = { checkin: string; checkout: string; adults: number; rooms: number; children: number; assumedDates: boolean };

/** The stay a request asks for, its gaps filled: adults are shared over the rooms, as the search takes them per room. */
export function stayOf(criteria: OtaCriteria, today: string): CatalogueStay {
  const checkin = criteria.checkin ?? addDays(today, DEFAULT_LEAD_DAYS);
  const checkout = criteria.checkout ?? addDays(checkin, criteria.nights ?? 1);
  const rooms = criteria.rooms ?? 1;
  const adults = Math.max(1, Math.ceil((criteria.adults ?? DEFAULT_ADULTS) / rooms));
  return { checkin, checkout, adults, rooms, children: criteria.children ?? 0, assumedDates: !criteria.checkin };
}

export function catalogueQueryOptions(criteria: OtaCriteria, ratingMin: number | null, today: string, locale: UiLocale) {
  const stay = stayOf(criteria, today);
  const query: QueryOf<typeof searchOtaHotels> & Record<string, string> = {
    scope: 'catalogue',
    checkin: stay.checkin,
    checkout: stay.checkout,
    adults: String(stay.adults),
    rooms: String(stay.rooms),
    children: String(stay.children),
    locale,
    per_page: String(PER_PAGE),
  };
  if (criteria.area) query.area = criteria.area;
  if (criteria.types?.length) query.types = criteria.types.join(',');
  if (criteria.amenities?.length) query.amenities = criteria.amenities.join(',');
  if (criteria.meals?.length) query.meals = criteria.meals.join(',');
  if (criteria.budget) Object.assign(query, { price_max: String(criteria.budget.amount), budget_per: criteria.budget.per });
  if (ratingMin !== null) query.rating_min = String(ratingMin);
  return queryOptions({
    queryKey: otaHotelKeys.catalogue(query),
    queryFn: ({ signal }) => callApi(searchOtaHotels, { query, signal }),
  });
}

export function ratingsQueryOptions(codes: readonly string[]) {
  const query = { hotel_codes: codes.join(',') };
  return queryOptions({
    queryKey: otaHotelKeys.ratings(query.hotel_codes),
    queryFn: ({ signal }) => callApi(getOtaHotelRatings, { query, signal }),
    enabled: codes.length > 0,
  });
}

import { queryOptions } from '@tanstack/react-query';
import type { BookLanguage } from '#domain/constants/locales.ts';
import { getRooms, type ZRoomsQuery } from '#domain/contracts/rooms.ts';
import type { BookingWidgetSettings } from '#domain/entities/settings.ts';
import { callApi } from '#app/api/api-client.ts';
import { roomKeys } from '#app/api/query-keys.ts';
import { toSearchRooms, type SearchCriteriaState } from '../utils/search-criteria';
import type * as z from 'zod/mini';

/**
 * The rooms search for criteria. Filters, and whether sold-out offers show, are applied in the app
 * (utils/visible-results) so ticking one re-filters the answer at hand instead of searching again.
 */
export function roomsSearchQuery(
  criteria: SearchCriteriaState,
  kidsType: BookingWidgetSettings['kids_setting']['kids_type'],
  language: BookLanguage,
): z.input<typeof ZRoomsQuery> {
  const rooms = toSearchRooms(criteria, kidsType);
  const query: z.input<typeof ZRoomsQuery> = {
    rooms: JSON.stringify(rooms),
    type: criteria.type,
    order: criteria.order,
    locale: language,
  };
  if (criteria.undated) {
    query.search_type = 'undated';
    query.nights = String(criteria.nights);
  } else {
    query.checkin = criteria.checkin;
    if (criteria.isDayUse) query.is_day_use = 'true';
    else query.checkout = criteria.checkout;
  }
  if (kidsType === 'ages' && rooms.some((room) => room.children > 0)) {
    query.kids_ages = JSON.stringify(criteria.rooms.map((room) => room.ages));
  }
  if (criteria.promoCode) query.promo_code = criteria.promoCode;
  if (criteria.couponCode) query.coupon_code = criteria.couponCode;
  if (criteria.mode) query.mode = criteria.mode;
  if (criteria.roomTypeCodes.length > 0) query.room_type_codes = criteria.roomTypeCodes.join(',');
  if (criteria.hotelPlanCodes.length > 0) query.hotel_plan_codes = criteria.hotelPlanCodes.join(',');
  return query;
}

export function roomsQueryOptions(hotelId: number, query: z.input<typeof ZRoomsQuery>) {
  return queryOptions({
    queryKey: roomKeys.search(hotelId, query),
    queryFn: ({ signal }) => callApi(getRooms, { params: { hotelId }, query, signal }),
  });
}

import { queryOptions } from '@tanstack/react-query';
import type { UiLocale } from '#domain/constants/locales.ts';
import { getExtras } from '#domain/contracts/extras.ts';
import { callApi } from '#app/api/api-client.ts';
import { reservationKeys } from '#app/shared/reservations/reservation-keys.ts';

/** The hotel's extras for the stay (`GET /hotels/{id}/extras`): dated ones priced and stocked per night. */
export function extrasQueryOptions(hotelId: number, checkin: string, checkout: string, locale: UiLocale) {
  const query = { checkin, checkout, locale };
  return queryOptions({
    queryKey: reservationKeys.extras(hotelId, query),
    queryFn: ({ signal }) => callApi(getExtras, { params: { hotelId }, query, signal }),
    select: (answer) => answer.extras,
  });
}

import { queryOptions } from '@tanstack/react-query';
import type { UiLocale } from '../../../../../domain/constants/locales';
import { getRooms, toRoomsQuery } from '../../../../../domain/contracts/rooms';
import { callApi } from '../../../lib/api-client';
import { roomKeys } from '../../../lib/query-keys';
import { stayCriteria, type Stay } from '../../../lib/stay-query';

export function roomsQueryOptions(hotelId: number, stay: Stay, locale: UiLocale) {
  const query = toRoomsQuery(stayCriteria(stay), locale);
  return queryOptions({
    queryKey: roomKeys.search(hotelId, query),
    queryFn: ({ signal }) => callApi(getRooms, { params: { hotelId }, query, signal }),
  });
}

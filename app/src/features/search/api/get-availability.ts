import { queryOptions } from '@tanstack/react-query';
import type { QueryOf } from '#domain/contracts/contract.ts';
import { getRoomsAvailability } from '#domain/contracts/rooms-availability.ts';
import { callApi } from '#app/api/api-client.ts';
import { searchKeys } from './keys';

export function availabilityQueryOptions(hotelId: number, query: QueryOf<typeof getRoomsAvailability>) {
  return queryOptions({
    queryKey: searchKeys.availability(hotelId, query),
    queryFn: ({ signal }) => callApi(getRoomsAvailability, { params: { hotelId }, query, signal }),
  });
}

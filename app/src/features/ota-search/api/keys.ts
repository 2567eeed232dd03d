import type { QueryOf } from '#domain/contracts/contract.ts';
import type { searchOtaHotels } from '#domain/contracts/ota-hotels.ts';
import { rootKey } from '#app/api/query-keys.ts';

export const otaHotelKeys = {
  all: [...rootKey, 'ota-hotels'] as const,
  search: (query: QueryOf<typeof searchOtaHotels>) => [...otaHotelKeys.all, query] as const,
  catalogue: (query: Record<string, string>) => [...otaHotelKeys.all, 'catalogue', query] as const,
  ratings: (codes: string) => [...otaHotelKeys.all, 'ratings', codes] as const,
};

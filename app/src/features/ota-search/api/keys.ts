import type { QueryOf } from '../../../../../domain/contracts/contract';
import type { searchOtaHotels } from '../../../../../domain/contracts/ota-hotels';
import { rootKey } from '../../../lib/query-keys';

export const otaHotelKeys = {
  all: [...rootKey, 'ota-hotels'] as const,
  search: (query: QueryOf<typeof searchOtaHotels>) => [...otaHotelKeys.all, query] as const,
};

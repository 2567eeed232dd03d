import type { QueryOf } from '../../../../../domain/contracts/contract';
import type { getHotelAdditionalQuestions } from '../../../../../domain/contracts/hotel-additional-questions';
import type { getRoomsAvailability } from '../../../../../domain/contracts/rooms-availability';
import { rootKey } from '../../../lib/query-keys';

/** Keys of the search screens' server state besides the rooms search itself (lib/query-keys roomKeys). */
export const searchKeys = {
  availability: (hotelId: number, query: QueryOf<typeof getRoomsAvailability>) =>
    [...rootKey, 'rooms-availability', hotelId, query] as const,
  notifications: (hotelId: number, query: QueryOf<typeof getHotelAdditionalQuestions>) =>
    [...rootKey, 'hotel-questions', hotelId, query] as const,
};

import type { QueryOf } from '#domain/contracts/contract.ts';
import type { getCancellationPolicies } from '#domain/contracts/cancellation-policies.ts';
import type { getHotelAdditionalQuestions } from '#domain/contracts/hotel-additional-questions.ts';
import type { getRoomsAvailability } from '#domain/contracts/rooms-availability.ts';
import { rootKey } from '#app/api/query-keys.ts';

/** Keys of the search screens' server state besides the rooms search itself (lib/query-keys roomKeys). */
export const searchKeys = {
  availability: (hotelId: number, query: QueryOf<typeof getRoomsAvailability>) =>
    [...rootKey, 'rooms-availability', hotelId, query] as const,
  ratePolicies: (hotelId: number, query: QueryOf<typeof getCancellationPolicies>) => [...rootKey, 'rate-policies', hotelId, query] as const,
  notifications: (hotelId: number, query: QueryOf<typeof getHotelAdditionalQuestions>) =>
    [...rootKey, 'hotel-questions', hotelId, query] as const,
};

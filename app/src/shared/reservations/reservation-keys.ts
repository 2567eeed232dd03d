import type { QueryOf } from '#domain/contracts/contract.ts';
import type { getExtras } from '#domain/contracts/extras.ts';
import type { getHotelAdditionalQuestions } from '#domain/contracts/hotel-additional-questions.ts';
import type { getRoomsPrice } from '#domain/contracts/rooms-price.ts';
import { rootKey } from '#app/api/query-keys.ts';

export const reservationKeys = {
  all: [...rootKey, 'reservations'] as const,
  detail: (hotelId: number, reservationNumber: string) => [...reservationKeys.all, hotelId, reservationNumber] as const,
  price: (hotelId: number, query: QueryOf<typeof getRoomsPrice>) => [...reservationKeys.all, 'price', hotelId, query] as const,
  questions: (hotelId: number, query: QueryOf<typeof getHotelAdditionalQuestions>) => [...reservationKeys.all, 'questions', hotelId, query] as const,
  notifications: (hotelId: number, query: QueryOf<typeof getHotelAdditionalQuestions>) => [...reservationKeys.all, 'notifications', hotelId, query] as const,
  extras: (hotelId: number, query: QueryOf<typeof getExtras>) => [...reservationKeys.all, 'extras', hotelId, query] as const,
};

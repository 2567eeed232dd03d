import type { QueryOf } from '#domain/contracts/contract.ts';
import type { getRoomsPrice } from '#domain/contracts/rooms-price.ts';
import { rootKey } from '#app/api/query-keys.ts';

export const reservationKeys = {
  all: [...rootKey, 'reservations'] as const,
  detail: (hotelId: number, reservationNumber: string) => [...reservationKeys.all, hotelId, reservationNumber] as const,
  price: (hotelId: number, query: QueryOf<typeof getRoomsPrice>) => [...reservationKeys.all, 'price', hotelId, query] as const,
};

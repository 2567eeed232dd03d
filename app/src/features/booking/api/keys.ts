import type { QueryOf } from '../../../../../domain/contracts/contract';
import type { getRoomsPrice } from '../../../../../domain/contracts/rooms-price';
import { rootKey } from '../../../lib/query-keys';

export const reservationKeys = {
  all: [...rootKey, 'reservations'] as const,
  detail: (hotelId: number, reservationNumber: string) => [...reservationKeys.all, hotelId, reservationNumber] as const,
  price: (hotelId: number, query: QueryOf<typeof getRoomsPrice>) => [...reservationKeys.all, 'price', hotelId, query] as const,
};

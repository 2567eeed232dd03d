import { rootKey } from '../../../lib/query-keys';

export const reservationKeys = {
  all: [...rootKey, 'reservations'] as const,
  detail: (hotelId: number, reservationNumber: string) => [...reservationKeys.all, hotelId, reservationNumber] as const,
};

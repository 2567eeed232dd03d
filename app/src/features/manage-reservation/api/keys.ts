import { rootKey } from '#app/api/query-keys.ts';

/** One prefix per managed reservation: a change or cancellation refreshes the reservation and its options at once. */
export const manageKeys = {
  reservation: (hotelId: number, reservationNumber: string) => [...rootKey, 'managed-reservation', hotelId, reservationNumber] as const,
  details: (hotelId: number, reservationNumber: string) => [...manageKeys.reservation(hotelId, reservationNumber), 'details'] as const,
  management: (hotelId: number, reservationNumber: string) => [...manageKeys.reservation(hotelId, reservationNumber), 'management'] as const,
  questions: (hotelId: number, query: Record<string, string>) => [...rootKey, 'managed-questions', hotelId, query] as const,
  /** The review state follows whoever is signed in, so the member token is part of the key. */
  review: (hotelId: number, reservationNumber: string, userToken: string | null) => [...rootKey, 'reservation-review', hotelId, reservationNumber, userToken] as const,
};

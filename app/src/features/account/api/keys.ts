import { rootKey } from '#app/api/query-keys.ts';
import type { ReservationListState } from '../utils/reservation-list-state';

/**
 * My account's server state. Both follow whoever is signed in, so the member token is part of each key: a sign-in
 * as somebody else (or the same member's re-keyed session) never shows a cached answer of the one before.
 */
export const accountKeys = {
  all: [...rootKey, 'my-account'] as const,
  profile: (userToken: string | null) => [...accountKeys.all, 'profile', userToken] as const,
  reservations: (userToken: string | null, state: ReservationListState) => [...accountKeys.all, 'reservations', userToken, state] as const,
};

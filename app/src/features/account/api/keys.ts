import type { UiLocale } from '#domain/constants/locales.ts';
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
  points: (userToken: string | null, locale: UiLocale) => [...accountKeys.all, 'points', userToken, locale] as const,
  pointsTimeline: (userToken: string | null, locale: UiLocale, page: number) => [...accountKeys.all, 'points-timeline', userToken, locale, page] as const,
  pointExchanges: (userToken: string | null, page: number) => [...accountKeys.all, 'point-exchanges', userToken, page] as const,
  coupons: (userToken: string | null) => [...accountKeys.all, 'coupons', userToken] as const,
  vouchers: (userToken: string | null, locale: UiLocale) => [...accountKeys.all, 'vouchers', userToken, locale] as const,
  savedCards: (userToken: string | null) => [...accountKeys.all, 'saved-cards', userToken] as const,
};

import type { UiLocale } from '#domain/constants/locales.ts';
import { rootKey } from '#app/api/query-keys.ts';

/**
 * The lottery's server state. Entries follow whoever is signed in, so the member token is part of their keys: a
 * sign-in as somebody else never shows the entries of the one before.
 */
export const lotteryKeys = {
  all: [...rootKey, 'lottery'] as const,
  event: (hotelId: number, eventId: number, locale: UiLocale, accessToken: string | null) => [...lotteryKeys.all, 'event', hotelId, eventId, locale, accessToken] as const,
  entries: (userToken: string | null) => [...lotteryKeys.all, 'entries', userToken] as const,
  entry: (userToken: string | null, hotelId: number, entryNumber: string, locale: UiLocale) => [...lotteryKeys.entries(userToken), hotelId, entryNumber, locale] as const,
  mine: (userToken: string | null, locale: UiLocale) => [...lotteryKeys.entries(userToken), 'mine', locale] as const,
};

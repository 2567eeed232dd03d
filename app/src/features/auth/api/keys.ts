import type { BookLanguage } from '#domain/constants/locales.ts';
import { rootKey } from '#app/api/query-keys.ts';

/** Keys of the membership screens' server state. */
export const authKeys = {
  afterSignInNotices: (hotelId: number, language: BookLanguage) => [...rootKey, 'after-sign-in-notices', hotelId, language] as const,
};

import { queryOptions } from '@tanstack/react-query';
import type { UiLocale } from '#domain/constants/locales.ts';
import { accountKeys } from './keys';

/**
 * The member's vouchers, asked for by the promotions page and by the shell's login menu on every page. The call
 * and the loyalty contracts it parses with download with the first call, so a guest, who is never asked, never
 * downloads them (issue 20).
 */
export function vouchersQueryOptions(hotelId: number, userToken: string | null, locale: UiLocale) {
  return queryOptions({
    queryKey: accountKeys.vouchers(userToken, locale),
    queryFn: async ({ signal }) => (await import('./loyalty')).fetchVouchers(hotelId, locale, signal),
  });
}

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { accountKeys } from '#app/features/account/api/keys.ts';
import { vouchersQueryOptions } from '#app/features/account/api/loyalty.ts';
import { useAuthStore } from '#app/features/auth/stores/auth-store.ts';
import { useLocale } from '#app/i18n/use-locale.ts';
import { useSessionStore } from '#app/platform/stores/session-store.ts';
import { useHotelSettings } from '#app/shared/hotel/hotel-settings.tsx';
import { paths } from '../paths';

/**
 * Whether the signed-in member holds vouchers, for the login menu's coupons item ("coupons only when vouchers
 * exist"). Document 2 section 7.7: vouchers are fetched on sign-in and on each route change. Nobody but a member
 * signed in to a membership-login brand is asked about (the call needs the member's token; ADR 223). Nor on the
 * confirmation page: its link ends every session of the member and signs the opener in anew, so a call with the
 * token the page opened with would race the confirmation and be refused.
 */
export function useHasVouchers(): boolean {
  const settings = useHotelSettings();
  const { locale } = useLocale();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const userToken = useSessionStore((store) => store.userToken);
  const member = useAuthStore((store) => store.user !== null);
  const enabled = member && userToken !== null && settings.membership?.login_enabled === true && pathname !== paths.memberConfirmation.path;
  const vouchers = useQuery({ ...vouchersQueryOptions(settings.hotel_id, userToken, locale), enabled });
  // Asked again when the route changes (not on the first render, which the query itself fetches).
  const lastPath = useRef(pathname);
  useEffect(() => {
    if (lastPath.current === pathname) return;
    lastPath.current = pathname;
    if (enabled) void queryClient.invalidateQueries({ queryKey: accountKeys.vouchers(userToken, locale), refetchType: 'active' }, { cancelRefetch: false });
  }, [enabled, pathname, queryClient, userToken, locale]);
  return enabled && (vouchers.data?.length ?? 0) > 0;
}

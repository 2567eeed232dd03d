import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useMatches, useSearchParams } from 'react-router';
import { accountKeys } from '#app/features/account/api/keys.ts';
import { vouchersQueryOptions } from '#app/features/account/api/vouchers-query.ts';
import { useAuthStore } from '#app/features/auth/stores/auth-store.ts';
import { useLocale } from '#app/i18n/use-locale.ts';
import { useSessionStore } from '#app/platform/stores/session-store.ts';
import { useHotelSettings } from '#app/shared/hotel/hotel-settings.tsx';
import { changesSession } from '../routing/session-changing';

/**
 * Whether the signed-in member holds vouchers, for the login menu's coupons item ("coupons only when vouchers
 * exist"). Document 2 section 7.7: vouchers are fetched on sign-in and on each route change. Nobody but a member
 * signed in to a membership-login brand is asked about (the call needs the member's token; ADR 223). Nor while the
 * session is being replaced: on a page that changes it (its route says so), or while the address still hands over a
 * sign-in (a refresh token, the brand's custom auth token); the token in hand would be refused mid-change.
 */
export function useHasVouchers(): boolean {
  const settings = useHotelSettings();
  const { locale } = useLocale();
  const { pathname } = useLocation();
  const matches = useMatches();
  const [searchParams] = useSearchParams();
  const customAuthToken = settings.membership?.custom_auth_token_name;
  const handingOver = searchParams.has('refresh_token') || (customAuthToken ? searchParams.has(customAuthToken) : false);
  const queryClient = useQueryClient();
  const userToken = useSessionStore((store) => store.userToken);
  const member = useAuthStore((store) => store.user !== null);
  const settled = !handingOver && !changesSession(matches);
  const enabled = member && userToken !== null && settings.membership?.login_enabled === true && settled;
  // The token is checked again as the call starts: a host's logout reads everything again before this re-renders.
  const vouchers = useQuery({ ...vouchersQueryOptions(settings.hotel_id, userToken, locale), enabled: () => enabled && useSessionStore.getState().userToken === userToken });
  // Asked again when the route changes (not on the first render, which the query itself fetches).
  const lastPath = useRef(pathname);
  useEffect(() => {
    if (lastPath.current === pathname) return;
    lastPath.current = pathname;
    if (enabled) void queryClient.invalidateQueries({ queryKey: accountKeys.vouchers(userToken, locale), refetchType: 'active' }, { cancelRefetch: false });
  }, [enabled, pathname, queryClient, userToken, locale]);
  return enabled && (vouchers.data?.length ?? 0) > 0;
}

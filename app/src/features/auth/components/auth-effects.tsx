import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useHotelSettings } from '#app/shared/hotel/hotel-settings.tsx';
import { useHotelLink } from '#app/shared/hotel/use-hotel-link.ts';
import { showGlobalMessage } from '#app/platform/stores/error-store.ts';
import { useSessionStore } from '#app/platform/stores/session-store.ts';
import { authenticateByBrand, authHotelOf, exchangeRefreshTokenOnce } from '../api/member-session';
import { useAuthStore } from '../stores/auth-store';
import { isMidFlow } from '../utils/login-display';

export type AuthEffectsProps = {
  /** The booking result path: where a changed sign-in mid-flow sends the guest. */
  resultsPath: string;
  /** Paths where a brand custom auth token is honoured: booking result and facilities. */
  customAuthPaths: readonly string[];
};

/** Codes already sent by this document: one attempt per code, however often the page renders. */
const triedCustomAuthCodes = new Set<string>();

/**
 * The membership rules that follow the address after the startup (document 1 section 4): a new refresh_token is
 * exchanged, a brand custom auth token on result or facilities signs in by brand auth, and a sign-in status that
 * changes in the middle of a booking sends the guest back to search. Renders nothing.
 */
export function AuthEffects({ resultsPath, customAuthPaths }: AuthEffectsProps) {
  const { t } = useTranslation('auth');
  const settings = useHotelSettings();
  const { pathname } = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const link = useHotelLink();
  const queryClient = useQueryClient();
  const searchReady = useAuthStore((state) => state.searchReady);
  const signedIn = useSessionStore((state) => state.userToken !== null);
  const membership = settings.membership;
  const refreshToken = searchParams.get('refresh_token');
  const tokenName = membership?.custom_auth_token_name ?? null;
  const customAuthCode = tokenName ? searchParams.get(tokenName) : null;

  useEffect(() => {
    if (!membership || !searchReady || !refreshToken) return;
    void exchangeRefreshTokenOnce(authHotelOf(settings), refreshToken).then((exchanged) => {
      if (exchanged) void queryClient.invalidateQueries();
    });
  }, [membership, searchReady, refreshToken, settings, queryClient]);

  useEffect(() => {
    if (!searchReady || !tokenName || !customAuthCode) return;
    // A single-use credential (ADR 190): it leaves the address at once, on any page, before the call, so a reload,
    // a shared link or a later navigation never carries it again. Only result and facilities spend it.
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(tokenName);
        return next;
      },
      { replace: true },
    );
    if (!customAuthPaths.includes(pathname) || triedCustomAuthCodes.has(customAuthCode)) return;
    triedCustomAuthCodes.add(customAuthCode);
    void authenticateByBrand(authHotelOf(settings), customAuthCode).then(() => queryClient.invalidateQueries());
  }, [searchReady, tokenName, customAuthCode, customAuthPaths, pathname, settings, setSearchParams, queryClient]);

  // "Sign-in status changing mid-flow redirects to search."
  const shownStatus = useRef(signedIn);
  useEffect(() => {
    if (shownStatus.current === signedIn) return;
    shownStatus.current = signedIn;
    if (!searchReady || !isMidFlow(pathname)) return;
    showGlobalMessage(t('statusChanged'), 'warning');
    void navigate(link(resultsPath), { replace: true });
  }, [signedIn, searchReady, pathname, navigate, link, resultsPath, t]);

  return null;
}

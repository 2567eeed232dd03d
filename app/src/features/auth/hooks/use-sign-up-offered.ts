import { useSearchParams } from 'react-router';
import { isSignUpOffered } from '#domain/rules/sign-up.ts';
import { useHotelSettings } from '#app/shared/hotel/hotel-settings.tsx';
import { useSessionStore } from '#app/platform/stores/session-store.ts';
import { useAuthStore } from '../stores/auth-store';

/** The search runs in voucher mode: mode=voucher in the address (document 1 section 2, search form parameters). */
export function isVoucherMode(searchParams: URLSearchParams): boolean {
  return searchParams.get('mode') === 'voucher';
}

/** The brand's custom authentication is in play: signed in by it, or its token is in the address. */
export function useCustomAuth(): boolean {
  const settings = useHotelSettings();
  const [searchParams] = useSearchParams();
  const byBrandAuth = useAuthStore((state) => state.byBrandAuth);
  const tokenName = settings.membership?.custom_auth_token_name;
  return byBrandAuth || (tokenName ? searchParams.has(tokenName) : false);
}

/** Whether sign-up is offered here and now (document 1 section 4, `isSignUpOffered`). */
export function useSignUpOffered(): boolean {
  const settings = useHotelSettings();
  const [searchParams] = useSearchParams();
  const signedIn = useSessionStore((state) => state.userToken !== null);
  const customAuth = useCustomAuth();
  return isSignUpOffered({ settings: settings.membership, signedIn, customAuth, voucherMode: isVoucherMode(searchParams) });
}

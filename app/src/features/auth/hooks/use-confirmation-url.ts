import { useSearchParams } from 'react-router';
import { useHotelSettings } from '#app/shared/hotel/hotel-settings.tsx';
import { useSessionStore } from '#app/platform/stores/session-store.ts';
import { confirmationUrlFor } from '../api/sign-up';
import type { SignUpFlow } from '../utils/sign-up-flow';

/**
 * Builds the address a sign-up's mailed link opens: this flow's done page on this app, with the hotel code, the
 * language, the way back (urlBack) and the flow's own context (the chat's user).
 */
export function useConfirmationUrl(flow: SignUpFlow): () => Promise<string> {
  const settings = useHotelSettings();
  const [searchParams] = useSearchParams();
  const urlBack = searchParams.get('urlBack');
  return async () => {
    const query = { hotel_code: settings.hotel_code, locale: useSessionStore.getState().locale, urlBack, ...(await flow.linkContext()) };
    return confirmationUrlFor(window.location.origin, flow.donePath, query);
  };
}

import { useTranslation } from 'react-i18next';
import { useAuthStore } from '#app/features/auth/stores/auth-store.ts';
import { HandOverPage, type HandOver } from '#app/features/chatbot/components/hand-over-page.tsx';
import { useHotelSettings } from '#app/shared/hotel/hotel-settings.tsx';
import { clearGlobalError } from '#app/platform/stores/error-store.ts';
import { useShellStore } from '#app/platform/stores/shell-store.ts';
import { STARTUP_TOKEN_KEYS } from '#app/platform/read-startup-query.ts';
import { useHandOver } from './use-hand-over';

/**
 * /iframe-token: a chatbot hands the app a member's sign-in. The startup has already done the work on this route
 * as on any other (an access token checked with the identity call and adopted, a one-time access token exchanged,
 * falling back to a plain lookup when it was spent), storing the sign-in for the brand, where the booking app's
 * other frames find it (the chatbot then sends refresh-login); the parent heard `login`, never the token. This
 * page says how it went.
 */
export function Component() {
  const { t } = useTranslation('common');
  const settings = useHotelSettings();
  const query = useShellStore((state) => state.query);
  const handOver = useHandOver(async (): Promise<HandOver> => {
    const handedOver = Boolean(query?.accessToken ?? query?.oneTimeAccessToken);
    if (handedOver && useAuthStore.getState().user) return { status: 'done', message: t('handOver.signedIn') };
    // The page's own alert says what to do here; the startup's banner would say it twice.
    clearGlobalError();
    return { status: 'failed', message: t('handOver.signInFailed') };
  }, STARTUP_TOKEN_KEYS);
  return (
    <HandOverPage title={t('handOver.signInTitle')} hotelName={settings.hotel_name} workingLabel={t('handOver.signingIn')} handOver={handOver} />
  );
}

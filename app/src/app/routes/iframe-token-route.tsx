import { useTranslation } from 'react-i18next';
import { getIdentity } from '../../../../domain/contracts/memberships';
import { adoptSignIn, authHotelOf } from '../../features/auth/api/member-session';
import { useAuthStore } from '../../features/auth/stores/auth-store';
import { HandOverPage, type HandOver } from '../../features/chatbot/components/hand-over-page';
import { callApi } from '../../lib/api-client';
import { useHotelSettings } from '../../lib/hotel-settings';
import { useShellStore } from '../../stores/shell-store';
import { useHandOver } from './use-hand-over';

/** Address keys carrying the token a chatbot hands over; taken out of the address once read. */
const TOKEN_KEYS = ['accessToken', 'login_token', 'one_time_access_token'] as const;

/**
 * /iframe-token: a chatbot hands the app a member's sign-in. An access token (accessToken or login_token) is
 * checked with the identity call and adopted; a one-time access token was already exchanged for a new session by
 * the startup (which falls back to a plain lookup when it was spent). Either way a sign-in is stored for the
 * brand, where the booking app's other frames find it (the chatbot then sends refresh-login), and the parent
 * hears `login`, never the token.
 */
export function Component() {
  const { t } = useTranslation('common');
  const settings = useHotelSettings();
  const query = useShellStore((state) => state.query);
  const handOver = useHandOver(async (): Promise<HandOver> => {
    const failed: HandOver = { status: 'failed', message: t('handOver.signInFailed') };
    const hotel = authHotelOf(settings);
    if (query?.accessToken) {
      try {
        const identity = await callApi(getIdentity, { params: { hotelId: hotel.hotelId }, userToken: query.accessToken });
        if (identity.session === null || identity.expires_at === null || identity.user === null) return failed;
        adoptSignIn(hotel, { session: identity.session, expires_at: identity.expires_at, user: identity.user, organization: identity.organization });
      } catch {
        return failed;
      }
    } else if (!query?.oneTimeAccessToken) {
      return failed;
    }
    return useAuthStore.getState().user ? { status: 'done', message: t('handOver.signedIn') } : failed;
  }, TOKEN_KEYS);
  return (
    <HandOverPage title={t('handOver.signInTitle')} hotelName={settings.hotel_name} workingLabel={t('handOver.signingIn')} handOver={handOver} />
  );
}

import { useTranslation } from 'react-i18next';
import { HandOverPage } from '#app/features/chatbot/components/hand-over-page.tsx';
import { useHotelSettings } from '#app/shared/hotel/hotel-settings.tsx';
import { useTokenHandOver } from './use-token-hand-over';

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
  const handOver = useTokenHandOver();
  return (
    <HandOverPage title={t('handOver.signInTitle')} hotelName={settings.hotel_name} workingLabel={t('handOver.signingIn')} handOver={handOver} />
  );
}

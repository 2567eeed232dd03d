import { useTranslation } from 'react-i18next';
import { HandOverPage } from '#app/features/chatbot/components/hand-over-page.tsx';
import { useHotelSettings } from '#app/shared/hotel/hotel-settings.tsx';
import { useLiffHandOver } from './use-liff-hand-over';

/**
 * /iframe-liff-token: a LINE LIFF page hands over its LIFF access token and the LINE user is signed in as the
 * brand's member; the parent hears `login`.
 */
export function Component() {
  const { t } = useTranslation('common');
  const settings = useHotelSettings();
  const handOver = useLiffHandOver();
  return (
    <HandOverPage title={t('handOver.lineTitle')} hotelName={settings.hotel_name} workingLabel={t('handOver.lineSigningIn')} handOver={handOver} />
  );
}

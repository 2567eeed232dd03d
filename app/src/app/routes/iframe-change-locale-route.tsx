import { useTranslation } from 'react-i18next';
import { HandOverPage } from '#app/features/chatbot/components/hand-over-page.tsx';
import { useHotelSettings } from '#app/shared/hotel/hotel-settings.tsx';
import { useLocaleHandOver } from './use-locale-hand-over';

/**
 * /iframe-change-locale?locale=…: a chatbot changes the embedded booking app's language; the app's other frames
 * follow it at once and start in it next time.
 */
export function Component() {
  const { t } = useTranslation('common');
  const settings = useHotelSettings();
  const handOver = useLocaleHandOver();
  return (
    <HandOverPage
      title={t('handOver.languageTitle')}
      hotelName={settings.hotel_name}
      workingLabel={t('handOver.changingLanguage')}
      handOver={handOver}
    />
  );
}

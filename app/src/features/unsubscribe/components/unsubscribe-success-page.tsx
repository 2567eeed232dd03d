import { useTranslation } from 'react-i18next';
import { DocumentTitle } from '#app/components/ui/document-title.tsx';
import { PageHeading } from '#app/components/ui/page-heading.tsx';
import { useHotelSettings } from '#app/shared/hotel/hotel-settings.tsx';
import styles from './unsubscribe.module.css';

/** /unsubscribe-email/success: where a confirmed unsubscribe lands. */
export function UnsubscribeSuccessPage() {
  const { t } = useTranslation('unsubscribe');
  const settings = useHotelSettings();
  return (
    <div className={styles.page}>
      <DocumentTitle page={t('success.title')} hotelName={settings.hotel_name} />
      <PageHeading>{t('success.title')}</PageHeading>
      <p role="status">{t('success.lead', { brand: settings.hotel_brand_name })}</p>
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import type { BookingWidgetSettings } from '#domain/entities/settings.ts';
import { PageFrame } from '#app/components/layout/page-frame.tsx';
import { PageHeading } from '#app/components/ui/page-heading.tsx';
import { useDocumentTitle } from '#app/components/ui/document-title.tsx';
import { hotelLogo } from '../shell/hotel-logo';
import styles from './simple-page.module.css';

/** "Maintenance notice, with a service-unavailable page": replaces the app while the hotel is under maintenance. */
export function MaintenancePage({ settings }: { settings: Pick<BookingWidgetSettings, 'hotel_name' | 'hotel_brand_name' | 'logo'> }) {
  const { t } = useTranslation('common');
  useDocumentTitle(t('maintenance.title'));
  return (
    <PageFrame hotelName={settings.hotel_name} logo={hotelLogo(settings)}>
      <div className={styles.page}>
        <PageHeading>{t('maintenance.title')}</PageHeading>
        <p>{t('maintenance.body')}</p>
      </div>
    </PageFrame>
  );
}

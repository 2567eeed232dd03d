import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../components/layout/page-frame';
import { PageHeading } from '../../components/ui/page-heading';
import styles from './simple-page.module.css';

/** "Maintenance notice, with a service-unavailable page": replaces the app while the hotel is under maintenance. */
export function MaintenancePage({ hotelName }: { hotelName: string }) {
  const { t } = useTranslation('common');
  return (
    <PageFrame hotelName={hotelName}>
      <title>{t('maintenance.title')}</title>
      <div className={styles.page}>
        <PageHeading>{t('maintenance.title')}</PageHeading>
        <p>{t('maintenance.body')}</p>
      </div>
    </PageFrame>
  );
}

import { useTranslation } from 'react-i18next';
import { PageFrame } from '#app/components/layout/page-frame.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { PageHeading } from '#app/components/ui/page-heading.tsx';
import { useHotelSettings } from '#app/shared/hotel/hotel-settings.tsx';
import styles from './simple-page.module.css';

/**
 * A screen that failed to load or render (typically its code chunk after a new deployment): reloading fetches
 * the current one.
 */
export function RouteErrorContent() {
  const { t } = useTranslation('common');
  return (
    <div className={styles.page}>
      <PageHeading>{t('routeError.title')}</PageHeading>
      <p>{t('routeError.body')}</p>
      <Button onClick={() => window.location.reload()}>{t('routeError.reload')}</Button>
    </div>
  );
}

export function RouteErrorPage() {
  const { hotel_name: hotelName } = useHotelSettings();
  return (
    <PageFrame hotelName={hotelName}>
      <RouteErrorContent />
    </PageFrame>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DocumentTitle } from '#app/components/ui/document-title.tsx';
import { PageHeading } from '#app/components/ui/page-heading.tsx';
import { useHotelSettings } from '#app/shared/hotel/hotel-settings.tsx';
import { useHotelLink } from '#app/shared/hotel/use-hotel-link.ts';
import { paths } from '../paths';
import styles from './simple-page.module.css';

/** "Not-found page with a link back to the home page" (document 2 section 8.3). */
export function NotFoundPage() {
  const { t } = useTranslation('common');
  const { hotel_name: hotelName } = useHotelSettings();
  const link = useHotelLink();
  return (
    <div className={styles.page}>
      <DocumentTitle page={t('notFound.title')} hotelName={hotelName} />
      <PageHeading>{t('notFound.title')}</PageHeading>
      <p>{t('notFound.body')}</p>
      <Link to={link(paths.results.build())}>{t('notFound.backToSearch')}</Link>
    </div>
  );
}

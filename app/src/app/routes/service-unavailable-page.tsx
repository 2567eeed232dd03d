import { useTranslation } from 'react-i18next';
import { PageFrame } from '#app/components/layout/page-frame.tsx';
import { PageHeading } from '#app/components/ui/page-heading.tsx';
import { useDocumentTitle } from '#app/components/ui/document-title.tsx';
import { withHotelQuery } from '#app/shared/hotel/hotel-link.ts';
import { paths } from '../paths';
import styles from './simple-page.module.css';

/**
 * /503?code={hotelCode}: where a 503 answer sends the guest (document 2 section 7.13). It is headless and starts
 * nothing, so it shows even while the API is down; its link starts the app again for the same hotel.
 */
export function ServiceUnavailablePage({ hotelCode }: { hotelCode: string | null }) {
  const { t } = useTranslation('common');
  const retry = hotelCode ? withHotelQuery(paths.results.build(), hotelCode, new URLSearchParams()) : null;
  useDocumentTitle(t('serviceUnavailable.title'));
  return (
    <PageFrame headless>
      <div className={styles.page}>
        <PageHeading>{t('serviceUnavailable.title')}</PageHeading>
        <p>{t('serviceUnavailable.body')}</p>
        {retry && <a href={retry}>{t('serviceUnavailable.retry')}</a>}
      </div>
    </PageFrame>
  );
}

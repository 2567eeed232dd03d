import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { userMessageKey } from '../../../../../domain/constants/error-codes';
import { Alert } from '../../../components/ui/alert';
import { DocumentTitle } from '../../../components/ui/document-title';
import { PageHeading } from '../../../components/ui/page-heading';
import { useHotelSettings } from '../../../lib/hotel-settings';
import { maxAdultsPerRoom, readStayQuery, type Stay } from '../../../lib/stay-query';
import styles from './reservation-fail-page.module.css';

/**
 * /reservation/fail?code=…: a booking that did not go through, with the document 2 section 8.2 message of its
 * code, and the way back to the search it came from (checkin, checkout and adults of the query).
 */
export function ReservationFailPage({ resultsHref }: { resultsHref: (stay?: Stay) => string }) {
  const { t } = useTranslation('booking');
  const settings = useHotelSettings();
  const [searchParams] = useSearchParams();
  const messageKey = userMessageKey(Number(searchParams.get('code')));
  const { checkin, checkout, adults } = readStayQuery(searchParams, maxAdultsPerRoom(settings));
  const stay = checkin && checkout && adults !== undefined && checkout > checkin ? { checkin, checkout, adults } : undefined;

  return (
    <div className={styles.page}>
      <DocumentTitle page={t('failure.title')} hotelName={settings.hotel_name} />
      <PageHeading>{t('failure.title')}</PageHeading>
      <Alert>
        <p>{messageKey ? t(`failure.messages.${messageKey}`) : t('failure.generic')}</p>
      </Alert>
      <p>{t('failure.tryAgain')}</p>
      <p>
        <Link to={resultsHref(stay)}>{t('failure.backToSearch')}</Link>
      </p>
    </div>
  );
}

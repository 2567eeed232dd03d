import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { userMessageKey } from '#domain/constants/error-codes.ts';
import { Alert } from '#app/components/ui/alert.tsx';
import { DocumentTitle } from '#app/components/ui/document-title.tsx';
import { PageHeading } from '#app/components/ui/page-heading.tsx';
import { useHotelSettings } from '#app/shared/hotel/hotel-settings.tsx';
import { maxAdultsPerRoom, readStayQuery, type Stay } from '#app/shared/stay/stay-query.ts';
import type { ReservationProof } from '../api/get-reservation';
import styles from './reservation-fail-page.module.css';

/**
 * /reservation/fail?code=…: a booking that did not go through, with the document 2 section 8.2 message of its
 * code, and the way back to the search it came from (checkin, checkout and adults of the query).
 */
type ReservationFailPageProps = {
  resultsHref: (stay?: Stay) => string;
  /** The confirmation of the reservation the attempt made (current_reservation), cancelled by the failure. */
  reservationHref: (reservationNumber: string, proof: ReservationProof) => string;
};

export function ReservationFailPage({ resultsHref, reservationHref }: ReservationFailPageProps) {
  const { t } = useTranslation('booking');
  const settings = useHotelSettings();
  const [searchParams] = useSearchParams();
  const messageKey = userMessageKey(Number(searchParams.get('code')));
  const { checkin, checkout, adults } = readStayQuery(searchParams, maxAdultsPerRoom(settings));
  const stay = checkin && checkout && adults !== undefined && checkout > checkin ? { checkin, checkout, adults } : undefined;
  const current = searchParams.get('current_reservation');
  const bypassToken = searchParams.get('bypass_token');

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
      {current && bypassToken && (
        <p>
          <Link to={reservationHref(current, { bypass_token: bypassToken })}>{t('failure.seeReservation', { number: current })}</Link>
        </p>
      )}
    </div>
  );
}

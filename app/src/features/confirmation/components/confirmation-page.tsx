import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { DocumentTitle } from '#app/components/ui/document-title.tsx';
import { LoadingStatus } from '#app/components/ui/loading-status.tsx';
import { NotFoundNotice } from '#app/components/ui/not-found-notice.tsx';
import { PageHeading } from '#app/components/ui/page-heading.tsx';
import { ApiError } from '#app/api/api-error.ts';
import { reportToHost } from '#app/platform/host-bridge.ts';
import { useHotelSettings } from '#app/shared/hotel/hotel-settings.tsx';
import { useErrorText } from '#app/api/use-error-text.ts';
import { BookingSteps } from '#app/shared/reservations/booking-steps.tsx';
import { PlacementNotices } from '#app/shared/reservations/placement-notices.tsx';
import { HotelInfoBlock } from '#app/shared/hotel/hotel-info-block.tsx';
import { useReportReservationCompleted } from '#app/platform/use-report-reservation.ts';
import { reservationQueryOptions, type ReservationProof } from '../api/get-reservation';
import { reportPurchase } from '../utils/purchase-event';
import { BankTransferInstructions } from './bank-transfer-instructions';
import { AddToCalendarLink, NextSteps } from './confirmation-extras';
import { ReservationAddOns } from './reservation-add-ons';
import { ReservationDetails } from './reservation-details';
import styles from './confirmation-page.module.css';

/** /reservation/confirmation/:confirmationNumber, proven with the bypass_token or email of the query. */
type ConfirmationPageProps = {
  newBookingHref: string;
  /** Where the guest changes, cancels or gets a receipt for this reservation, proven the same way. */
  manageHref: (reservationNumber: string, proof: ReservationProof) => string;
  /** Whoever is signed in, as targeting labels: the questions that title the answers are those aimed at them. */
  visitorLabels: readonly string[];
};

export function ConfirmationPage({ newBookingHref, manageHref, visitorLabels }: ConfirmationPageProps) {
  const { t } = useTranslation('booking');
  const { hotel_name: hotelName } = useHotelSettings();
  const { confirmationNumber } = useParams();
  const [searchParams] = useSearchParams();
  const proof: ReservationProof = {
    bypass_token: searchParams.get('bypass_token') ?? undefined,
    email: searchParams.get('email') ?? undefined,
  };
  const provable = Boolean(confirmationNumber && (proof.bypass_token || proof.email));

  return (
    <div className={styles.page}>
      <DocumentTitle page={t('confirmation.pageTitle')} hotelName={hotelName} />
      {provable && confirmationNumber ? (
        <Confirmation reservationNumber={confirmationNumber} proof={proof} newBookingHref={newBookingHref} manageHref={manageHref} visitorLabels={visitorLabels} />
      ) : (
        <ReservationNotFound newBookingHref={newBookingHref} />
      )}
    </div>
  );
}

function ReservationNotFound({ newBookingHref, message }: { newBookingHref: string; message?: string }) {
  const { t } = useTranslation('booking');
  return (
    <NotFoundNotice
      title={t('confirmation.notFoundTitle')}
      message={message ?? t('confirmation.notFound')}
      linkText={t('confirmation.newBooking')}
      href={newBookingHref}
    />
  );
}

type ConfirmationProps = {
  reservationNumber: string;
  proof: ReservationProof;
  newBookingHref: string;
  manageHref: ConfirmationPageProps['manageHref'];
  visitorLabels: readonly string[];
};

function Confirmation({ reservationNumber, proof, newBookingHref, manageHref, visitorLabels }: ConfirmationProps) {
  const { t } = useTranslation('booking');
  const { hotel_id: hotelId } = useHotelSettings();
  const errorText = useErrorText();
  const reservation = useQuery(reservationQueryOptions(hotelId, reservationNumber, proof));
  const completed = reservation.data?.status === 'done' ? reservation.data : undefined;
  useReportReservationCompleted(completed ? reservationNumber : undefined);
  useEffect(() => {
    if (completed) reportPurchase(completed, (payload) => reportToHost('ga4Event', payload));
  }, [completed]);

  if (reservation.isPending) {
    return (
      <>
        <PageHeading>{t('confirmation.pageTitle')}</PageHeading>
        <LoadingStatus label={t('confirmation.loading')} />
      </>
    );
  }
  if (reservation.isError) {
    // Not found and not the guest's (a wrong token or email) read the same: the number cannot be shown.
    const unknown = reservation.error instanceof ApiError && [400, 403, 404].includes(reservation.error.status);
    return (
      <ReservationNotFound
        newBookingHref={newBookingHref}
        message={unknown ? undefined : errorText(reservation.error)}
      />
    );
  }

  const { status } = reservation.data;
  const done = status === 'done';
  return (
    <>
      <PageHeading>{t(`confirmation.titles.${status}`)}</PageHeading>
      {status !== 'cancelled' && <BookingSteps current={done ? 'done' : 'payment'} />}
      {done && <p className={styles.lead}>{t('confirmation.lead')}</p>}
      {done && (
        <PlacementNotices
          placement="place_confirmation_screen"
          roomPlanCodes={reservation.data.rooms.map((room) => room.room_plan_code)}
          checkin={reservation.data.checkin_date}
          visitorLabels={visitorLabels}
          isLotteryFlow={false}
        />
      )}
      <ReservationDetails reservation={reservation.data} />
      <ReservationAddOns reservation={reservation.data} visitorLabels={visitorLabels} />
      {done && reservation.data.payment.bank_transfer && <BankTransferInstructions transfer={reservation.data.payment.bank_transfer} />}
      {done && <NextSteps reservation={reservation.data} />}
      {done && <AddToCalendarLink reservation={reservation.data} />}
      {/* The token, never the email, goes into the address (addresses with an email are sanitised elsewhere). */}
      {status !== 'payment_pending' && (
        <Link to={manageHref(reservationNumber, { bypass_token: reservation.data.bypass_token })}>{t('confirmation.manage')}</Link>
      )}
      <Link to={newBookingHref}>{t('confirmation.newBooking')}</Link>
      {/* Last: where the guest is going, arriving after the details without moving them. */}
      {status !== 'cancelled' && <HotelInfoBlock />}
    </>
  );
}

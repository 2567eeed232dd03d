import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadingStatus } from '../../../components/ui/loading-status';
import { PageHeading } from '../../../components/ui/page-heading';
import { useHotelSettings } from '../../../lib/hotel-settings';
import type { Stay } from '../../../lib/stay-query';
import { clearBookingDraft, endAttempt } from '../utils/booking-draft';
import { OpenReservationByEmail } from './open-reservation-by-email';
import { clearPendingPayment, readPendingPayment, type PendingPayment } from '../utils/pending-payment';
import { threeDSecureResult } from '../utils/three-d-secure-result';

type ThreeDSecureReturnPageProps = {
  onSucceeded: (pending: PendingPayment) => void;
  /** `current` is the reservation the check was for, when this session started it. */
  onFailed: (code: string, stay: Stay | undefined, current: { number: string; bypass_token: string } | undefined) => void;
  /** Opens a reservation's confirmation with the booking's email, when this session lost its bypass token. */
  onOpenWithEmail: (reservationNumber: string, email: string) => void;
};

/**
 * /reservation/3ds-return: where the card issuer's page sends the guest back, with the reservation number and
 * the outcome. A success opens the confirmation; anything else the failure page with its code. The form's draft
 * is forgotten only on success; after a failure the guest finds the form filled again (the card excepted).
 */
export function ThreeDSecureReturnPage({ onSucceeded, onFailed, onOpenWithEmail }: ThreeDSecureReturnPageProps) {
  const { t } = useTranslation('booking');
  const { hotel_code: hotelCode } = useHotelSettings();
  const [searchParams] = useSearchParams();

  const [result] = useState(() => threeDSecureResult(searchParams));
  const [pending] = useState(() => (result.reservationNumber ? readPendingPayment(hotelCode, result.reservationNumber) : null));
  // The check succeeded, but this browsing session did not start it (storage lost, another tab): the booking is
  // made and mailed, only its confirmation cannot be opened here without the bypass token.
  const unproven = result.outcome === 'succeeded' && !pending;

  useEffect(() => {
    clearPendingPayment(hotelCode);
    if (result.outcome === 'succeeded') {
      clearBookingDraft(hotelCode);
      if (pending) onSucceeded(pending);
      return;
    }
    // The check failed, was cancelled or expired: that reservation is cancelled, the next submit is a new attempt.
    endAttempt(hotelCode);
    onFailed(result.code, pending?.stay, pending ? { number: pending.reservation_number, bypass_token: pending.bypass_token } : undefined);
    // Runs once per return: the outcome is read from the address the issuer sent the guest to.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (unproven) {
    return (
      <>
        <PageHeading>{t('threeDSecure.confirmedTitle')}</PageHeading>
        <p>{t('threeDSecure.confirmedElsewhere', { number: result.reservationNumber })}</p>
        {result.reservationNumber && (
          <OpenReservationByEmail
            reservationNumber={result.reservationNumber}
            onOpen={(email) => onOpenWithEmail(result.reservationNumber ?? '', email)}
          />
        )}
      </>
    );
  }
  return <LoadingStatus label={t('threeDSecure.returning')} />;
}

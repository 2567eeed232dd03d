import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadingStatus } from '#app/components/ui/loading-status.tsx';
import { PageHeading } from '#app/components/ui/page-heading.tsx';
import { useHotelSettings } from '#app/shared/hotel/hotel-settings.tsx';
import type { Stay } from '#app/shared/stay/stay-query.ts';
import { clearBookingDraft, endAttempt } from '#app/shared/booking-draft/booking-draft.ts';
import { OpenReservationByEmail } from './open-reservation-by-email';
import { takePending } from '#app/shared/payment/pending-payment-cookie.ts';
import { clearPendingPayment, type PendingPayment } from '#app/shared/payment/pending-payment.ts';
import { BookingSteps } from '#app/shared/reservations/booking-steps.tsx';
import { rememberReservation } from '#app/shared/reservations/reservation-summaries.ts';
import { threeDSecureResult } from '../utils/three-d-secure-result';

/**
 * The lookup runs once per reservation and document: the cookie gives the booking back only once, and a second
 * mount (React's strict mode, a re-render of the route) must get the same answer.
 */
const lookups = new Map<string, Promise<PendingPayment | null>>();
function takePendingOnce(hotel: { hotelId: number; hotelCode: string }, reservationNumber: string): Promise<PendingPayment | null> {
  const known = lookups.get(reservationNumber) ?? takePending(hotel, reservationNumber);
  lookups.set(reservationNumber, known);
  return known;
}

type ThreeDSecureReturnPageProps = {
  /** Called once the confirmed booking is kept among the reservation summaries. */
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
  const { hotel_code: hotelCode, hotel_id: hotelId } = useHotelSettings();
  const [searchParams] = useSearchParams();

  const [result] = useState(() => threeDSecureResult(searchParams));
  // undefined while the pending booking is looked up (storage, or the API's partitioned cookie: ADR 200).
  const [pending, setPending] = useState<PendingPayment | null | undefined>(undefined);
  // The check succeeded, but this browser did not keep the booking that started it (storage lost, another
  // browser): the booking is made and mailed, only its confirmation cannot be opened here without the bypass token.
  const unproven = result.outcome === 'succeeded' && pending === null;

  useEffect(() => {
    const number = result.reservationNumber;
    void (number ? takePendingOnce({ hotelId, hotelCode }, number) : Promise.resolve(null)).then((found) => {
      setPending(found);
      clearPendingPayment(hotelCode);
      if (result.outcome === 'succeeded') {
        clearBookingDraft(hotelCode);
        if (!found) return;
        rememberReservation({
          reservationNumber: found.reservation_number,
          hotelCode,
          checkin: found.stay.checkin,
          checkout: found.stay.checkout,
          createdAt: Date.now(),
        });
        onSucceeded(found);
        return;
      }
      // The check failed, was cancelled or expired: that reservation is cancelled, the next submit is a new attempt.
      endAttempt(hotelCode);
      onFailed(result.code, found?.stay, found ? { number: found.reservation_number, bypass_token: found.bypass_token } : undefined);
    });
    // Runs once per return: the outcome is read from the address the issuer sent the guest to.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (unproven) {
    return (
      <>
        <PageHeading>{t('threeDSecure.confirmedTitle')}</PageHeading>
        <BookingSteps current="done" />
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
  // Still the payment step: the card issuer's answer is being read, as on guest detail and the confirmation.
  return (
    <>
      <BookingSteps current="payment" />
      <LoadingStatus label={t('threeDSecure.returning')} />
    </>
  );
}

import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Alert } from '#app/components/ui/alert.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { DocumentTitle } from '#app/components/ui/document-title.tsx';
import { LoadingStatus } from '#app/components/ui/loading-status.tsx';
import { PageHeading } from '#app/components/ui/page-heading.tsx';
import { useHotelSettings } from '#app/shared/hotel/hotel-settings.tsx';
import { maxAdultsPerRoom, type Stay } from '#app/shared/stay/stay-query.ts';
import { readBookingSelection, type BookingSelection } from '#app/shared/stay/booking-selection.ts';
import { clearBookingDraft, endAttempt, readBookingDraft } from '#app/shared/booking-draft/booking-draft.ts';
import { OpenReservationByEmail } from './open-reservation-by-email';
import { takePending } from '#app/shared/payment/pending-payment-cookie.ts';
import { clearPendingPayment, type PendingPayment } from '#app/shared/payment/pending-payment.ts';
import { BookingSteps } from '#app/shared/reservations/booking-steps.tsx';
import { rememberReservation } from '#app/shared/reservations/reservation-summaries.ts';
import { threeDSecureResult, type ThreeDSecureResult } from '../utils/three-d-secure-result';

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
  /** Goes back to guest detail for the stay the guest left it with, where their draft fills the form again. */
  onBackToGuestDetail: (selection: BookingSelection) => void;
};

/**
 * The payment step's session error (document 2 section 8.3): the check lapsed (its 15 minutes passed, 3001) or this
 * browser no longer holds the booking it came back for. The guest detail the guest left, when it was kept with
 * the draft, is where they book again; without it the failure page and its way back to the search remain.
 */
function sessionErrorSelection(
  result: ThreeDSecureResult,
  pending: PendingPayment | null,
  hotelCode: string,
  maxAdults: number,
): BookingSelection | null {
  if (result.outcome === 'succeeded' || (pending !== null && result.outcome !== 'expired')) return null;
  const query = readBookingDraft(hotelCode).guest_detail_query;
  return query ? readBookingSelection(new URLSearchParams(query), maxAdults) : null;
}

/**
 * /reservation/3ds-return: where the card issuer's page sends the guest back, with the reservation number and
 * the outcome. A success opens the confirmation; anything else the failure page with its code. The form's draft
 * is forgotten only on success; after a failure the guest finds the form filled again (the card excepted).
 */
export function ThreeDSecureReturnPage({ onSucceeded, onFailed, onOpenWithEmail, onBackToGuestDetail }: ThreeDSecureReturnPageProps) {
  const { t } = useTranslation('booking');
  const settings = useHotelSettings();
  const { hotel_code: hotelCode, hotel_id: hotelId } = settings;
  const [searchParams] = useSearchParams();

  const [result] = useState(() => threeDSecureResult(searchParams));
  // undefined while the pending booking is looked up (storage, or the API's partitioned cookie: ADR 200).
  const [pending, setPending] = useState<PendingPayment | null | undefined>(undefined);
  // The check succeeded, but this browser did not keep the booking that started it (storage lost, another
  // browser): the booking is made and mailed, only its confirmation cannot be opened here without the bypass token.
  const unproven = result.outcome === 'succeeded' && pending === null;
  const [lostSession, setLostSession] = useState<BookingSelection | null>(null);

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
      const back = sessionErrorSelection(result, found, hotelCode, maxAdultsPerRoom(settings));
      if (back) {
        setLostSession(back);
        return;
      }
      onFailed(result.code, found?.stay, found ? { number: found.reservation_number, bypass_token: found.bypass_token } : undefined);
    });
    // Runs once per return: the outcome is read from the address the issuer sent the guest to.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (lostSession) {
    return (
      <>
        <DocumentTitle page={t('sessionError.title')} hotelName={settings.hotel_name} />
        <PageHeading>{t('sessionError.title')}</PageHeading>
        <BookingSteps current="payment" />
        <Alert>
          <p>{t('sessionError.message')}</p>
        </Alert>
        <p>{t('sessionError.detailsKept')}</p>
        <Button onClick={() => onBackToGuestDetail(lostSession)}>{t('sessionError.backToGuestDetail')}</Button>
      </>
    );
  }
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

import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Alert } from '#app/components/ui/alert.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { LoadingStatus } from '#app/components/ui/loading-status.tsx';
import { readBookingDraft } from '#app/shared/booking-draft/booking-draft.ts';
import { useHotelSettings } from '#app/shared/hotel/hotel-settings.tsx';
import { submitAdyenRedirect } from '#app/shared/payment/adyen-redirect-result.ts';
import { BookingSteps } from '#app/shared/reservations/booking-steps.tsx';
import { readBookingSelection, type BookingSelection } from '#app/shared/stay/booking-selection.ts';
import { maxAdultsPerRoom } from '#app/shared/stay/stay-query.ts';
import { useBookingAttempt } from '../hooks/use-booking-attempt';
import { readAdyenRedirect, updateAdyenRedirect, type AdyenRedirect } from '../utils/adyen-redirect';
import { keepBookedReservation } from '../utils/booked-in-this-browser';
import { paymentRequest } from '../utils/reservation-request';

type AdyenReturnPageProps = {
  /** Booked: the confirmation, with its proof. */
  onConfirmed: (reservationNumber: string, bypassToken: string) => void;
  /** Not booked: guest detail again, where the draft fills the form and the card says why. */
  onBackToGuestDetail: (selection: BookingSelection) => void;
  /** Not booked, and this browser no longer knows the guest detail it left: the failure page. */
  onLost: () => void;
};

/**
 * /reservation/adyen-return: Adyen's returnUrl (ADR 270). The card issuer's 3-D Secure page sends the guest back
 * with the session's id and Adyen's `redirectResult`; Adyen Web hands the result to Adyen (`submitDetails`) and only
 * an authorised session books, with the booking exactly as the session was priced for, under the attempt's key. Each
 * step is kept as it happens, so a reload neither hands the result over again nor books twice: the same key answers
 * the booking already made. A refused challenge goes back to guest detail with the card-refused message.
 */
export function AdyenReturnPage({ onConfirmed, onBackToGuestDetail, onLost }: AdyenReturnPageProps) {
  const { t } = useTranslation('booking');
  const { t: tProvider } = useTranslation('payment-providers');
  const settings = useHotelSettings();
  const { hotel_id: hotelId, hotel_code: hotelCode } = settings;
  const [searchParams] = useSearchParams();
  const attempt = useBookingAttempt(hotelId, hotelCode);
  const [unresolved, setUnresolved] = useState(false);
  const started = useRef(false);

  const backToGuestDetail = () => {
    const query = readBookingDraft(hotelCode).guest_detail_query;
    const selection = query ? readBookingSelection(new URLSearchParams(query), maxAdultsPerRoom(settings)) : null;
    if (selection) onBackToGuestDetail(selection);
    else onLost();
  };

  /** The session's result, handed to Adyen once; afterwards what was kept of it. */
  const sessionToken = async (redirect: AdyenRedirect): Promise<string | null> => {
    if (redirect.token) return redirect.token;
    const redirectResult = searchParams.get('redirectResult');
    const outcome = redirectResult
      ? await submitAdyenRedirect(
          { id: redirect.session_id, sessionData: redirect.session_data, clientKey: redirect.client_key, countryCode: redirect.country_code },
          redirectResult,
        )
      : ({ kind: 'failed' } as const);
    if (outcome.kind === 'authorised') {
      updateAdyenRedirect(hotelCode, { token: outcome.token });
      return outcome.token;
    }
    updateAdyenRedirect(hotelCode, { notice: outcome.kind });
    return null;
  };

  const settle = async () => {
    setUnresolved(false);
    const redirect = readAdyenRedirect(hotelCode);
    // Not this browser's session (another tab's return, storage lost): nothing here can book it.
    if (!redirect || redirect.session_id !== searchParams.get('sessionId')) {
      backToGuestDetail();
      return;
    }
    if (redirect.booked) {
      onConfirmed(redirect.booked.number, redirect.booked.bypass_token);
      return;
    }
    const { booking } = redirect;
    const token = redirect.notice || !booking ? null : await sessionToken(redirect);
    const payment = token ? paymentRequest(redirect.payment_type, { token, returnUrl: redirect.return_url }) : null;
    if (!payment || !booking) {
      backToGuestDetail();
      return;
    }
    const result = await attempt.send({ ...booking, payment });
    if (result.kind === 'booked') {
      const { reservation } = result;
      // What a reload needs (the confirmation's proof) stays; the guest's details go, as the draft does.
      updateAdyenRedirect(hotelCode, { booked: { number: reservation.reservation_number, bypass_token: reservation.bypass_token }, booking: undefined });
      keepBookedReservation(hotelCode, reservation);
      onConfirmed(reservation.reservation_number, reservation.bypass_token);
      return;
    }
    if (result.kind === 'refused') {
      // The booking refused the paid session (sold out meanwhile, another price): guest detail says the card
      // payment could not go on, and a new card opens a new session.
      updateAdyenRedirect(hotelCode, { notice: 'failed' });
      backToGuestDetail();
      return;
    }
    // No answer: the attempt's key is kept, and checking again asks the server before anything is sent.
    setUnresolved(true);
  };

  useEffect(() => {
    // Once per document: a second mount (React's strict mode) must not hand the result over again.
    if (started.current) return;
    started.current = true;
    void settle();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once per return, from the address Adyen sent the guest to
  }, []);

  return (
    <>
      <BookingSteps current="payment" />
      {unresolved ? (
        <>
          <Alert>{t('guestDetail.attempt.unresolved')}</Alert>
          <Button onClick={() => void settle()} disabled={attempt.phase === 'checking'}>
            {t('guestDetail.attempt.checkAgain')}
          </Button>
        </>
      ) : (
        <LoadingStatus label={tProvider('adyen.returning')} />
      )}
    </>
  );
}

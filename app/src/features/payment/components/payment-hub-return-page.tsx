import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PAYMENT_FAILED_CODE } from '#domain/constants/error-codes.ts';
import type { HubTransaction } from '#domain/contracts/payment-hub.ts';
import { LoadingStatus } from '#app/components/ui/loading-status.tsx';
import { PageHeading } from '#app/components/ui/page-heading.tsx';
import { useHotelSettings } from '#app/shared/hotel/hotel-settings.tsx';
import type { Stay } from '#app/shared/stay/stay-query.ts';
import { clearBookingDraft, endAttempt } from '#app/shared/booking-draft/booking-draft.ts';
import { takePending } from '#app/shared/payment/pending-payment-cookie.ts';
import { clearPendingPayment, type PendingPayment } from '#app/shared/payment/pending-payment.ts';
import { BookingSteps } from '#app/shared/reservations/booking-steps.tsx';
import { rememberReservation } from '#app/shared/reservations/reservation-summaries.ts';
import { getPaymentHubTransaction, settlePaymentHub } from '../api/settle-payment-hub';
import { paymentHubReturn, type PaymentHubReturn } from '../utils/payment-hub-return';
import { OpenReservationByEmail } from './open-reservation-by-email';

type Outcome = { kind: 'paid'; pending: PendingPayment | null; number: string } | { kind: 'failed'; code: string; pending: PendingPayment | null };

/**
 * One settlement per return and document: the result is good once, and a second mount (React's strict mode) must
 * get the same answer rather than a refusal of its own replay.
 */
const settlements = new Map<string, Promise<Outcome>>();

async function settleOnce(hotel: { hotelId: number; hotelCode: string }, back: PaymentHubReturn | null, numberGiven: string | null): Promise<Outcome> {
  const pending = numberGiven ? await takePending(hotel, numberGiven) : null;
  if (!back) return { kind: 'failed', code: String(PAYMENT_FAILED_CODE), pending };
  const target = { hotelId: hotel.hotelId, reservationNumber: back.reservationNumber, transactionId: back.transactionId };
  const read = (transaction: HubTransaction): Outcome =>
    transaction.status === 'captured' || transaction.status === 'authorized'
      ? { kind: 'paid', pending, number: transaction.reservation_number }
      : { kind: 'failed', code: String(transaction.failure_code ?? PAYMENT_FAILED_CODE), pending };
  try {
    return read(await settlePaymentHub(target, back.result));
  } catch {
    // Refused: not genuine (the booking is cancelled), or already used (a reload): the transaction says which.
    try {
      return read(await getPaymentHubTransaction(target));
    } catch {
      return { kind: 'failed', code: String(PAYMENT_FAILED_CODE), pending };
    }
  }
}

type PaymentHubReturnPageProps = {
  onSucceeded: (pending: PendingPayment) => void;
  onFailed: (code: string, stay: Stay | undefined, current: { number: string; bypass_token: string } | undefined) => void;
  onOpenWithEmail: (reservationNumber: string, email: string) => void;
};

/**
 * /reservation/payment-hub-return: where the payment hub's page sends the guest back (ADR 248) with its signed
 * result. The booking verifies it; a paid booking opens its confirmation, anything else the failure page with its
 * code (declined 3003, cancelled or not verified 3002, too late 3001). The draft is forgotten only once paid.
 */
export function PaymentHubReturnPage({ onSucceeded, onFailed, onOpenWithEmail }: PaymentHubReturnPageProps) {
  const { t } = useTranslation('booking');
  const { t: tProvider } = useTranslation('payment-providers');
  const { hotel_code: hotelCode, hotel_id: hotelId } = useHotelSettings();
  const [searchParams] = useSearchParams();
  const [unproven, setUnproven] = useState<string | null>(null);

  useEffect(() => {
    const back = paymentHubReturn(searchParams);
    const numberGiven = back?.reservationNumber ?? searchParams.get('reservation_number');
    const key = searchParams.toString();
    const settlement = settlements.get(key) ?? settleOnce({ hotelId, hotelCode }, back, numberGiven && /^[A-Z0-9-]{6,32}$/.test(numberGiven) ? numberGiven : null);
    settlements.set(key, settlement);
    void settlement.then((outcome) => {
      clearPendingPayment(hotelCode);
      const { pending } = outcome;
      if (outcome.kind === 'paid') {
        clearBookingDraft(hotelCode);
        // Paid, but this browser no longer holds the booking's proof (a reload, another browser): asked by email.
        if (!pending) {
          setUnproven(outcome.number);
          return;
        }
        rememberReservation({
          reservationNumber: pending.reservation_number,
          hotelCode,
          checkin: pending.stay.checkin,
          checkout: pending.stay.checkout,
          createdAt: Date.now(),
        });
        onSucceeded(pending);
        return;
      }
      // That reservation is cancelled: the next submit is a new attempt.
      endAttempt(hotelCode);
      onFailed(outcome.code, pending?.stay, pending ? { number: pending.reservation_number, bypass_token: pending.bypass_token } : undefined);
    });
    // Runs once per return: the result is read from the address the hub sent the guest to.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (unproven !== null) {
    return (
      <>
        <PageHeading>{tProvider('paymentHub.paidTitle')}</PageHeading>
        <BookingSteps current="done" />
        <p>{t('threeDSecure.confirmedElsewhere', { number: unproven })}</p>
        <OpenReservationByEmail reservationNumber={unproven} onOpen={(email) => onOpenWithEmail(unproven, email)} />
      </>
    );
  }
  return (
    <>
      <BookingSteps current="payment" />
      <LoadingStatus label={tProvider('paymentHub.returning')} />
    </>
  );
}

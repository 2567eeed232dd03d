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
import { paymentHubReturn } from '../utils/payment-hub-return';
import { amazonPayReturn } from '../utils/amazon-pay-return';
import { completeAmazonPay, getAmazonPaySession } from '../api/complete-amazon-pay';
import type { AmazonCheckoutSession } from '#domain/contracts/amazon-pay.ts';
import { OpenReservationByEmail } from './open-reservation-by-email';

type Outcome = { kind: 'paid'; pending: PendingPayment | null; number: string } | { kind: 'failed'; code: string; pending: PendingPayment | null };
/** What the provider's settlement said: paid (for this reservation number), or not, with its code. */
type Settled = { paid: true; number: string } | { paid: false; code: number | null };
type Hotel = { hotelId: number; hotelCode: string };

/** How one redirect provider's return is read and settled: the reservation it names, and the booking's verdict. */
type ReturnSettler = {
  numberOf: (query: URLSearchParams) => string | null;
  /** Settles once; null when the address is not the provider's return at all. */
  settle: (hotel: Hotel, query: URLSearchParams) => Promise<Settled> | null;
};

/**
 * One settlement per return and document: the result is good once, and a second mount (React's strict mode) must
 * get the same answer rather than a refusal of its own replay.
 */
const settlements = new Map<string, Promise<Outcome>>();

async function settleOnce(hotel: Hotel, query: URLSearchParams, settler: ReturnSettler): Promise<Outcome> {
  const numberGiven = settler.numberOf(query);
  const pending = numberGiven && /^[A-Z0-9-]{6,32}$/.test(numberGiven) ? await takePending(hotel, numberGiven) : null;
  const settlement = settler.settle(hotel, query);
  if (!settlement) return { kind: 'failed', code: String(PAYMENT_FAILED_CODE), pending };
  try {
    const settled = await settlement;
    return settled.paid ? { kind: 'paid', pending, number: settled.number } : { kind: 'failed', code: String(settled.code ?? PAYMENT_FAILED_CODE), pending };
  } catch {
    return { kind: 'failed', code: String(PAYMENT_FAILED_CODE), pending };
  }
}

/** The payment hub (ADR 248): a signed result, handed to the booking; a refused one is read back. */
const HUB_SETTLER: ReturnSettler = {
  numberOf: (query) => paymentHubReturn(query)?.reservationNumber ?? query.get('reservation_number'),
  settle: ({ hotelId }, query) => {
    const back = paymentHubReturn(query);
    if (!back) return null;
    const target = { hotelId, reservationNumber: back.reservationNumber, transactionId: back.transactionId };
    const read = (transaction: HubTransaction): Settled =>
      transaction.status === 'captured' || transaction.status === 'authorized'
        ? { paid: true, number: transaction.reservation_number }
        : { paid: false, code: transaction.failure_code };
    // Refused: not genuine (the booking is cancelled), or already used (a reload): the transaction says which.
    return settlePaymentHub(target, back.result).then(read, () => getPaymentHubTransaction(target).then(read));
  },
};

/** Amazon Pay (ADR 258): only the checkout session's id comes back; the booking checks and completes it. */
const AMAZON_PAY_SETTLER: ReturnSettler = {
  numberOf: (query) => query.get('reservation_number'),
  settle: ({ hotelId }, query) => {
    const back = amazonPayReturn(query);
    if (!back) return null;
    const target = { hotelId, reservationNumber: back.reservationNumber, sessionId: back.sessionId };
    const read = (session: AmazonCheckoutSession): Settled =>
      session.state === 'Completed' ? { paid: true, number: session.reservation_number } : { paid: false, code: session.failure_code };
    return completeAmazonPay(target).then(read, () => getAmazonPaySession(target).then(read));
  },
};

type RedirectReturnPageProps = {
  onSucceeded: (pending: PendingPayment) => void;
  onFailed: (code: string, stay: Stay | undefined, current: { number: string; bypass_token: string } | undefined) => void;
  onOpenWithEmail: (reservationNumber: string, email: string) => void;
};

/** /reservation/payment-hub-return: where the payment hub's page sends the guest back (ADR 248). */
export function PaymentHubReturnPage(props: RedirectReturnPageProps) {
  return <RedirectReturnPage {...props} settler={HUB_SETTLER} texts="paymentHub" />;
}

/** /reservation/amazon-pay-return: where Amazon Pay's page sends the guest back (ADR 258). */
export function AmazonPayReturnPage(props: RedirectReturnPageProps) {
  return <RedirectReturnPage {...props} settler={AMAZON_PAY_SETTLER} texts="amazonPay" />;
}

/**
 * Where a redirect provider's page sends the guest back. The booking verifies the payment; a paid booking opens
 * its confirmation, anything else the failure page with its code (declined 3003, cancelled or not verified 3002,
 * too late 3001). The draft is forgotten only once paid.
 */
function RedirectReturnPage({
  onSucceeded,
  onFailed,
  onOpenWithEmail,
  settler,
  texts,
}: RedirectReturnPageProps & { settler: ReturnSettler; texts: 'paymentHub' | 'amazonPay' }) {
  const { t } = useTranslation('booking');
  const { t: tProvider } = useTranslation('payment-providers');
  const { hotel_code: hotelCode, hotel_id: hotelId } = useHotelSettings();
  const [searchParams] = useSearchParams();
  const [unproven, setUnproven] = useState<string | null>(null);

  useEffect(() => {
    const key = searchParams.toString();
    const settlement = settlements.get(key) ?? settleOnce({ hotelId, hotelCode }, searchParams, settler);
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
        <PageHeading>{tProvider(`${texts}.paidTitle`)}</PageHeading>
        <BookingSteps current="done" />
        <p>{t('threeDSecure.confirmedElsewhere', { number: unproven })}</p>
        <OpenReservationByEmail reservationNumber={unproven} onOpen={(email) => onOpenWithEmail(unproven, email)} />
      </>
    );
  }
  return (
    <>
      <BookingSteps current="payment" />
      <LoadingStatus label={tProvider(`${texts}.returning`)} />
    </>
  );
}

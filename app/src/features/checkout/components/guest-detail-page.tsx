import { keepPreviousData, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { QuestionAnswer, Reservation } from '#domain/entities/reservation.ts';
import { chargesCard, type BookingPaymentType } from '#domain/rules/booking-payment.ts';
import { todayIn } from '#domain/rules/nights.ts';
import { formatMoney } from '#domain/rules/money.ts';
import { Alert, Notice } from '#app/components/ui/alert.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { DocumentTitle } from '#app/components/ui/document-title.tsx';
import { LoadingStatus } from '#app/components/ui/loading-status.tsx';
import { PageHeading } from '#app/components/ui/page-heading.tsx';
import { useHotelSettings } from '#app/shared/hotel/hotel-settings.tsx';
import { roomKeys } from '#app/api/query-keys.ts';
import { maxAdultsPerRoom } from '#app/shared/stay/stay-query.ts';
import { useErrorText } from '#app/api/use-error-text.ts';
import { useMcpCurrencyParam } from '#app/shared/hotel/use-shown-amount.ts';
import { useLocale } from '#app/i18n/use-locale.ts';
import { tokenizeCard } from '#app/shared/payment/create-card-token.ts';
import { bookingPriceQueryOptions } from '../api/get-booking-price';
import { availableSelectedPlans, selectedPlanQueryOptions, type SelectedPlan } from '../api/get-selected-plan';
import type { BookerDraftValues } from '#app/shared/booking-draft/booker-form-schema.ts';
import { clearBookingDraft, readBookingDraft, saveDraftValues } from '#app/shared/booking-draft/booking-draft.ts';
import { ApiError } from '#app/api/api-error.ts';
import { bookingRefusal, codedMessageKey } from '../utils/booking-refusal';
import { readBookingSelection, type BookingSelection } from '#app/shared/stay/booking-selection.ts';
import { cardPaymentMode } from '#app/shared/payment/card-fields.ts';
import { paymentOptions } from '../utils/payment-options';
import { useBookingAddOns } from '../hooks/use-booking-add-ons';
import { keepPending } from '#app/shared/payment/pending-payment-cookie.ts';
import { useBookingAttempt, type AttemptResult } from '../hooks/use-booking-attempt';
import { paymentRequest, reservationRequest } from '../utils/reservation-request';
import { BookingNotifications } from './booking-notifications';
import { BookingSummary } from './booking-summary';
import { CouponField } from './coupon-field';
import { ExtrasSection } from './extras-section';
import type { RoomDetails } from '#app/shared/booking-draft/room-guests.ts';
import { GuestDetailForm, type BookerRequest, type PaymentChoice } from './guest-detail-form';
import { PaymentPending } from '#app/shared/payment/payment-pending.tsx';
import styles from './guest-detail-page.module.css';

/** Where a card's 3-D Secure check sends the guest back to, and how the app leaves for the issuer's page. */
export type ChallengeNavigation = { returnUrl: string; go: (challengeUrl: string) => void };

type GuestDetailPageProps = {
  /** The results address: the search the rooms were chosen in, else the given stay's (or the default search). */
  resultsHref: (selection?: BookingSelection) => string;
  onBooked: (reservation: Reservation) => void;
  challenge: ChallengeNavigation;
  /** Whoever is signed in, as targeting labels: which questions and notifications are theirs. */
  visitorLabels: readonly string[];
};

/** /reservation/guest-detail: the chosen room again, the guest's details, the way to pay, and the booking. */
export function GuestDetailPage({ resultsHref, onBooked, challenge, visitorLabels }: GuestDetailPageProps) {
  const { t } = useTranslation('booking');
  const settings = useHotelSettings();
  const [searchParams] = useSearchParams();
  const selection = useMemo(() => readBookingSelection(searchParams, maxAdultsPerRoom(settings)), [searchParams, settings]);

  return (
    <div className={styles.page}>
      <DocumentTitle page={t('guestDetail.title')} hotelName={settings.hotel_name} />
      <PageHeading>{t('guestDetail.title')}</PageHeading>
      {selection ? (
        <ChosenRoom selection={selection} resultsHref={resultsHref} onBooked={onBooked} challenge={challenge} visitorLabels={visitorLabels} />
      ) : (
        <SelectionUnavailable resultsHref={resultsHref()} />
      )}
    </div>
  );
}

function SelectionUnavailable({ resultsHref }: { resultsHref: string }) {
  const { t } = useTranslation('booking');
  return (
    <Alert>
      <p>{t('guestDetail.selectionUnavailable')}</p>
      <p>
        <Link to={resultsHref}>{t('guestDetail.backToResults')}</Link>
      </p>
    </Alert>
  );
}

type ChosenRoomProps = GuestDetailPageProps & { selection: BookingSelection };

/** Reads every room's chosen room type and plan again, for their current availability and ways to pay. */
function ChosenRoom({ selection, resultsHref, onBooked, challenge, visitorLabels }: ChosenRoomProps) {
  const { t } = useTranslation('booking');
  const { hotel_id: hotelId } = useHotelSettings();
  const { locale } = useLocale();
  const errorText = useErrorText();
  const rooms = useQueries({ queries: selection.rooms.map((booked) => selectedPlanQueryOptions(hotelId, selection, booked, locale)) });
  const failed = rooms.find((room) => room.isError);

  if (rooms.some((room) => room.isPending)) return <LoadingStatus label={t('guestDetail.loading')} />;
  if (failed) {
    return (
      <Alert>
        <p>{errorText(failed.error)}</p>
        <Button variant="secondary" onClick={() => rooms.forEach((room) => room.isError && void room.refetch())}>
          {t('common:actions.retry')}
        </Button>
      </Alert>
    );
  }
  const chosen = availableSelectedPlans(rooms.map((room) => room.data ?? null));
  if (!chosen) return <SelectionUnavailable resultsHref={resultsHref(selection)} />;
  return (
    <BookingStep
      selection={selection}
      chosen={chosen}
      resultsHref={resultsHref(selection)}
      onBooked={onBooked}
      challenge={challenge}
      visitorLabels={visitorLabels}
    />
  );
}

type BookingStepProps = {
  selection: BookingSelection;
  /** Each room's room type and plan, in room order. */
  chosen: SelectedPlan[];
  resultsHref: string;
  onBooked: (reservation: Reservation) => void;
  challenge: ChallengeNavigation;
  visitorLabels: readonly string[];
};

function BookingStep({ selection, chosen, resultsHref, onBooked, challenge, visitorLabels }: BookingStepProps) {
  const { t } = useTranslation('booking');
  const settings = useHotelSettings();
  const { kanji_name_required: kanaRequired, customer_address_required: addressRequired } = settings;
  const { hotel_id: hotelId, hotel_code: hotelCode, currency, time_zone: timeZone, coupon_active: couponActive } = settings;
  const { locale, tag } = useLocale();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const attempt = useBookingAttempt(hotelId, hotelCode);
  /** How the last send or check was refused, shown at the form. */
  const [refusalError, setRefusalError] = useState<unknown>(null);
  const [draft] = useState(() => readBookingDraft(hotelCode).values);
  const [paymentType, setPaymentType] = useState<BookingPaymentType | ''>('');
  const payByCard = paymentType !== '' && chargesCard(paymentType);
  const [couponCode, setCouponCode] = useState<string | undefined>(() => draft.coupon_code || undefined);
  const mcpCurrency = useMcpCurrencyParam();
  // The previous price stays on screen while the price for another way to pay loads: the form stays mounted.
  const price = useQuery({
    ...bookingPriceQueryOptions(hotelId, selection, { payByCard, couponCode, mcpCurrency }, locale),
    placeholderData: keepPreviousData,
  });
  /** The new total the server named when it refused a changed price; the guest must accept it. */
  const [changedTotal, setChangedTotal] = useState<number | null>(null);
  const [tokenError, setTokenError] = useState<unknown>(null);
  // The client guard against a double click: tokenizing comes before the mutation is pending.
  const inFlight = useRef(false);
  const [submitting, setSubmitting] = useState(false);
  const [pendingChallenge, setPendingChallenge] = useState<{ url: string; expiresAt?: string | null } | null>(null);

  /** True when a booking was made (or waits for its card check); false when the guest may submit again. */
  const settle = async (result: AttemptResult): Promise<boolean> => {
    if (result.kind === 'booked') {
      const reservation = result.reservation;
      if (reservation.status === 'payment_pending' && reservation.challenge_url) {
        // The draft stays until the check succeeds: a failed check brings the guest back to a filled form. The
        // pending booking is kept where this frame can find it again (storage, or the partitioned cookie: ADR 200).
        await keepPending({ hotelId, hotelCode }, {
          reservation_number: reservation.reservation_number,
          bypass_token: reservation.bypass_token,
          stay: { checkin: selection.checkin, checkout: selection.checkout, adults: selection.adults },
        });
        setPendingChallenge({ url: reservation.challenge_url, expiresAt: reservation.payment_expires_at });
        return true;
      }
      clearBookingDraft(hotelCode);
      onBooked(reservation);
      return true;
    }
    if (result.kind === 'refused') {
      setRefusalError(result.error);
      const refusal = bookingRefusal(result.error);
      if (refusal.kind === 'price_changed') setChangedTotal(refusal.total);
      if (refusal.kind === 'sold_out' || refusal.kind === 'price_changed') {
        // The results are out of date; they refetch when the guest goes back to them.
        void queryClient.invalidateQueries({ queryKey: roomKeys.all, refetchType: 'none' });
      }
    }
    return false;
  };

  /** Checks the attempt again (the guest asked, or the page opened on an unknown outcome), guarded like a submit. */
  const checkAgain = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setRefusalError(null);
    if (!(await settle(await attempt.check()))) inFlight.current = false;
  };
  // A reload while the outcome was unknown: ask before anything else can be sent (once, also in StrictMode).
  const resumed = useRef(false);
  useEffect(() => {
    if (resumed.current || attempt.phase !== 'checking') return;
    resumed.current = true;
    void checkAgain();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the phase the page opened with matters
  }, []);

  const saveDraft = useCallback((values: BookerDraftValues) => saveDraftValues(hotelCode, values), [hotelCode]);
  const addOns = useBookingAddOns({ hotelId, hotelCode, selection, chosen, locale, draft, visitorLabels });

  /** Asks the price with the coupon first: a refused coupon leaves the current price and says why at the field. */
  const applyCoupon = async (code: string) => {
    await queryClient.fetchQuery(bookingPriceQueryOptions(hotelId, selection, { payByCard, couponCode: code, mcpCurrency }, locale));
    setCouponCode(code);
    setChangedTotal(null);
    saveDraftValues(hotelCode, { coupon_code: code });
  };
  const removeCoupon = () => {
    setCouponCode(undefined);
    setChangedTotal(null);
    saveDraftValues(hotelCode, { coupon_code: '' });
  };

  if (pendingChallenge) {
    return <PaymentPending challengeUrl={pendingChallenge.url} expiresAt={pendingChallenge.expiresAt} go={challenge.go} />;
  }
  if (price.isPending) return <LoadingStatus label={t('guestDetail.loadingPrice')} />;
  if (addOns.pending) return <LoadingStatus label={t('guestDetail.loading')} />;
  if (addOns.failure) {
    return (
      <Alert>
        <p>{errorText(addOns.failure)}</p>
        <Button variant="secondary" onClick={addOns.retry}>
          {t('common:actions.retry')}
        </Button>
      </Alert>
    );
  }
  // The price call answers a room sold out since the search as the booking does (409 sold_out, 1105).
  if (price.isError && bookingRefusal(price.error).kind === 'sold_out') {
    return (
      <Alert>
        <p>{t('guestDetail.soldOut')}</p>
        <p>
          <Link to={resultsHref}>{t('guestDetail.chooseAnotherRoom')}</Link>
        </p>
      </Alert>
    );
  }
  const priceRefusalKey = price.error instanceof ApiError ? codedMessageKey(price.error.codes) : undefined;
  if (price.isError) {
    return (
      <Alert>
        {/* A refusal with a code of section 8.2 (a members-only plan while signed out: 2304) in the guest's words. */}
        <p>{priceRefusalKey ? t(`failure.messages.${priceRefusalKey}`) : errorText(price.error)}</p>
        {/* A coupon kept from before may have expired since: without it the stay can be priced again. */}
        {couponCode ? (
          <Button variant="secondary" onClick={removeCoupon}>
            {t('guestDetail.removeCoupon')}
          </Button>
        ) : (
          <Button variant="secondary" onClick={() => void price.refetch()}>
            {t('common:actions.retry')}
          </Button>
        )}
      </Alert>
    );
  }

  // The server adds the extras to the price call's total; a changed total it names has them already.
  const total = changedTotal ?? price.data.total_price + addOns.extrasTotal;
  // A guest paying in another currency pays by card only, in temporary foreign-currency mode.
  const paymentCurrency = mcpCurrency ?? currency;
  const cardMode = cardPaymentMode(currency, paymentCurrency);
  // One reservation is paid one way: only the ways every room's plan allows.
  const options = paymentOptions(chosen.map(({ plan }) => plan), paymentCurrency, total, new Date());

  /** True when a booking was made (or waits for its card check); false when the guest may submit again. */
  const book = async (booker: BookerRequest, choice: PaymentChoice, rooms: RoomDetails[], answers: QuestionAnswer[]): Promise<boolean> => {
    setTokenError(null);
    setRefusalError(null);
    let card: { token: string; returnUrl: string } | undefined;
    if (choice.card) {
      try {
        const token = await tokenizeCard(choice.card, selection.checkout, mcpCurrency);
        card = { token: token.token, returnUrl: challenge.returnUrl };
      } catch (error) {
        setTokenError(error);
        return false;
      }
    }
    const payment = paymentRequest(choice.type, card);
    if (!payment) return false;
    const body = reservationRequest({
      selection,
      booker,
      locale,
      payment,
      expectedTotal: total,
      rooms,
      couponCode,
      answers,
      extras: addOns.extrasRequest,
      paymentCurrency: mcpCurrency,
    });
    return settle(await attempt.send(body));
  };

  const submit = async (booker: BookerRequest, choice: PaymentChoice, rooms: RoomDetails[], answers: QuestionAnswer[]) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setSubmitting(true);
    // A made booking keeps the guard on: the page is leaving, and a late second click must not book again.
    const booked = await book(booker, choice, rooms, answers);
    if (!booked) {
      inFlight.current = false;
      setSubmitting(false);
    }
  };

  const formattedTotal = formatMoney(total, currency, tag);
  const failure = tokenError ?? refusalError;
  const refusal = failure ? bookingRefusal(failure) : null;
  let formError = null;
  if (refusal?.kind === 'sold_out') {
    formError = (
      <Alert>
        <p>{t('guestDetail.soldOut')}</p>
        <p>
          <Link to={resultsHref}>{t('guestDetail.chooseAnotherRoom')}</Link>
        </p>
      </Alert>
    );
  } else if (refusal?.kind === 'price_changed') {
    formError = (
      <Alert>
        <p>{t('guestDetail.priceChanged.message', { total: formattedTotal })}</p>
      </Alert>
    );
  } else if (refusal?.kind === 'attempt_reused') {
    formError = (
      <Alert>
        <p>{t('guestDetail.attempt.reused')}</p>
      </Alert>
    );
  } else if (refusal?.kind === 'coded') {
    formError = (
      <Alert>
        <p>{t(`failure.messages.${refusal.messageKey}`)}</p>
      </Alert>
    );
  } else if (refusal) {
    formError = (
      <Alert>
        <p>{errorText(refusal.error)}</p>
      </Alert>
    );
  } else if (attempt.phase === 'not_booked') {
    formError = (
      <div role="status">
        <Notice>
          <p>{t('guestDetail.attempt.notBooked')}</p>
        </Notice>
      </div>
    );
  } else if (attempt.phase === 'unresolved') {
    formError = (
      <Alert>
        <p>{t('guestDetail.attempt.unresolved')}</p>
        <p>{errorText(attempt.checkFailure)}</p>
        <Button variant="secondary" onClick={() => void checkAgain()}>
          {t('guestDetail.attempt.checkAgain')}
        </Button>
      </Alert>
    );
  }

  return (
    <>
      <p>
        <Link to={resultsHref}>{t('guestDetail.backToResults')}</Link>
      </p>
      {/* Guest detail is the booking flow; the lottery has its own guest detail route. */}
      <BookingNotifications
        roomPlanCodes={selection.rooms.map((room) => room.room_plan_code)}
        checkin={selection.checkin}
        visitorLabels={visitorLabels}
        isLotteryFlow={false}
      />
      <BookingSummary selection={selection} chosen={chosen} price={price.data} total={total} extras={addOns.lines} />
      {couponActive && <CouponField applied={couponCode} onApply={applyCoupon} onRemove={removeCoupon} />}
      <ExtrasSection
        offered={addOns.offered}
        choices={addOns.choices}
        currency={currency}
        onQuantityChange={(extraId, date, quantity) => {
          addOns.setQuantity(extraId, date, quantity);
          setChangedTotal(null);
        }}
        onDeliveryTimeChange={(extraId, date, time) => {
          addOns.setDeliveryTime(extraId, date, time);
          setChangedTotal(null);
        }}
      />
      <GuestDetailForm
        rooms={selection.rooms.map((booked, i) => ({
          adults: booked.adults,
          name: t('guestDetail.rooms.heading', { number: i + 1, room: chosen[i]?.room.room_type_name, plan: chosen[i]?.plan.room_plan_name }),
        }))}
        extrasRequired={{ kana: kanaRequired, address: addressRequired }}
        questions={addOns.questions}
        upload={addOns.upload}
        statedTimes={settings}
        draft={draft}
        onDraftChange={saveDraft}
        paymentTypes={options.types}
        cardBlock={options.cardBlock}
        cardRules={{
          checkout: selection.checkout,
          mode: cardMode.mode,
          korean: cardMode.korean,
          charged: paymentType === 'card' ? total : 0,
          today: todayIn(timeZone),
        }}
        onPaymentTypeChange={setPaymentType}
        onSubmit={submit}
        busyLabel={
          attempt.phase === 'checking' ? t('guestDetail.attempt.checking') : submitting ? t('guestDetail.submitting') : undefined
        }
        formError={formError}
        newTotal={changedTotal === null ? undefined : formattedTotal}
      />
    </>
  );
}

import { useQueries } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { Reservation } from '#domain/entities/reservation.ts';
import { todayIn } from '#domain/rules/nights.ts';
import { formatMoney, fromMinorUnits } from '#domain/rules/money.ts';
import { Alert, Notice } from '#app/components/ui/alert.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { DocumentTitle } from '#app/components/ui/document-title.tsx';
import { announce } from '#app/components/ui/live-region.tsx';
import { LoadingStatus } from '#app/components/ui/loading-status.tsx';
import { PageHeading } from '#app/components/ui/page-heading.tsx';
import { ApiError } from '#app/api/api-error.ts';
import { PlacementNotices } from '#app/shared/reservations/placement-notices.tsx';
import { OverlapWarning } from './overlap-warning';
import { UnsavedChangesGuard } from '#app/shared/booking-draft/unsaved-changes-guard.tsx';
import { useHotelSettings } from '#app/shared/hotel/hotel-settings.tsx';
import { cardCollectorFor } from '#app/shared/payment/card-collectors.ts';
import { maxAdultsPerRoom } from '#app/shared/stay/stay-query.ts';
import { useErrorText } from '#app/api/use-error-text.ts';
import { useLocale } from '#app/i18n/use-locale.ts';
import { availableSelectedPlans, selectedPlanQueryOptions, type SelectedPlan } from '../api/get-selected-plan';
import { useBookReservation, type ChallengeNavigation } from '../hooks/use-book-reservation';
import { bookingRefusal, codedMessageKey, refusedCardField } from '../utils/booking-refusal';
import { readBookingSelection, type BookingSelection } from '#app/shared/stay/booking-selection.ts';
import { packageSearchHref } from '#app/shared/stay/package-flights.ts';
import { BookingSummary } from './booking-summary';
import { adyenNotice, forgetAdyenRedirect } from '../utils/adyen-redirect';
import { CouponField } from './coupon-field';
import { MemberDeductionsSection } from './member-deductions-section';
import { useMemberDeductions, type BookingMember, type MemberDeductions } from '../hooks/use-member-deductions';
import { useEarlyBookingCalls } from '../hooks/use-early-booking-calls';
import { planTerms } from '#app/shared/stay/booking-selection.ts';
import { ExtrasSection } from './extras-section';
import { GuestDetailForm } from './guest-detail-form';
import type { BookingFormPart, GuestDetailFormProps } from './guest-detail-form';
import { PaymentPending } from '#app/shared/payment/payment-pending.tsx';
import { BookingSteps } from '#app/shared/reservations/booking-steps.tsx';
import type { BookerDraftValues } from '#app/shared/booking-draft/booker-form-schema.ts';
import styles from './guest-detail-page.module.css';

type GuestDetailPageProps = {
  /** The results address: the search the rooms were chosen in, else the given stay's (or the default search). */
  resultsHref: (selection?: BookingSelection) => string;
  /** Called once the booking is made and kept among the reservation summaries. */
  onBooked: (reservation: Reservation) => void;
  challenge: ChallengeNavigation;
  /** Whoever is signed in, as targeting labels: which questions and notifications are theirs. */
  visitorLabels: readonly string[];
  /** The signed-in member, who may spend points and use their coupons and vouchers (ADR 224); null for a guest. */
  member?: BookingMember | null;
  /** The whole booking on this page (the default), or one of the travel-agency site's two pages of it (ADR 260). */
  split?: PageSplit;
};

/**
 * The travel-agency site's split: guest detail goes on to the payment page, which links back to change the details
 * and may show the total in another currency beside the charged one (its currency toggle).
 */
export type PageSplit =
  | { part: 'whole' }
  | { part: 'details'; onContinue: () => void }
  | { part: 'payment'; detailsHref: string; totalAside?: (total: number) => ReactNode };

const WHOLE: PageSplit = { part: 'whole' };

/** /reservation/guest-detail: the chosen room again, the guest's details, the way to pay, and the booking. */
export function GuestDetailPage({ resultsHref, onBooked, challenge, visitorLabels, member = null, split = WHOLE }: GuestDetailPageProps) {
  const { t } = useTranslation('booking');
  const settings = useHotelSettings();
  const [searchParams] = useSearchParams();
  const selection = useMemo(() => readBookingSelection(searchParams, maxAdultsPerRoom(settings)), [searchParams, settings]);
  const title = split.part === 'payment' ? t('guestDetail.split.paymentTitle') : t('guestDetail.title');

  return (
    <div className={styles.page}>
      <DocumentTitle page={title} hotelName={settings.hotel_name} />
      <PageHeading>{title}</PageHeading>
      <BookingSteps current={split.part === 'payment' ? 'payment' : 'details'} />
      {selection ? (
        <ChosenRoom
          selection={selection}
          resultsHref={resultsHref}
          onBooked={onBooked}
          challenge={challenge}
          visitorLabels={visitorLabels}
          member={member}
          split={split}
        />
      ) : (
        <SelectionUnavailable resultsHref={resultsHref()} />
      )}
    </div>
  );
}

/** Why the guest cannot book what they chose (gone, sold out), and the way back to choose again. */
function BackToResultsAlert({ message, linkText, href, quiet }: { message: string; linkText: string; href: string; quiet?: boolean }) {
  return (
    <Alert quiet={quiet}>
      <p>{message}</p>
      <p>
        <Link to={href}>{linkText}</Link>
      </p>
    </Alert>
  );
}

function SelectionUnavailable({ resultsHref }: { resultsHref: string }) {
  const { t } = useTranslation('booking');
  return <BackToResultsAlert message={t('guestDetail.selectionUnavailable')} linkText={t('guestDetail.backToResults')} href={resultsHref} />;
}

/**
 * The refusal of the last round trip at the top of the form: focused and said when it appears or changes, so the
 * guest hears it and continues from there (ADR 217).
 */
function RoundTripMessage({ children, focusKeys }: { children: ReactNode; focusKeys: readonly unknown[] }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const message = ref.current;
    if (!message) return;
    message.focus();
    announce(message.textContent ?? '');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new refusal (a new object) or phase is what counts
  }, focusKeys);
  return (
    <div ref={ref} tabIndex={-1} className={styles.message}>
      {children}
    </div>
  );
}

type ChosenRoomProps = GuestDetailPageProps & { selection: BookingSelection };

/** Reads every room's chosen room type and plan again, for their current availability and ways to pay. */
function ChosenRoom({ selection, resultsHref, onBooked, challenge, visitorLabels, member, split = WHOLE }: ChosenRoomProps) {
  const { t } = useTranslation('booking');
  const { hotel_id: hotelId } = useHotelSettings();
  const { locale } = useLocale();
  const errorText = useErrorText();
  const rooms = useQueries({ queries: selection.rooms.map((booked) => selectedPlanQueryOptions(hotelId, selection, booked, locale)) });
  // What needs only the address goes out with the rooms search, not after its answer (ADR 282): the reads here, and
  // a signed-in member's points, coupons, vouchers and saved cards. After the rooms: the form waits on them first.
  useEarlyBookingCalls({ selection, visitorLabels, hotelCurrencyOnly: split.part !== 'whole' });
  const loyalty = useMemberDeductions(member ?? null, planTerms(selection).mode === 'voucher');
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
      member={member ?? null}
      loyalty={loyalty}
      split={split}
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
  member: BookingMember | null;
  loyalty: MemberDeductions;
  split: PageSplit;
};

function BookingStep({ selection, chosen, resultsHref, onBooked, challenge, visitorLabels, member, loyalty, split }: BookingStepProps) {
  const { t } = useTranslation('booking');
  const settings = useHotelSettings();
  const { kanji_name_required: kanaRequired, customer_address_required: addressRequired } = settings;
  const { currency, time_zone: timeZone, coupon_active: couponActive } = settings;
  const { tag } = useLocale();
  const errorText = useErrorText();
  // The travel-agency site's split charges the hotel's currency; its payment page shows others beside it (ADR 260).
  const continuing = useRef(false);
  const booking = useBookReservation({ selection, chosen, onBooked, challenge, visitorLabels, hotelCurrencyOnly: split.part !== 'whole' });
  const voucherMode = planTerms(selection).mode === 'voucher';
  const pointName = loyalty.points.data?.point_name;
  const { price, addOns, couponCode, removeCoupon, changedTotal, refusal } = booking;
  /** Typed in this visit: leaving asks first, except while booking and once booked (submitting stays on). */
  const [typed, setTyped] = useState(false);
  // Back from Adyen's 3-D Secure return without a booking (ADR 270): why is said at the card, once; the form is the
  // draft's, so everything the guest typed is there again.
  const { t: tProvider } = useTranslation('payment-providers');
  const [adyenReturn] = useState(() => adyenNotice(settings.hotel_code));
  useEffect(() => {
    if (adyenReturn) forgetAdyenRedirect(settings.hotel_code);
  }, [adyenReturn, settings.hotel_code]);

  if (booking.pendingChallenge) {
    return <PaymentPending challengeUrl={booking.pendingChallenge.url} expiresAt={booking.pendingChallenge.expiresAt} go={challenge.go} />;
  }
  if (price.isPending) return <LoadingStatus label={t('guestDetail.loadingPrice')} />;
  if (booking.flights?.isPending) return <LoadingStatus label={t('flights.loading')} />;
  // Flights that no longer go with the stay (or cannot be quoted) are chosen again on the package page.
  if (booking.flights?.isError) {
    return (
      <Alert>
        <p>{t('flights.unavailable')}</p>
        <p>{errorText(booking.flights.error)}</p>
        <a href={packageSearchHref(selection, 'HND', settings.hotel_code)}>{t('flights.chooseAgain')}</a>
      </Alert>
    );
  }
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
    return <BackToResultsAlert message={t('guestDetail.soldOut')} linkText={t('guestDetail.chooseAnotherRoom')} href={resultsHref} />;
  }
  const priceRefusalKey = price.error instanceof ApiError ? codedMessageKey(price.error.codes) : undefined;
  if (price.isError || booking.total === undefined || !booking.options) {
    return (
      <Alert>
        {/* A refusal with a code of section 8.2 (a members-only plan while signed out: 2304) in the guest's words. */}
        <p>{priceRefusalKey ? t(`failure.messages.${priceRefusalKey}`) : errorText(price.error)}</p>
        {/* A coupon kept from before may have expired since: without it the stay can be priced again. */}
        {couponCode ? (
          <Button variant="secondary" onClick={removeCoupon}>
            {t('guestDetail.removeCoupon')}
          </Button>
        ) : booking.spendPoints > 0 ? (
          // Points within the cap of one way to pay may be above it for another: without them it prices again.
          <Button variant="secondary" onClick={() => void booking.applyPoints(0)}>
            {t('loyalty.points.removeToPrice')}
          </Button>
        ) : (
          <Button variant="secondary" onClick={() => void price.refetch()}>
            {t('common:actions.retry')}
          </Button>
        )}
      </Alert>
    );
  }

  const { total, options, phase } = booking;
  const formattedTotal = formatMoney(total, currency, tag);
  const formError = refusalMessage();

  /** The last attempt's refusal in the guest's words; a card's own refusal is said at the card's field instead. */
  function refusalMessage() {
    // A flight's seats sold meanwhile (ADR 261): nothing was booked and the form keeps what the guest typed.
    const quote = booking.flights?.data;
    if (refusal?.kind === 'sold_out' && quote && seatsSoldOut(booking.failure)) {
      return (
        <Alert quiet>
          <p>{t('flights.seatsSoldOut')}</p>
          <a href={packageSearchHref(selection, quote.outbound.from, settings.hotel_code)}>{t('flights.chooseAgain')}</a>
        </Alert>
      );
    }
    if (refusal?.kind === 'sold_out') {
      return <BackToResultsAlert message={t('guestDetail.soldOut')} linkText={t('guestDetail.chooseAnotherRoom')} href={resultsHref} quiet />;
    }
    if (refusedCardField(refusal)) return null;
    if (refusal?.kind === 'price_changed') return <Alert quiet><p>{t('guestDetail.priceChanged.message', { total: formattedTotal })}</p></Alert>;
    if (refusal?.kind === 'exchange_rates_updated') {
      const converted = refusal.converted;
      return (
        <Alert quiet>
          <p>{t('guestDetail.exchangeRatesUpdated.message')}</p>
          {converted && (
            <p>{t('guestDetail.exchangeRatesUpdated.newTotal', { total: formatMoney(fromMinorUnits(converted.cents, converted.currency), converted.currency, tag) })}</p>
          )}
        </Alert>
      );
    }
    if (refusal?.kind === 'overlapping') return <OverlapWarning confirmed={booking.overlapConfirmed} onConfirmedChange={booking.setOverlapConfirmed} />;
    if (refusal?.kind === 'attempt_reused') return <Alert quiet><p>{t('guestDetail.attempt.reused')}</p></Alert>;
    if (refusal?.kind === 'coded') return <Alert quiet><p>{t(`failure.messages.${refusal.messageKey}`)}</p></Alert>;
    if (refusal) return <Alert quiet><p>{errorText(refusal.error)}</p></Alert>;
    if (phase === 'not_booked') return <Notice><p>{t('guestDetail.attempt.notBooked')}</p></Notice>;
    if (phase === 'unresolved') {
      return (
        <Alert quiet>
          <p>{t('guestDetail.attempt.unresolved')}</p>
          <p>{errorText(booking.checkFailure)}</p>
          <Button variant="secondary" onClick={() => void booking.checkAgain()}>
            {t('guestDetail.attempt.checkAgain')}
          </Button>
        </Alert>
      );
    }
    return null;
  }

  /** The voucher and points taken off, said beside the sticky total (ADR 224). */
  function deductionsNote(priced: NonNullable<typeof price.data>): string | undefined {
    const parts = [
      ...(priced.voucher_coupon_discount_amount ? [t('loyalty.lines.voucherNote', { amount: formatMoney(priced.voucher_coupon_discount_amount, currency, tag) })] : []),
      ...(priced.spending_point_value ? [t('loyalty.lines.pointsNote', { points: priced.spending_point_value, pointName: pointName ?? '' })] : []),
    ];
    return parts.length > 0 ? parts.join(' ') : undefined;
  }

  const submit: GuestDetailFormProps['onSubmit'] = async (...args) => {
    const cardRefusal = await booking.submit(...args);
    const field = refusedCardField(cardRefusal);
    return field && cardRefusal?.kind === 'coded' ? { field, message: t(`failure.messages.${cardRefusal.messageKey}`) } : undefined;
  };

  return (
    <>
      <p>
        <Link to={resultsHref}>{t('guestDetail.backToResults')}</Link>
      </p>
      {/* Guest detail is the booking flow; the lottery has its own guest detail route. */}
      <PlacementNotices
        placement="place_booking_process"
        roomPlanCodes={selection.rooms.map((room) => room.room_plan_code)}
        checkin={selection.checkin}
        visitorLabels={visitorLabels}
        isLotteryFlow={false}
      />
      <TotalAnnouncer total={formattedTotal} />
      {split.part === 'payment' && split.totalAside?.(total)}
      {/* A sold-out room sends the guest to choose another: what they typed is kept for their return (the draft). */}
      {/* Going on to the payment page is no leaving: the details go with the guest (the draft and the kept booking). */}
      <UnsavedChangesGuard when={typed && !booking.submitting && refusal?.kind !== 'sold_out'} passing={continuing} />
      {/* The guest's details first; what they book sits beside them on a wide screen and after them on a phone. */}
      <div className={styles.layout}>
        <div className={styles.main}>
          <GuestDetailForm
            rooms={selection.rooms.map((booked, i) => ({
              adults: booked.adults,
              name: t('guestDetail.rooms.heading', { number: i + 1, room: chosen[i]?.room.room_type_name, plan: chosen[i]?.plan.room_plan_name }),
            }))}
            extrasRequired={{ kana: kanaRequired, address: addressRequired }}
            questions={addOns.questions}
            upload={addOns.upload}
            statedTimes={settings}
            draft={booking.draft}
            onDraftChange={booking.saveDraft}
            onDirtyChange={setTyped}
            paymentTypes={options.types}
            cardBlock={options.cardBlock}
            cardRules={{
              checkout: selection.checkout,
              currency: booking.paymentCurrency,
              charged: booking.paymentType === 'card' ? total : 0,
            }}
            onPaymentTypeChange={booking.setPaymentType}
            cardCollector={cardCollectorFor(settings)}
            onPayPalOrder={booking.payPalOrderFor}
            onAdyenSession={booking.adyenSessionFor}
            providerNotice={adyenReturn && tProvider(`adyen.${adyenReturn}`)}
            onAdyenRedirect={() => {
              continuing.current = true;
            }}
            onSubmit={submit}
            busyLabel={phase === 'checking' ? t('guestDetail.attempt.checking') : booking.submitting ? t('guestDetail.submitting') : undefined}
            formError={formError && <RoundTripMessage focusKeys={[booking.failure, phase, booking.checkFailure]}>{formError}</RoundTripMessage>}
            newTotal={changedTotal === null ? undefined : formattedTotal}
            total={formattedTotal}
            totalNote={deductionsNote(price.data)}
            split={formPart(split, booking.draft, continuing)}
            savedCards={loyalty.savedCards.data}
            canSaveCard={member !== null}
            addOns={
              <>
                <ExtrasSection
                  offered={addOns.offered}
                  choices={addOns.choices}
                  currency={currency}
                  onQuantityChange={booking.setExtraQuantity}
                  onDeliveryTimeChange={booking.setExtraDeliveryTime}
                />
                {member && (
                  <MemberDeductionsSection
                    loyalty={loyalty}
                    couponsOffered={couponActive}
                    selection={selection}
                    bookedPlanCodes={chosen.map(({ plan }) => plan.hotel_plan_code)}
                    voucherMode={voucherMode}
                    today={todayIn(timeZone)}
                    price={price.data}
                    couponCode={couponCode}
                    applyCoupon={booking.applyCoupon}
                    removeCoupon={removeCoupon}
                    spendPoints={booking.spendPoints}
                    applyPoints={booking.applyPoints}
                    voucherCode={booking.voucherCode}
                    applyVoucher={booking.applyVoucher}
                  />
                )}
                {couponActive && <CouponField applied={couponCode} onApply={booking.applyCoupon} onRemove={removeCoupon} />}
              </>
            }
          />
        </div>
        <div className={styles.aside}>
          <BookingSummary selection={selection} chosen={chosen} price={price.data} total={total} extras={addOns.lines} pointName={pointName} flights={booking.flights?.data} />
        </div>
      </div>
    </>
  );
}

/** The form's part of the split: on the payment page, who books (from the draft) with the way back to change it. */
function formPart(split: PageSplit, draft: BookerDraftValues, continuing: RefObject<boolean>): BookingFormPart {
  if (split.part === 'whole') return split;
  if (split.part === 'details') {
    return {
      part: 'details',
      onContinue: () => {
        continuing.current = true;
        split.onContinue();
      },
    };
  }
  return { part: 'payment', detailsSummary: <BookerSummary draft={draft} detailsHref={split.detailsHref} /> };
}

function BookerSummary({ draft, detailsHref }: { draft: BookerDraftValues; detailsHref: string }) {
  const { t } = useTranslation('booking');
  const name = [draft.first_name, draft.last_name].filter(Boolean).join(' ');
  return (
    <section className={styles.booker} aria-label={t('guestDetail.split.bookerHeading')}>
      <h2 className={styles.bookerHeading}>{t('guestDetail.split.bookerHeading')}</h2>
      <p>{name}</p>
      <p>{draft.email}</p>
      <p>{draft.phone}</p>
      <p>
        <Link to={detailsHref}>{t('guestDetail.split.changeDetails')}</Link>
      </p>
    </section>
  );
}

/** Whether a refusal is of a package's flight whose seats were sold (409 sold_out at flights.*), not of a room. */
function seatsSoldOut(error: unknown): boolean {
  return error instanceof ApiError && Object.keys(error.errors ?? {}).some((field) => field.startsWith('flights.'));
}

/** Says a changed total through the live region (a coupon, an extra, another way to pay); not the first one. */
function TotalAnnouncer({ total }: { total: string }) {
  const { t } = useTranslation('booking');
  const said = useRef(total);
  useEffect(() => {
    if (said.current === total) return;
    said.current = total;
    announce(t('guestDetail.totalChanged', { total }));
  }, [total, t]);
  return null;
}

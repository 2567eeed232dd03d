import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { PaymentRequest, QuestionAnswer, Reservation } from '#domain/entities/reservation.ts';
import { chargesCard, type BookingPaymentType } from '#domain/rules/booking-payment.ts';
import { useHotelSettings } from '#app/shared/hotel/hotel-settings.tsx';
import { roomKeys } from '#app/api/query-keys.ts';
import { useLocale } from '#app/i18n/use-locale.ts';
import { useMcpCurrencyParam } from '#app/shared/hotel/use-shown-amount.ts';
import { bookingPriceQueryOptions, firstPriceChoices } from '../api/get-booking-price';
import { packageFlightsQueryOptions } from '../api/get-package-flights';
import { packageFlightsOf } from '#app/shared/stay/package-flights.ts';
import type { SelectedPlan } from '../api/get-selected-plan';
import { keepPending } from '#app/shared/payment/pending-payment-cookie.ts';
import type { BookerDraftValues } from '#app/shared/booking-draft/booker-form-schema.ts';
import { attemptKey, keepGuestDetailQuery, readBookingDraft, saveDraftValues } from '#app/shared/booking-draft/booking-draft.ts';
import { payPalOrder } from '#app/shared/payment/paypal-payments.ts';
import { adyenSession } from '#app/shared/payment/adyen-payments.ts';
import type { AdyenSession } from '#domain/contracts/adyen-payments.ts';
import { forgetAdyenRedirect, keepAdyenRedirect } from '../utils/adyen-redirect';
import { readAttribution } from '#app/shared/booking-draft/attribution.ts';
import { emailVerificationTokenFor } from '#app/shared/booking-draft/email-verification.ts';
import { useShellStore } from '#app/platform/stores/shell-store.ts';
import { reportToHost } from '#app/platform/host-bridge.ts';
import { guestDetailEvent, paymentDetailEvent } from '../utils/checkout-analytics';
import { bookingRefusal, type BookingRefusal } from '../utils/booking-refusal';
import { bookingSelectionQuery, type BookingSelection } from '#app/shared/stay/booking-selection.ts';
import { paymentOptions } from '../utils/payment-options';
import { paymentRequest, reservationRequest } from '../utils/reservation-request';
import type { RoomDetails } from '#app/shared/booking-draft/room-guests.ts';
import { keepBookedReservation } from '../utils/booked-in-this-browser';
import type { BookerRequest, PaymentChoice } from '../utils/booking-submission';
import { useBookingAddOns } from './use-booking-add-ons';
import { useBookingAttempt, type AttemptResult } from './use-booking-attempt';

/** Where a card's 3-D Secure check sends the guest back to, and how the app leaves for the issuer's page. */
export type ChallengeNavigation = {
  returnUrl: string;
  /** Where the payment hub's page sends the guest back to with its signed result (ADR 248). */
  paymentHubReturnUrl: string;
  /** Where Amazon Pay's page sends the guest back to with the checkout session's id (ADR 258). */
  amazonPayReturnUrl: string;
  /** Adyen's returnUrl: where the card issuer's 3-D Secure page sends the guest back to (ADR 270). */
  adyenReturnUrl: string;
  go: (challengeUrl: string) => void;
};

/** One send: booked (or waiting for the card check), or not, with the refusal when the card or server refused. */
type SendOutcome = { booked: boolean; refusal?: BookingRefusal };

/** A booking that waits for the card issuer's check: where to send the guest, and until when. */
export type PendingChallenge = { url: string; expiresAt?: string | null };

type BookReservationInput = {
  selection: BookingSelection;
  /** Each room's room type and plan, in room order. */
  chosen: readonly SelectedPlan[];
  onBooked: (reservation: Reservation) => void;
  challenge: ChallengeNavigation;
  /** Whoever is signed in, as targeting labels: which questions are theirs. */
  visitorLabels: readonly string[];
  /**
   * Prices and charges in the hotel's currency whatever currency the guest chose in the header: the travel-agency
   * payment page shows other currencies with its own toggle and charges the hotel's (ADR 260).
   */
  hotelCurrencyOnly?: boolean;
};

/**
 * Everything guest detail does besides showing it: the draft, the price for the way to pay and the coupon, the
 * add-ons, tokenizing a card, the one booking attempt under its idempotency key (ADR 197), the 3-D Secure hand-off
 * and how a refusal reads. The page composes what this returns.
 */
export function useBookReservation({ selection, chosen, onBooked, challenge, visitorLabels, hotelCurrencyOnly = false }: BookReservationInput) {
  const { hotel_id: hotelId, hotel_code: hotelCode, currency } = useHotelSettings();
  const { locale } = useLocale();
  const queryClient = useQueryClient();
  const attempt = useBookingAttempt(hotelId, hotelCode);
  /** How the last send or check was refused, shown at the form. */
  const [refusalError, setRefusalError] = useState<unknown>(null);
  const [draft] = useState(() => readBookingDraft(hotelCode).values);
  const chosenCurrency = useMcpCurrencyParam();
  const mcpCurrency = hotelCurrencyOnly ? undefined : chosenCurrency;
  // The first price is asked with the rooms search (useEarlyBookingCalls, ADR 282) with these same choices.
  const [paymentType, setPaymentType] = useState<BookingPaymentType | ''>('');
  const payByCard = paymentType !== '' && chargesCard(paymentType);
  const [couponCode, setCouponCode] = useState(() => firstPriceChoices(draft, mcpCurrency).couponCode);
  /** A signed-in member's points to spend (0: none) and voucher (ADR 224): part of the price asked, as the coupon. */
  const [spendPoints, setSpendPoints] = useState(0);
  const [voucherCode, setVoucherCode] = useState<string | undefined>(undefined);
  const priceChoices = { payByCard, couponCode, mcpCurrency, spendPoints, voucherCode };
  // The previous price stays on screen while the price for another way to pay loads: the form stays mounted. A
  // refusal of the first price, asked as the page opened, is shown as it is: asking it again on mount would send
  // the same call twice (the retry button asks again).
  const price = useQuery({
    ...bookingPriceQueryOptions(hotelId, selection, priceChoices, locale),
    placeholderData: keepPreviousData,
    retryOnMount: false,
  });
  // Stay plus flight (ADR 261): the flights chosen on the package page, quoted with their fares, booked with the rooms.
  const flightIds = packageFlightsOf(selection);
  const flights = useQuery({
    ...packageFlightsQueryOptions(hotelId, selection, flightIds ?? { outbound_flight_id: '', return_flight_id: '' }, locale),
    enabled: flightIds !== null,
    retryOnMount: false,
  });
  /** The new total the server named when it refused a changed price; the guest must accept it. */
  const [changedTotal, setChangedTotal] = useState<number | null>(null);
  /** The guest was warned of their own overlapping reservation and chose to book a second one (ADR 239). */
  const [overlapConfirmed, setOverlapConfirmed] = useState(false);
  const [tokenError, setTokenError] = useState<unknown>(null);
  // The client guard against a double click: tokenizing comes before the attempt is pending.
  const inFlight = useRef(false);
  const [submitting, setSubmitting] = useState(false);
  const [pendingChallenge, setPendingChallenge] = useState<PendingChallenge | null>(null);

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
        // The way back here if the payment step loses its session (ADR 251).
        keepGuestDetailQuery(hotelCode, bookingSelectionQuery(selection));
        setPendingChallenge({ url: reservation.challenge_url, expiresAt: reservation.payment_expires_at });
        return true;
      }
      // Booked in the page (no 3-D Secure redirect): what was kept for a redirect's return goes with the draft.
      forgetAdyenRedirect(hotelCode);
      keepBookedReservation(hotelCode, reservation);
      onBooked(reservation);
      return true;
    }
    if (result.kind === 'refused') {
      setRefusalError(result.error);
      const refusal = bookingRefusal(result.error);
      if (refusal.kind === 'price_changed') setChangedTotal(refusal.total);
      // The converted prices on screen are at the old rate: they are asked again, and the next send carries the new.
      if (refusal.kind === 'exchange_rates_updated') void price.refetch();
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

  /** Asks the price with the coupon first: a refused coupon leaves the current price and rejects with why. */
  const applyCoupon = async (code: string) => {
    await queryClient.fetchQuery(bookingPriceQueryOptions(hotelId, selection, { ...priceChoices, couponCode: code }, locale));
    setCouponCode(code);
    setChangedTotal(null);
    saveDraftValues(hotelCode, { coupon_code: code });
  };
  const removeCoupon = () => {
    setCouponCode(undefined);
    setChangedTotal(null);
    saveDraftValues(hotelCode, { coupon_code: '' });
  };
  /** Asks the price with the points first, as a coupon: a refusal (2401 above all) leaves the price and rejects. */
  const applyPoints = async (points: number) => {
    if (points > 0) await queryClient.fetchQuery(bookingPriceQueryOptions(hotelId, selection, { ...priceChoices, spendPoints: points }, locale));
    setSpendPoints(points);
    setChangedTotal(null);
  };
  /** A voucher chosen (or none): priced first, as a coupon, so a refused one leaves the price as it was. */
  const applyVoucher = async (code: string | undefined) => {
    if (code) await queryClient.fetchQuery(bookingPriceQueryOptions(hotelId, selection, { ...priceChoices, voucherCode: code }, locale));
    setVoucherCode(code);
    setChangedTotal(null);
  };
  // A changed choice of extras changes the total: a changed total the server named no longer applies.
  const setExtraQuantity: typeof addOns.setQuantity = (...args) => {
    addOns.setQuantity(...args);
    setChangedTotal(null);
  };
  const setExtraDeliveryTime: typeof addOns.setDeliveryTime = (...args) => {
    addOns.setDeliveryTime(...args);
    setChangedTotal(null);
  };

  // The server adds the extras and the flights' fares to the price call's total; a changed total it names has them.
  const flightsReady = flightIds === null || flights.data !== undefined;
  const total = price.data && flightsReady ? (changedTotal ?? price.data.total_price + addOns.extrasTotal + (flights.data?.total ?? 0)) : undefined;
  // A guest paying in another currency pays by card only, in temporary foreign-currency mode.
  const paymentCurrency = mcpCurrency ?? currency;
  // One reservation is paid one way: only the ways every room's plan allows.
  const options = total === undefined ? undefined : paymentOptions(chosen.map(({ plan }) => plan), paymentCurrency, total, new Date());

  // The guest_detail layer once the stay is priced, the payment_detail layer at the first send: once each per visit.
  const reportedLayers = useRef({ guestDetail: false, paymentDetail: false });
  const analytics = total === undefined ? undefined : { selection, chosen, hotelCode, currency: paymentCurrency, total };
  useEffect(() => {
    if (!analytics || reportedLayers.current.guestDetail) return;
    reportedLayers.current.guestDetail = true;
    reportToHost('ga4Event', guestDetailEvent(analytics));
  });

  const requestFor = (booker: BookerRequest, payment: PaymentRequest, rooms: RoomDetails[], answers: QuestionAnswer[], expectedTotal: number) =>
    reservationRequest({
      selection,
      booker,
      locale,
      payment,
      expectedTotal,
      rooms,
      couponCode,
      spendPoints,
      voucherCode,
      answers,
      extras: addOns.extrasRequest,
      paymentCurrency: mcpCurrency,
      bookingSource: useShellStore.getState().bookingSource,
      attribution: readAttribution(hotelCode),
      emailVerificationToken: emailVerificationTokenFor(hotelCode, booker.email),
      flights: flightIds ?? undefined,
    });

  /**
   * PayPal's order for the booking as it will be sent (ADR 249), under the attempt's key, which the booking then
   * sends under: the server prices the booking itself and lets only this attempt capture the order.
   */
  /** Adyen's session for the booking as it will be sent (ADR 257), under the attempt's key, as PayPal's order is. */
  const adyenSessionFor = async (booker: BookerRequest, type: BookingPaymentType, rooms: RoomDetails[], answers: QuestionAnswer[]): Promise<AdyenSession> => {
    if (total === undefined || (type !== 'card' && type !== 'card_deposit')) throw new Error('Adyen pays a booking charged now, once priced.');
    setTokenError(null);
    setRefusalError(null);
    const { payment: _onSite, ...booking } = requestFor(booker, { type: 'on_site' }, rooms, answers, total);
    const session = await adyenSession(hotelId, { booking, payment_type: type, return_url: challenge.adyenReturnUrl }, attemptKey(hotelCode));
    // The card's issuer may ask 3-D Secure, which leaves the app (ADR 270): the return page books exactly this booking
    // with the session's result, and a refusal finds this guest detail again with the draft.
    keepAdyenRedirect(hotelCode, {
      session_id: session.id,
      session_data: session.sessionData,
      client_key: session.clientKey,
      country_code: session.countryCode,
      booking: { ...booking, overlap_confirmed: overlapConfirmed },
      payment_type: type,
      return_url: challenge.returnUrl,
    });
    keepGuestDetailQuery(hotelCode, bookingSelectionQuery(selection));
    return session;
  };

  const payPalOrderFor = async (booker: BookerRequest, type: BookingPaymentType, rooms: RoomDetails[], answers: QuestionAnswer[]): Promise<string> => {
    if (total === undefined || (type !== 'card' && type !== 'card_deposit')) throw new Error('PayPal pays a booking charged now, once priced.');
    setTokenError(null);
    setRefusalError(null);
    const { payment: _onSite, ...booking } = requestFor(booker, { type: 'on_site' }, rooms, answers, total);
    try {
      return (await payPalOrder(hotelId, { booking, payment_type: type }, attemptKey(hotelCode))).id;
    } catch (error) {
      setTokenError(error);
      throw error;
    }
  };

  /** Whether a booking was made (or waits for its card check), and else how it was refused, if it was. */
  const book = async (booker: BookerRequest, choice: PaymentChoice, rooms: RoomDetails[], answers: QuestionAnswer[]): Promise<SendOutcome> => {
    setTokenError(null);
    setRefusalError(null);
    if (total === undefined) return { booked: false };
    let card: Parameters<typeof paymentRequest>[1];
    if (choice.type === 'amazon_pay') {
      // Paid on Amazon's page after the booking (ADR 258): the same pending hand-off as the payment hub.
      card = { amazonPay: true, returnUrl: challenge.amazonPayReturnUrl };
    } else if (choice.paymentHub) {
      // The card is taken on the hub's page after the booking: the same pending hand-off as a 3-D Secure check.
      card = { paymentHub: true, returnUrl: challenge.paymentHubReturnUrl };
    } else if (choice.providerToken) {
      // The frame's token: a new card's, which a member saving it had the stand-in keep (ADR 221, 255), or a saved
      // card's, whose security code the frame asked in its code-only mode (ADR 269).
      card = { token: choice.providerToken, returnUrl: challenge.returnUrl, save: choice.saveCard === true };
    }
    const payment = paymentRequest(choice.type, card);
    if (!payment) return { booked: false };
    if (analytics && !reportedLayers.current.paymentDetail) {
      reportedLayers.current.paymentDetail = true;
      reportToHost('ga4Event', paymentDetailEvent(analytics, choice.type));
    }
    const body = requestFor(booker, payment, rooms, answers, total);
    // Asks to be warned of the guest's own overlapping reservation until they confirm a second one (ADR 239), and
    // names the exchange rate of the converted prices the guest saw, so none is charged at another (ADR 251).
    const seenRate = mcpCurrency && price.data?.mcp_currency === mcpCurrency ? price.data.mcp_rate_micro : undefined;
    const result = await attempt.send({ ...body, overlap_confirmed: overlapConfirmed, ...(seenRate ? { mcp_rate_micro: seenRate } : {}) });
    const booked = await settle(result);
    return { booked, refusal: result.kind === 'refused' ? bookingRefusal(result.error) : undefined };
  };

  /** Sends the booking once at a time; resolves with how it was refused (undefined when booked or still unknown). */
  const submit = async (booker: BookerRequest, choice: PaymentChoice, rooms: RoomDetails[], answers: QuestionAnswer[]): Promise<BookingRefusal | undefined> => {
    if (inFlight.current) return undefined;
    inFlight.current = true;
    setSubmitting(true);
    // A made booking keeps the guard on: the page is leaving, and a late second click must not book again.
    const outcome = await book(booker, choice, rooms, answers);
    if (!outcome.booked) {
      inFlight.current = false;
      setSubmitting(false);
    }
    return outcome.refusal;
  };

  const failure = tokenError ?? refusalError;
  return {
    draft,
    saveDraft,
    addOns,
    setExtraQuantity,
    setExtraDeliveryTime,
    price,
    /** The package's flights (stay plus flight), asked only for a booking that carries them. */
    flights: flightIds === null ? null : flights,
    /** What the guest pays, once priced: the price call's total with the extras, or the changed total to accept. */
    total,
    changedTotal,
    overlapConfirmed,
    setOverlapConfirmed,
    options,
    /** The currency the guest pays in: the card fields' brand mode and Korean card check follow it. */
    paymentCurrency,
    paymentType,
    setPaymentType,
    couponCode,
    applyCoupon,
    removeCoupon,
    spendPoints,
    applyPoints,
    voucherCode,
    applyVoucher,
    /** How the last card, send or check was refused, as the page words it. */
    refusal: failure ? bookingRefusal(failure) : null,
    /** The last refusal itself: a new one is a new object, which the page moves focus to. */
    failure,
    phase: attempt.phase,
    checkFailure: attempt.checkFailure,
    checkAgain,
    submit,
    submitting,
    pendingChallenge,
    payPalOrderFor,
    adyenSessionFor,
  };
}

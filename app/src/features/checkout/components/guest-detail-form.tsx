import { zodResolver } from '@hookform/resolvers/zod';
import { lazy, Suspense, useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode, type SyntheticEvent } from 'react';
import { FormProvider, useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AdditionalQuestion } from '#domain/entities/additional-question.ts';
import type { QuestionAnswer } from '#domain/entities/reservation.ts';
import { takesCard, type BookingPaymentType } from '#domain/rules/booking-payment.ts';
import { asksKana } from '#domain/rules/name-order.ts';
import type { CurrencyCode } from '#domain/constants/currencies.ts';
import { exceedsVisaMastercardCap } from '#domain/rules/card-payment.ts';
import { STAND_IN_FIELDS } from '#domain/contracts/psp-tokens.ts';
import { Button } from '#app/components/ui/button.tsx';
import { CheckboxField } from '#app/components/ui/checkbox-field.tsx';
import { Choice } from '#app/components/ui/choice.tsx';
import { announce } from '#app/components/ui/live-region.tsx';
import { LoadingStatus } from '#app/components/ui/loading-status.tsx';
import { TextField } from '#app/components/ui/text-field.tsx';
import { useFieldErrorText } from '#app/i18n/use-field-error-text.ts';
import { useLocale } from '#app/i18n/use-locale.ts';
import { EMPTY_BOOKER_FORM, ZBookerForm, type BookerDraftValues, type BookerFormInput } from '#app/shared/booking-draft/booker-form-schema.ts';
import { bookerExtraIssues, bookerExtras, EMPTY_BOOKER_EXTRAS, type BookerExtrasRequired, type BookerExtraValues } from '#app/shared/booking-draft/booker-extras.ts';
import type { CardBlock } from '../utils/payment-options';
import type { BookerRequest, PaymentChoice } from '../utils/booking-submission';
import { answerFieldErrors, answersRequest, initialAnswers, type AnswerValues, type StatedTimes } from '#app/shared/answers/question-answers.ts';
import { initialRoomValues, roomDetails, roomGuestIssues, type RoomDetails, type RoomFormValues } from '#app/shared/booking-draft/room-guests.ts';
import { AddressFields } from '#app/shared/booking-draft/address-fields.tsx';
import { BookingQuestions, type QuestionFormValues } from './booking-questions';
import type { CardCollector } from '#app/shared/payment/card-collectors.ts';
import { HostedCardFields } from '#app/shared/payment/hosted-card-fields.tsx';
import { PaymentHubNotice } from '#app/shared/payment/payment-hub-notice.tsx';
import type { PayPalOrder } from '#domain/contracts/paypal-payments.ts';
import type { AdyenSession } from '#domain/contracts/adyen-payments.ts';
import type { CardToken } from '#domain/contracts/psp-tokens.ts';
import { NameFields } from '#app/shared/booking-draft/name-fields.tsx';
import { RoomGuestSection } from './room-guest-section';
import { EMPTY_SAVED_CARD, SavedCardChoice, type SavedCardValues } from './saved-card-choice';
import { SavedCardCodeFields } from './saved-card-code-fields';
import { useStagedDraw } from '#app/platform/use-staged-draw.ts';
import type { SavedCard } from '#domain/entities/loyalty.ts';
import styles from './guest-detail-form.module.css';

type FormValues = BookerFormInput &
  BookerExtraValues & {
  payment_type: BookingPaymentType | '';
  /** One per booked room, in room order: who stays and the men and women counts. */
  rooms: RoomFormValues[];
  terms_accepted: boolean;
} & QuestionFormValues & SavedCardValues;

/** A refusal of the card itself (declined, a wrong number or expiry): shown at its field. */
export type CardRefusal = { field: 'number' | 'exp_month'; message: string };

/**
 * What the card fields check besides the card (in the provider's frame): the check-out date, the currency paid in
 * (the brand mode, a Korean card) and what is charged now (the Visa and Mastercard cap).
 */
export type CardRulesContext = { checkout: string; currency: CurrencyCode; charged: number };

const NO_QUESTIONS: readonly AdditionalQuestion[] = [];

/**
 * Which part of the booking the form is: all of it on one page (the standard guest detail), or the travel-agency
 * site's two pages (ADR 260): who stays and the answers on guest detail, then the add-ons, the way to pay and the
 * booking on /reservation/payment, the details kept in the draft between them.
 */
export type BookingFormPart = { part: 'whole' } | { part: 'details'; onContinue: () => void } | { part: 'payment'; detailsSummary: ReactNode };

/** The form's fields the payment part asks; an issue with any other field is one of the details page's. */
const PAYMENT_PART_FIELDS: readonly string[] = ['payment_type', 'card', 'saved', 'terms_accepted', 'price_confirmed'];

export type GuestDetailFormProps = {
  /** The booked rooms in order: each gets its own section (its name, and the adults its counts add up to). */
  rooms: readonly { adults: number; name: string }[];
  /**
   * The booker fields the hotel's settings ask for besides name, email and phone (kanji_name_required,
   * customer_address_required). Kana is asked only in Japanese (asksKana), of the booker and each room's guest.
   */
  extrasRequired: BookerExtrasRequired;
  /** What the guest typed earlier (a reload, a failed submit); never card data. */
  draft: BookerDraftValues;
  onDraftChange: (values: BookerDraftValues) => void;
  /** Whether the guest has typed anything in this visit (the unsaved-changes warning: ADR 239). */
  onDirtyChange?: (dirty: boolean) => void;
  /** The ways to pay the plans allow, and why card payment is blocked when it is. */
  paymentTypes: readonly BookingPaymentType[];
  cardBlock?: CardBlock;
  cardRules: CardRulesContext;
  onPaymentTypeChange: (type: BookingPaymentType | '') => void;
  /**
   * Resolves once the booking was answered (the form never holds a card or a security code: the provider's frame
   * does). It resolves with the card's refusal when the card was refused, which the form says at the frame.
   */
  onSubmit: (booker: BookerRequest, payment: PaymentChoice, rooms: RoomDetails[], answers: QuestionAnswer[]) => Promise<CardRefusal | undefined>;
  /** Extras and the coupon: optional, so after who stays and before the way to pay. */
  addOns?: ReactNode;
  /** The total the guest is asked to pay, formatted, shown in the bar with Confirm booking. */
  total: string;
  /** What a member's voucher and points took off the total, said beside it in the bar. */
  totalNote?: string | undefined;
  /** The hotel's questions for this booking (none when omitted), and where their files are uploaded. */
  questions?: readonly AdditionalQuestion[];
  upload?: { hotelId: number; draftId: string };
  /** The hotel's stated check-in and check-out times, which time questions start from. */
  statedTimes?: StatedTimes;
  /** Set while the booking is sent or checked: what the guest waits for, said at the disabled button. */
  busyLabel?: string;
  /** The refusal of the last attempt, shown at the top of the form. */
  formError?: ReactNode;
  /** Set when the price changed: the formatted new total the guest must accept before booking again. */
  newTotal?: string;
  /** A signed-in member's saved cards, and whether they may save a new one (ADR 224). */
  savedCards?: readonly SavedCard[] | undefined;
  canSaveCard?: boolean;
  /** How the hotel's provider collects the card (ADR 237, 255). */
  cardCollector: CardCollector;
  /** PayPal's order for the booking as typed (ADR 249): at a PayPal hotel, what the PayPal button pays. */
  onPayPalOrder?: (booker: BookerRequest, type: BookingPaymentType, rooms: RoomDetails[], answers: QuestionAnswer[]) => Promise<string>;
  /** Adyen's session for the booking as typed (ADR 257): at an Adyen hotel, what the card in Adyen's fields pays. */
  onAdyenSession?: (booker: BookerRequest, type: BookingPaymentType, rooms: RoomDetails[], answers: QuestionAnswer[]) => Promise<AdyenSession>;
  /** The whole booking (the default), or one of the travel-agency site's two pages of it. */
  split?: BookingFormPart;
  /** What the card's last payment came to, said at the card when the form opens again (Adyen's 3-D Secure return). */
  providerNotice?: string | undefined;
  /** Adyen Web leaves for the card issuer's 3-D Secure page (ADR 270). */
  onAdyenRedirect?: () => void;
};

const WHOLE: BookingFormPart = { part: 'whole' };

// PayPal's SDK and button are a chunk of their own, loaded only at a hotel whose provider is PayPal (ADR 249).
const PayPalButtons = lazy(() => import('#app/shared/payment/paypal-buttons.tsx').then((module) => ({ default: module.PayPalButtons })));
// Adyen Web and its Card likewise, only at a hotel whose provider is Adyen (ADR 257).
const AdyenCard = lazy(() => import('#app/shared/payment/adyen-card.tsx').then((module) => ({ default: module.AdyenCard })));

const NO_SAVED_CARDS: readonly SavedCard[] = [];

/**
 * The form is drawn in stages (ADR 279): who books first (what a phone shows first), then each room's guest and the
 * questions, then the add-ons, then the way to pay and the terms, each in a task of its own.
 */
const STAGE = { rooms: 2, addOns: 3, payment: 4 } as const;
const STAGES = STAGE.payment;

export function GuestDetailForm({
  rooms,
  extrasRequired,
  questions = NO_QUESTIONS,
  upload,
  statedTimes = {},
  draft,
  onDraftChange,
  onDirtyChange,
  paymentTypes,
  cardBlock,
  cardRules,
  onPaymentTypeChange,
  onSubmit,
  busyLabel,
  formError,
  newTotal,
  addOns,
  total,
  totalNote,
  savedCards = NO_SAVED_CARDS,
  canSaveCard = false,
  cardCollector,
  onPayPalOrder,
  onAdyenSession,
  split = WHOLE,
  providerNotice,
  onAdyenRedirect,
}: GuestDetailFormProps) {
  const asksDetails = split.part !== 'payment';
  const asksPayment = split.part !== 'details';
  const { t } = useTranslation('booking');
  const { t: tProvider } = useTranslation('payment-providers');
  // At a gmo-paypal or paygent-paypal hotel the guest chooses PayPal's button or a card in the gateway's fields (ADR 264).
  const cardsBesidePayPal = cardCollector.kind === 'paypal' ? cardCollector.cards : undefined;
  const [payWith, setPayWith] = useState<'paypal' | 'card'>('paypal');
  // At an adyen_gmo_paypal hotel that card is Adyen's, in Adyen Web (ADR 268).
  const cardBeside = payWith === 'card' ? cardsBesidePayPal : undefined;
  const cardFields = cardCollector.kind === 'hosted_fields' ? cardCollector : cardBeside?.kind === 'hosted_fields' ? cardBeside : undefined;
  const hostedCard = cardFields !== undefined;
  // Paid on the payment hub's page after booking (ADR 248): the form asks no card at all.
  const hubCard = cardCollector.kind === 'payment_hub';
  const payPal = cardCollector.kind === 'paypal' && cardBeside === undefined;
  // The order the buyer approved in PayPal's popup: the booking sent right after captures it.
  const payPalOrderId = useRef<string | null>(null);
  const adyen = cardCollector.kind === 'adyen' || cardBeside?.kind === 'adyen';
  // The session Adyen authorised, with its result: the booking sent right after verifies and uses it.
  const adyenToken = useRef<string | null>(null);
  // The provider's one-time token, and a new frame (empty fields) once a token has been spent or refused.
  const [providerToken, setProviderToken] = useState<CardToken | null>(null);
  const [providerError, setProviderError] = useState<string | undefined>(providerNotice);
  const [frameKey, setFrameKey] = useState(0);
  const takeProviderToken = useCallback((token: CardToken) => {
    setProviderToken(token);
    setProviderError(undefined);
  }, []);
  const { locale } = useLocale();
  const errorText = useFieldErrorText();
  const headingId = useId();
  const kanaAsked = asksKana(locale, extrasRequired.kana);
  const asked: BookerExtrasRequired = useMemo(() => ({ kana: kanaAsked, address: extrasRequired.address }), [kanaAsked, extrasRequired.address]);
  const { payment_type: draftPaymentType, ...draftValues } = draft;
  const initialPaymentType = paymentTypes.find((type) => type === draftPaymentType) ?? paymentTypes[0] ?? '';
  // Built once per set of rules, not on every render (each answer, each keystroke the draft keeps).
  const resolver = useMemo(() => bookingFormResolver(asked, questions, rooms.length, asksPayment), [asked, questions, rooms.length, asksPayment]);
  // The travel-agency site's payment page (no details, no rooms) is short and drawn at once: drawn in stages there,
  // its late controls took ids (useId) that earlier ones held, and the terms lost their label (ota-booking.spec).
  const { drawn, drawAll } = useStagedDraw(STAGES, asksDetails ? 1 : STAGES);
  // A submit before every stage is drawn draws them all first, then checks: every field is there to be focused.
  const submitWhenDrawn = useRef(false);
  const form = useForm<FormValues>({
    resolver,
    defaultValues: {
      ...EMPTY_BOOKER_FORM,
      ...EMPTY_BOOKER_EXTRAS,
      ...draftValues,
      address: { ...EMPTY_BOOKER_EXTRAS.address, ...draftValues.address },
      payment_type: initialPaymentType,
      saved: EMPTY_SAVED_CARD,
      rooms: initialRoomValues(rooms.length, draftValues.rooms),
      terms_accepted: false,
      answers: initialAnswers(questions, draftValues.answers, statedTimes, rooms.length),
    },
  });
  const {
    register,
    handleSubmit,
    watch,
    setError,
    formState: { errors, isDirty },
  } = form;
  const paymentType = watch('payment_type');
  const standIn = cardFields?.provider === STAND_IN_FIELDS;
  const hostedFields = paymentType !== '' && takesCard(paymentType) && cardFields && (
    <HostedCardFields
      key={frameKey}
      provider={cardFields.provider}
      hotelId={cardFields.hotelId}
      validThrough={cardRules.checkout}
      currency={cardRules.currency}
      paymentType={paymentType}
      overCardCap={exceedsVisaMastercardCap('visa', cardRules.charged)}
      reusable={standIn && canSaveCard}
      token={providerToken}
      onToken={takeProviderToken}
      error={providerError}
    />
  );

  // A saved card's code is typed in the stand-in's frame in its code-only mode (ADR 269), opened anew per choice.
  const savedCardFields = (hotelId: number) => (card: SavedCard) => (
    <SavedCardCodeFields
      key={`${frameKey}-${card.id}`}
      hotelId={hotelId}
      cardId={card.id}
      attempt={frameKey}
      validThrough={cardRules.checkout}
      currency={cardRules.currency}
      paymentType={paymentType}
      overCardCap={exceedsVisaMastercardCap('visa', cardRules.charged)}
      token={providerToken}
      onToken={takeProviderToken}
      error={providerError}
    />
  );

  useEffect(() => {
    onPaymentTypeChange(initialPaymentType);
    // Only the first choice: later changes are reported by the subscription below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => onDirtyChange?.(isDirty), [isDirty, onDirtyChange]);

  useEffect(() => {
    // Card fields are left out on purpose: nothing of the card is ever stored.
    const subscription = watch((values, { name }) => {
      const { first_name, last_name, email, email_confirmation, phone, payment_type, rooms: roomValues } = values;
      const { first_name_kana, last_name_kana, address, answers } = values;
      onDraftChange({
        rooms: roomValues,
        answers: answers as AnswerValues | undefined,
        first_name,
        last_name,
        email,
        email_confirmation,
        phone,
        first_name_kana,
        last_name_kana,
        address,
        payment_type: payment_type || undefined,
      });
      if (name === 'payment_type') onPaymentTypeChange(payment_type ?? '');
      // Another card chosen (saved or new): a token the other frame handed back is not this card's.
      if (name === 'saved.card_id') setProviderToken(null);
    });
    return () => subscription.unsubscribe();
  }, [watch, onDraftChange, onPaymentTypeChange]);

  const submit = handleSubmit(async (values) => {
    if (split.part === 'details') {
      split.onContinue();
      return;
    }
    const { first_name, last_name, email, phone, price_confirmed, payment_type, saved } = values;
    if (newTotal !== undefined && !price_confirmed) {
      setError('price_confirmed', { message: 'confirm_price' }, { shouldFocus: true });
      return;
    }
    if (payment_type === '') return;
    const withCard = takesCard(payment_type);
    if (withCard && payPal && !payPalOrderId.current) {
      const message = tProvider('payPal.notReady');
      setProviderError(message);
      announce(message);
      return;
    }
    if (withCard && adyen && !adyenToken.current) {
      const message = tProvider('adyen.notReady');
      setProviderError(message);
      announce(message);
      return;
    }
    // A member's saved card pays the token its code-only frame handed back (ADR 269), as a new card pays its frame's.
    const savedCardChosen = standIn && saved.card_id !== '';
    if (withCard && hostedCard && !providerToken) {
      const message = tProvider('hostedFields.notReady');
      setProviderError(message);
      announce(message);
      return;
    }
    const booker = { first_name, last_name, email, phone, ...bookerExtras(values, asked) };
    // Checked by the resolver, so the rooms' trimmed names go out.
    const payment = !withCard
      ? { type: payment_type }
      : hubCard
        ? { type: payment_type, paymentHub: true as const }
        : payPal && payPalOrderId.current
          ? { type: payment_type, providerToken: payPalOrderId.current }
        : adyen && adyenToken.current
          ? { type: payment_type, providerToken: adyenToken.current }
          : { type: payment_type, providerToken: providerToken?.token, ...(standIn && canSaveCard && !savedCardChosen && saved.save ? { saveCard: true } : {}) };
    const cardRefusal = await onSubmit(booker, payment, roomDetails(values.rooms, asked.kana), answersRequest(questions, values.answers, rooms.length));
    // No card field to clear or mark: a refusal is the form's own message.
    if (hubCard) return;
    if (withCard && payPal) {
      // Captured or refused either way: a new approval is a new order.
      payPalOrderId.current = null;
      if (cardRefusal) {
        // The refusal a card gets ("this card cannot be used") is PayPal's decline of the buyer's instrument here.
        const message = `${tProvider('payPal.declined')} ${tProvider('payPal.refused')}`;
        setProviderError(message);
        announce(message);
      }
      return;
    }
    if (withCard && adyen) {
      // Used or refused either way: the card opens again, for a new session.
      adyenToken.current = null;
      if (cardRefusal) {
        setFrameKey((key) => key + 1);
        const message = `${cardRefusal.message} ${tProvider('adyen.bookingRefused')}`;
        setProviderError(message);
        announce(message);
      }
      return;
    }
    if (withCard && hostedCard) {
      // The token is spent or refused either way: the provider's fields open again, empty.
      setProviderToken(null);
      setFrameKey((key) => key + 1);
      if (cardRefusal) {
        const message = `${cardRefusal.message} ${tProvider('hostedFields.refused')}`;
        setProviderError(message);
        announce(message);
      }
      return;
    }
  });

  useEffect(() => {
    if (drawn < STAGES || !submitWhenDrawn.current) return;
    submitWhenDrawn.current = false;
    void submit();
    // Only once every stage is drawn: submit is the render's own, with every field registered by now.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [drawn]);
  const submitDrawn = (event: SyntheticEvent) => {
    if (drawn >= STAGES) {
      void submit(event);
      return;
    }
    event.preventDefault();
    submitWhenDrawn.current = true;
    drawAll();
  };

  /** Card or PayPal: whatever the other way had (a token, an approval, its message) is dropped. */
  const choosePayWith = (way: 'paypal' | 'card') => {
    setPayWith(way);
    setProviderToken(null);
    setProviderError(undefined);
    payPalOrderId.current = null;
    adyenToken.current = null;
  };
  /** The PayPal button's createOrder: the form checked as for a booking, then the server's order for it. */
  const createPayPalOrder = async (): Promise<string> => {
    let order: Promise<string> | undefined;
    setProviderError(undefined);
    await handleSubmit((values) => {
      if (newTotal !== undefined && !values.price_confirmed) {
        setError('price_confirmed', { message: 'confirm_price' }, { shouldFocus: true });
        return;
      }
      if (values.payment_type === '' || !onPayPalOrder) return;
      const booker = { first_name: values.first_name, last_name: values.last_name, email: values.email, phone: values.phone, ...bookerExtras(values, asked) };
      order = onPayPalOrder(booker, values.payment_type, roomDetails(values.rooms, asked.kana), answersRequest(questions, values.answers, rooms.length));
    })();
    if (!order) throw new Error('The booking form is not complete.');
    return order;
  };
  const payPalApproved = (order: PayPalOrder) => {
    payPalOrderId.current = order.id;
    announce(tProvider('payPal.approved', { email: order.payer?.email_address ?? '' }));
    void submit();
  };
  /** Adyen's Card opens for the booking as typed: the form checked as for a booking, then the server's session for it. */
  const createAdyenSession = async (): Promise<AdyenSession> => {
    let session: Promise<AdyenSession> | undefined;
    setProviderError(undefined);
    await handleSubmit((values) => {
      if (newTotal !== undefined && !values.price_confirmed) {
        setError('price_confirmed', { message: 'confirm_price' }, { shouldFocus: true });
        return;
      }
      if (values.payment_type === '' || !onAdyenSession) return;
      const booker = { first_name: values.first_name, last_name: values.last_name, email: values.email, phone: values.phone, ...bookerExtras(values, asked) };
      session = onAdyenSession(booker, values.payment_type, roomDetails(values.rooms, asked.kana), answersRequest(questions, values.answers, rooms.length));
    })();
    if (!session) throw new Error('The booking form is not complete.');
    return session.catch((error: unknown) => {
      providerStopped(tProvider('adyen.failed'));
      throw error;
    });
  };
  const adyenPaid = (token: string) => {
    adyenToken.current = token;
    announce(tProvider('adyen.paid'));
    void submit();
  };
  const providerStopped = (message: string) => {
    setProviderError(message);
    announce(message);
  };

  return (
    <FormProvider {...form}>
      <form
        className={styles.form}
        // The payment page has no details heading: the form is named after the way to pay instead.
        {...(asksDetails ? { 'aria-labelledby': headingId } : { 'aria-label': t('guestDetail.paymentLegend') })}
        noValidate
        onSubmit={submitDrawn}
      >
        {formError}
        {split.part === 'payment' && split.detailsSummary}
        {split.part === 'payment' && Object.keys(errors).some((field) => !PAYMENT_PART_FIELDS.includes(field)) && (
          <p role="alert" className={styles.hint}>
            {t('guestDetail.split.detailsMissing')}
          </p>
        )}
        {asksDetails && (
          <>
            <div className={styles.section}>
              <h2 id={headingId} className={styles.heading}>
                {t('guestDetail.detailsHeading')}
              </h2>
              <p className={styles.hint}>{t('guestDetail.allRequired')}</p>
              <div className={styles.fields}>
                <NameFields
                  fields={{
                    given: { label: t('guestDetail.firstName'), autoComplete: 'given-name', registration: register('first_name'), error: errors.first_name?.message },
                    family: { label: t('guestDetail.lastName'), autoComplete: 'family-name', registration: register('last_name'), error: errors.last_name?.message },
                  }}
                />
                {asked.kana && (
                  <NameFields
                    hint={t('guestDetail.kanaHint')}
                    fields={{
                      given: { label: t('guestDetail.firstNameKana'), registration: register('first_name_kana'), error: errors.first_name_kana?.message },
                      family: { label: t('guestDetail.lastNameKana'), registration: register('last_name_kana'), error: errors.last_name_kana?.message },
                    }}
                  />
                )}
                <TextField
                  type="email"
                  label={t('guestDetail.email')}
                  autoComplete="email"
                  aria-required="true"
                  error={errorText(errors.email)}
                  {...register('email')}
                />
                <TextField
                  type="email"
                  label={t('guestDetail.emailConfirmation')}
                  autoComplete="email"
                  aria-required="true"
                  error={errorText(errors.email_confirmation)}
                  {...register('email_confirmation')}
                />
                <TextField
                  type="tel"
                  inputMode="tel"
                  label={t('guestDetail.phone')}
                  hint={t('guestDetail.phoneHint')}
                  autoComplete="tel"
                  aria-required="true"
                  error={errorText(errors.phone)}
                  {...register('phone')}
                />
              </div>
            </div>

            {asked.address && <AddressFields />}

            {drawn >= STAGE.rooms &&
              rooms.map((room, i) => <RoomGuestSection key={i} roomIndex={i} name={room.name} adults={room.adults} kana={asked.kana} />)}

            {drawn >= STAGE.rooms && upload && <BookingQuestions questions={questions} upload={upload} roomNames={rooms.map((room) => room.name)} />}
          </>
        )}

        {asksPayment && drawn >= STAGE.addOns && addOns}

        {asksPayment && drawn >= STAGE.payment && (
          <>

            <fieldset className={styles.section}>
              <legend className={styles.heading}>{t('guestDetail.paymentLegend')}</legend>
              {paymentTypes.map((type) => (
                <div key={type} className={styles.choice}>
                  <input id={`${headingId}-${type}`} type="radio" value={type} {...register('payment_type')} />
                  <label htmlFor={`${headingId}-${type}`}>{t(`payment.types.${type}`)}</label>
                </div>
              ))}
              {paymentType !== '' && <p className={styles.hint}>{t(`payment.notes.${paymentType}`)}</p>}
              {cardBlock && <p className={styles.hint}>{t(`payment.cardBlocked.${cardBlock}`)}</p>}
            </fieldset>

            {paymentType !== '' && takesCard(paymentType) && cardsBesidePayPal && (
              <fieldset className={styles.section}>
                <legend className={styles.heading}>{tProvider('besidePayPal.legend')}</legend>
                {(['card', 'paypal'] as const).map((way) => (
                  <Choice
                    key={way}
                    type="radio"
                    name={`${headingId}-pay-with`}
                    value={way}
                    checked={payWith === way}
                    onChange={() => choosePayWith(way)}
                    label={tProvider(`besidePayPal.${way}`)}
                  />
                ))}
              </fieldset>
            )}

            {hostedFields && cardFields && (standIn ? <SavedCardChoice cards={savedCards} canSave={canSaveCard} newCard={hostedFields} savedCardFields={savedCardFields(cardFields.hotelId)} /> : hostedFields)}

            {paymentType !== '' && takesCard(paymentType) && hubCard && <PaymentHubNotice />}

            {paymentType !== '' && takesCard(paymentType) && cardCollector.kind === 'paypal' && payPal && (
              <Suspense fallback={<LoadingStatus label={tProvider('payPal.loading')} />}>
                <PayPalButtons
                  hotelId={cardCollector.hotelId}
                  createOrder={createPayPalOrder}
                  onApproved={payPalApproved}
                  onCancel={() => providerStopped(tProvider('payPal.cancelled'))}
                  // A form not ready shows its own errors; anything else is PayPal's or the order's.
                  onFailed={() => {
                    if (Object.keys(errors).length === 0) providerStopped(tProvider('payPal.failed'));
                  }}
                  error={providerError}
                />
              </Suspense>
            )}

            {paymentType !== '' && takesCard(paymentType) && adyen && (
              <Suspense fallback={<LoadingStatus label={tProvider('adyen.loading')} />}>
                <AdyenCard
                  key={frameKey}
                  createSession={createAdyenSession}
                  onPaid={adyenPaid}
                  onRefused={() => providerStopped(tProvider('adyen.refused'))}
                  onFailed={() => providerStopped(tProvider('adyen.failed'))}
                  onRedirect={() => onAdyenRedirect?.()}
                  error={providerError}
                />
              </Suspense>
            )}


            <CheckboxField
              label={t('terms.accept')}
              error={errors.terms_accepted?.message ? t('terms.required') : undefined}
              aria-required="true"
              {...register('terms_accepted')}
            />

            {newTotal !== undefined && (
              <CheckboxField
                label={t('guestDetail.priceChanged.confirm', { total: newTotal })}
                error={errorText(errors.price_confirmed)}
                {...register('price_confirmed')}
              />
            )}
          </>
        )}

        {/* The stages not drawn yet keep their room, so the bar and what follows the form do not move under the guest. */}
        {drawn < STAGES && <div className={styles.notDrawn} />}

        {/* Stays in view at the bottom while the form is on screen: the total with every tax, and the way to book. */}
        <div className={styles.bar}>
          <p className={styles.barTotal}>
            <span className={styles.barLabel}>{t('labels.total')}</span> <strong className={styles.barAmount}>{total}</strong>{' '}
            <span className={styles.hint}>{t('guestDetail.allTaxesIncluded')}</span>
            {totalNote && <span className={styles.hint}> {totalNote}</span>}
          </p>
          {/* Amazon Pay's own button (ADR 258): booking sends the guest on to Amazon's page to pay. */}
          <Button type="submit" disabled={busyLabel !== undefined} className={paymentType === 'amazon_pay' ? styles.amazonPay : undefined}>
            {split.part === 'details' ? t('guestDetail.split.continue') : paymentType === 'amazon_pay' ? t('guestDetail.amazonPaySubmit') : t('guestDetail.submit')}
          </Button>
          {busyLabel !== undefined && <LoadingStatus label={busyLabel} />}
        </div>
      </form>
    </FormProvider>
  );
}

/** The booker's schema, the kana and address asked for (the booker's and the rooms' guests'), the terms, and the card rules when the chosen way takes a card: every message at its field at once. */
function bookingFormResolver(asked: BookerExtrasRequired, questions: readonly AdditionalQuestion[], roomCount: number, asksPayment: boolean): Resolver<FormValues> {
  const booker = zodResolver(ZBookerForm);
  return async (values, context, options) => {
    const result = await booker(values, context, options as never);
    const errors: FieldErrors<FormValues> = {
      ...(result.errors as FieldErrors<FormValues>),
      ...(bookerExtraIssues(values, asked) as FieldErrors<FormValues>),
    };
    const guestIssues = roomGuestIssues(values.rooms, asked.kana);
    if (Object.keys(guestIssues).length > 0) {
      // A sparse list, as react-hook-form keeps field array errors: rooms without an issue have none.
      const roomErrors: Record<number, { guest: (typeof guestIssues)[number] }> = {};
      for (const [index, guest] of Object.entries(guestIssues)) roomErrors[Number(index)] = { guest };
      errors.rooms = roomErrors as unknown as FieldErrors<FormValues>['rooms'];
    }
    const answerErrors = answerFieldErrors(questions, values.answers, values.rooms.every((room) => room.men_count !== ''), roomCount);
    if (answerErrors) errors.answers = answerErrors as FieldErrors<FormValues>['answers'];
    // On the travel-agency site's guest detail the way to pay and the terms are the payment page's.
    if (asksPayment && !values.terms_accepted) errors.terms_accepted = { type: 'terms', message: 'terms_not_accepted' };
    // The schema's output (trimmed names) over the raw values, which keep the payment and card fields.
    return Object.keys(errors).length > 0 ? { values: {}, errors } : { values: { ...values, ...result.values }, errors: {} };
  };
}

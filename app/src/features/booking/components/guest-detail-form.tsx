import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, type ChangeEvent, type ReactNode } from 'react';
import { FormProvider, useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ZGuest, type CreateReservationRequest, type Guest } from '../../../../../domain/entities/reservation';
import { otherGenderCount, takesCard, type BookingPaymentType } from '../../../../../domain/rules/booking-payment';
import type { CardMode } from '../../../../../domain/rules/card-payment';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { LoadingStatus } from '../../../components/ui/loading-status';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { useFieldErrorText } from '../../../lib/use-field-error-text';
import { EMPTY_BOOKER_FORM, ZBookerForm, type BookerDraftValues, type BookerFormInput } from '../utils/booker-form-schema';
import { bookerExtraIssues, bookerExtras, EMPTY_BOOKER_EXTRAS, type BookerExtrasRequired, type BookerExtraValues } from '../utils/booker-extras';
import { cardFieldIssues, EMPTY_CARD_FIELDS, type CardFields } from '../utils/card-fields';
import type { CardBlock } from '../utils/payment-options';
import { AddressFields, KanaNameFields } from './booker-extra-fields';
import { CardFormFields } from './card-form-fields';
import styles from './guest-detail-form.module.css';

/** The booker as the reservation request names them: name, email, phone, and kana and address when asked. */
export type BookerRequest = CreateReservationRequest['booker'];

/** What the guest chose to pay with; the card's fields only when the way takes a card. */
export type PaymentChoice = { type: BookingPaymentType; card?: CardFields };

/** The room's men and women counts, when the guest gave them (they always add up to the adults). */
export type GenderCounts = { men_count: number; women_count: number };

/** What the form says about the room: its staying guest when someone else stays, and the gender counts. */
export type RoomDetails = { guest?: Guest; genders?: GenderCounts };

type FormValues = BookerFormInput &
  BookerExtraValues & {
  payment_type: BookingPaymentType | '';
  card: CardFields;
  /** Empty while not given; a count as text (select values) once one is chosen. */
  men_count: string;
  women_count: string;
  /** Ticked when the guest staying is not the booker; then the staying guest's name is asked. */
  for_someone_else: boolean;
  guest: { first_name: string; last_name: string };
  terms_accepted: boolean;
};

/** The card rules need the stay and the amount: the check-out date, the brand mode and what is charged now. */
export type CardRulesContext = { checkout: string; mode: CardMode; charged: number; today: string };

type GuestDetailFormProps = {
  /** The adults in the room: the men and women counts add up to it. */
  adults: number;
  /** The booker fields the hotel asks for besides name, email and phone (kana, address). */
  extrasRequired: BookerExtrasRequired;
  /** What the guest typed earlier (a reload, a failed submit); never card data. */
  draft: BookerDraftValues;
  onDraftChange: (values: BookerDraftValues) => void;
  /** The ways to pay the plans allow, and why card payment is blocked when it is. */
  paymentTypes: readonly BookingPaymentType[];
  cardBlock?: CardBlock;
  cardRules: CardRulesContext;
  onPaymentTypeChange: (type: BookingPaymentType | '') => void;
  /** Resolves once the card (if any) has left the form: the form then clears its number and security code. */
  onSubmit: (booker: BookerRequest, payment: PaymentChoice, room: RoomDetails) => Promise<void>;
  submitting: boolean;
  /** The refusal of the last attempt, shown at the top of the form. */
  formError?: ReactNode;
  /** Set when the price changed: the formatted new total the guest must accept before booking again. */
  newTotal?: string;
};

export function GuestDetailForm({
  adults,
  extrasRequired,
  draft,
  onDraftChange,
  paymentTypes,
  cardBlock,
  cardRules,
  onPaymentTypeChange,
  onSubmit,
  submitting,
  formError,
  newTotal,
}: GuestDetailFormProps) {
  const { t } = useTranslation('booking');
  const errorText = useFieldErrorText();
  const headingId = useId();
  const { payment_type: draftPaymentType, ...draftValues } = draft;
  const initialPaymentType = paymentTypes.find((type) => type === draftPaymentType) ?? paymentTypes[0] ?? '';
  const form = useForm<FormValues>({
    resolver: bookingFormResolver(cardRules, extrasRequired),
    defaultValues: {
      ...EMPTY_BOOKER_FORM,
      ...EMPTY_BOOKER_EXTRAS,
      men_count: '',
      women_count: '',
      ...draftValues,
      address: { ...EMPTY_BOOKER_EXTRAS.address, ...draftValues.address },
      payment_type: initialPaymentType,
      card: EMPTY_CARD_FIELDS,
      for_someone_else: draftValues.for_someone_else ?? false,
      guest: { first_name: '', last_name: '', ...draftValues.guest },
      terms_accepted: false,
    },
  });
  const {
    register,
    handleSubmit,
    watch,
    setError,
    setValue,
    formState: { errors },
  } = form;
  const paymentType = watch('payment_type');
  const forSomeoneElse = watch('for_someone_else');
  const countOptions = [
    { value: '', label: t('guestDetail.genders.notGiven') },
    ...Array.from({ length: adults + 1 }, (_, count) => ({ value: String(count), label: String(count) })),
  ];
  /** "Setting one sets the other to adults minus it"; clearing one clears the other. */
  const setOther = (other: 'men_count' | 'women_count', value: string) =>
    setValue(other, value === '' ? '' : String(otherGenderCount(adults, Number(value))));

  useEffect(() => {
    onPaymentTypeChange(initialPaymentType);
    // Only the first choice: later changes are reported by the subscription below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    // Card fields are left out on purpose: nothing of the card is ever stored.
    const subscription = watch((values, { name }) => {
      const { first_name, last_name, email, email_confirmation, phone, payment_type, men_count, women_count } = values;
      const { first_name_kana, last_name_kana, address, guest, for_someone_else } = values;
      onDraftChange({
        for_someone_else,
        guest,
        first_name,
        last_name,
        email,
        email_confirmation,
        phone,
        men_count,
        women_count,
        first_name_kana,
        last_name_kana,
        address,
        payment_type: payment_type || undefined,
      });
      if (name === 'payment_type') onPaymentTypeChange(payment_type ?? '');
    });
    return () => subscription.unsubscribe();
  }, [watch, onDraftChange, onPaymentTypeChange]);

  const submit = handleSubmit(async (values) => {
    const { first_name, last_name, email, phone, price_confirmed, payment_type, card, men_count, women_count, for_someone_else } = values;
    if (newTotal !== undefined && !price_confirmed) {
      setError('price_confirmed', { message: 'confirm_price' }, { shouldFocus: true });
      return;
    }
    if (payment_type === '') return;
    const withCard = takesCard(payment_type);
    const genders = men_count !== '' && women_count !== '' ? { men_count: Number(men_count), women_count: Number(women_count) } : undefined;
    const booker = { first_name, last_name, email, phone, ...bookerExtras(values, extrasRequired) };
    // Parsed by the resolver when ticked, so the trimmed names go out.
    const guest = for_someone_else ? ZGuest.parse(values.guest) : undefined;
    await onSubmit(booker, withCard ? { type: payment_type, card } : { type: payment_type }, { guest, genders });
    if (withCard) {
      setValue('card.number', '');
      setValue('card.security_code', '');
    }
  });

  return (
    <FormProvider {...form}>
      <form className={styles.form} aria-labelledby={headingId} noValidate onSubmit={(event) => void submit(event)}>
        {formError}
        <div className={styles.section}>
          <h2 id={headingId} className={styles.heading}>
            {t('guestDetail.detailsHeading')}
          </h2>
          <p className={styles.hint}>{t('guestDetail.allRequired')}</p>
          <div className={styles.fields}>
            <TextField
              label={t('guestDetail.firstName')}
              autoComplete="given-name"
              aria-required="true"
              error={errorText(errors.first_name)}
              {...register('first_name')}
            />
            <TextField
              label={t('guestDetail.lastName')}
              autoComplete="family-name"
              aria-required="true"
              error={errorText(errors.last_name)}
              {...register('last_name')}
            />
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
          {extrasRequired.kana && <KanaNameFields />}
        </div>

        <fieldset className={styles.section}>
          <legend className={styles.heading}>{t('guestDetail.stayingGuest.legend')}</legend>
          <CheckboxField label={t('guestDetail.stayingGuest.someoneElse')} {...register('for_someone_else')} />
          {forSomeoneElse && (
            <div className={styles.fields}>
              <TextField
                label={t('guestDetail.stayingGuest.firstName')}
                aria-required="true"
                error={errorText(errors.guest?.first_name)}
                {...register('guest.first_name')}
              />
              <TextField
                label={t('guestDetail.stayingGuest.lastName')}
                aria-required="true"
                error={errorText(errors.guest?.last_name)}
                {...register('guest.last_name')}
              />
            </div>
          )}
        </fieldset>

        {extrasRequired.address && <AddressFields />}

        <fieldset className={styles.section}>
          <legend className={styles.heading}>{t('guestDetail.genders.legend')}</legend>
          <p className={styles.hint}>{t('guestDetail.genders.hint', { adults })}</p>
          <div className={styles.fields}>
            <SelectField
              label={t('guestDetail.genders.men')}
              options={countOptions}
              {...register('men_count', { onChange: (event: ChangeEvent<HTMLSelectElement>) => setOther('women_count', event.target.value) })}
            />
            <SelectField
              label={t('guestDetail.genders.women')}
              options={countOptions}
              {...register('women_count', { onChange: (event: ChangeEvent<HTMLSelectElement>) => setOther('men_count', event.target.value) })}
            />
          </div>
        </fieldset>

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

        {paymentType !== '' && takesCard(paymentType) && <CardFormFields thisYear={Number(cardRules.today.slice(0, 4))} />}

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

        <div className={styles.actions}>
          <Button type="submit" block disabled={submitting}>
            {t('guestDetail.submit')}
          </Button>
          {submitting && <LoadingStatus label={t('guestDetail.submitting')} />}
        </div>
      </form>
    </FormProvider>
  );
}

/** The booker's schema, the kana and address the hotel asks for, the terms, and the card rules when the chosen way takes a card: every message at its field at once. */
function bookingFormResolver(cardRules: CardRulesContext, extrasRequired: BookerExtrasRequired): Resolver<FormValues> {
  const booker = zodResolver(ZBookerForm);
  return async (values, context, options) => {
    const result = await booker(values, context, options as never);
    const errors: FieldErrors<FormValues> = {
      ...(result.errors as FieldErrors<FormValues>),
      ...(bookerExtraIssues(values, extrasRequired) as FieldErrors<FormValues>),
    };
    if (values.for_someone_else) {
      const guest = ZGuest.safeParse(values.guest);
      if (!guest.success) {
        const fields: Record<string, { type: string; message?: string }> = {};
        for (const issue of guest.error.issues) fields[String(issue.path[0])] ??= { type: 'guest', message: issue.message };
        errors.guest = fields as FieldErrors<FormValues>['guest'];
      }
    }
    if (!values.terms_accepted) errors.terms_accepted = { type: 'terms', message: 'terms_not_accepted' };
    if (values.payment_type !== '' && takesCard(values.payment_type)) {
      const issues = cardFieldIssues(values.card, cardRules);
      const cardErrors = Object.fromEntries(
        Object.entries(issues).map(([field, issue]) => [field, { type: 'card', message: issue }]),
      );
      if (Object.keys(cardErrors).length > 0) errors.card = cardErrors as FieldErrors<FormValues>['card'];
    }
    // The schema's output (trimmed names) over the raw values, which keep the payment and card fields.
    return Object.keys(errors).length > 0 ? { values: {}, errors } : { values: { ...values, ...result.values }, errors: {} };
  };
}

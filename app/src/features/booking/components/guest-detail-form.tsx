import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Booker } from '../../../../../domain/entities/reservation';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { LoadingStatus } from '../../../components/ui/loading-status';
import { TextField } from '../../../components/ui/text-field';
import { useFieldErrorText } from '../../../lib/use-field-error-text';
import {
  EMPTY_BOOKER_FORM,
  ZBookerForm,
  type BookerDraftValues,
  type BookerFormInput,
  type BookerFormOutput,
} from '../utils/booker-form-schema';
import styles from './guest-detail-form.module.css';

type GuestDetailFormProps = {
  /** What the guest typed earlier (a reload, a failed submit). */
  draft: BookerDraftValues;
  onDraftChange: (values: BookerDraftValues) => void;
  onSubmit: (booker: Booker) => void;
  submitting: boolean;
  /** The refusal of the last attempt, shown at the top of the form. */
  formError?: ReactNode;
  /** Set when the price changed: the formatted new total the guest must accept before booking again. */
  newTotal?: string;
};

export function GuestDetailForm({ draft, onDraftChange, onSubmit, submitting, formError, newTotal }: GuestDetailFormProps) {
  const { t } = useTranslation('booking');
  const errorText = useFieldErrorText();
  const headingId = useId();
  const {
    register,
    handleSubmit,
    watch,
    setError,
    formState: { errors },
  } = useForm<BookerFormInput, unknown, BookerFormOutput>({
    resolver: zodResolver(ZBookerForm),
    defaultValues: { ...EMPTY_BOOKER_FORM, ...draft },
  });

  useEffect(() => {
    const subscription = watch(({ price_confirmed: _accepted, ...values }) => onDraftChange(values));
    return () => subscription.unsubscribe();
  }, [watch, onDraftChange]);

  const submit = handleSubmit(({ first_name, last_name, email, phone, price_confirmed }) => {
    if (newTotal !== undefined && !price_confirmed) {
      setError('price_confirmed', { message: 'confirm_price' }, { shouldFocus: true });
      return;
    }
    onSubmit({ first_name, last_name, email, phone });
  });

  return (
    <form className={styles.form} aria-labelledby={headingId} noValidate onSubmit={submit}>
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
      </div>

      <fieldset className={styles.section}>
        <legend className={styles.heading}>{t('guestDetail.paymentLegend')}</legend>
        {/* On-site payment is the only method for now; shown as the chosen one so the guest knows how they pay. */}
        <div className={styles.choice}>
          <input id={`${headingId}-on-site`} type="radio" name="payment" value="on_site" defaultChecked />
          <label htmlFor={`${headingId}-on-site`}>{t('common:payment.on_site')}</label>
        </div>
        <p className={styles.hint}>{t('guestDetail.onSiteNote')}</p>
      </fieldset>

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
  );
}

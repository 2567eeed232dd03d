import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField } from '#app/components/ui/select-field.tsx';
import { TextField } from '#app/components/ui/text-field.tsx';
import { cardBrandOf, type CardFields, type CardIssue } from './card-fields';
import styles from './card-form-fields.module.css';
import { KoreanCardFields } from './korean-card-fields';

/** The form values this part reads and writes: the card, under `card`. */
export type CardFormValues = { card: CardFields };

const MONTHS = Array.from({ length: 12 }, (_, index) => String(index + 1).padStart(2, '0'));
const YEARS_AHEAD = 15;

/**
 * The card's fields inside the booking form. The number and security code live only in these inputs (and the
 * form's field values while typing); the booking sends them to the tokenizer and clears them. Autocomplete
 * names let a browser fill a saved card.
 */
export function CardFormFields({ thisYear, korean = false }: { thisYear: number; korean?: boolean }) {
  const { t } = useTranslation('booking');
  const headingId = useId();
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<CardFormValues>();
  const number = useWatch({ control, name: 'card.number' });
  const brand = cardBrandOf(number ?? '');
  // A rule's issue is a key; a refusal of the card (type server) comes worded already.
  const cardError = (error: { type?: string; message?: string } | undefined) =>
    error?.message ? (error.type === 'server' ? error.message : t(`card.errors.${error.message as CardIssue}`)) : undefined;
  const years = Array.from({ length: YEARS_AHEAD + 1 }, (_, index) => String(thisYear + index));

  return (
    <fieldset className={styles.card} aria-labelledby={headingId}>
      <legend id={headingId} className={styles.legend}>
        {t('card.legend')}
      </legend>
      <p className={styles.hint}>{t('card.tokenNote')}</p>
      <div className={styles.fields}>
        <TextField
          label={t('card.number')}
          hint={t('card.numberHint')}
          inputMode="numeric"
          autoComplete="cc-number"
          aria-required="true"
          error={cardError(errors.card?.number)}
          {...register('card.number')}
        />
        <p className={styles.brand} aria-live="polite">
          {brand ? t('card.brandDetected', { brand: t(`card.brands.${brand}`) }) : ''}
        </p>
        <TextField
          label={t('card.holder')}
          hint={t('card.holderHint')}
          autoComplete="cc-name"
          aria-required="true"
          error={cardError(errors.card?.holder)}
          {...register('card.holder')}
        />
        <div className={styles.expiry}>
          <SelectField
            label={t('card.expMonth')}
            autoComplete="cc-exp-month"
            aria-required="true"
            options={[{ value: '', label: t('card.choose') }, ...MONTHS.map((month) => ({ value: month, label: month }))]}
            error={cardError(errors.card?.exp_month)}
            {...register('card.exp_month')}
          />
          <SelectField
            label={t('card.expYear')}
            autoComplete="cc-exp-year"
            aria-required="true"
            options={[{ value: '', label: t('card.choose') }, ...years.map((year) => ({ value: year, label: year }))]}
            {...register('card.exp_year')}
          />
        </div>
        <TextField
          label={t('card.securityCode')}
          hint={t('card.securityCodeHint')}
          inputMode="numeric"
          autoComplete="cc-csc"
          aria-required="true"
          maxLength={4}
          error={cardError(errors.card?.security_code)}
          {...register('card.security_code')}
        />
        {korean && <KoreanCardFields />}
      </div>
    </fieldset>
  );
}

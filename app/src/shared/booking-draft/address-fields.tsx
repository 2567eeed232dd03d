import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PREFECTURES } from '#domain/constants/prefectures.ts';
import { SelectField } from '#app/components/ui/select-field.tsx';
import { TextField } from '#app/components/ui/text-field.tsx';
import { useLocale } from '#app/i18n/use-locale.ts';
import type { BookerExtraValues } from './booker-extras';
import styles from './address-fields.module.css';

/** A field message: the booking catalog's own words for its rules, else the common validation words. */
function useExtraErrorText(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation('booking');
  return (message) => (message ? t([`validation.${message}`, `common:validation.${message}`]) : undefined);
}

/**
 * The booker's address with the 47 prefectures, asked when the hotel sets customer_address_required: by checkout,
 * and by the lottery entry whose win is booked with it (ADR 231). Inside the form's FormProvider.
 */
export function AddressFields() {
  const { t } = useTranslation('booking');
  const { locale } = useLocale();
  const errorText = useExtraErrorText();
  const {
    register,
    formState: { errors },
  } = useFormContext<BookerExtraValues>();
  const prefectures = PREFECTURES.map((prefecture) => ({
    value: prefecture.code,
    label: locale === 'ja' ? prefecture.ja : prefecture.en,
  }));
  return (
    <fieldset className={styles.section}>
      <legend className={styles.heading}>{t('address.legend')}</legend>
      <div className={styles.fields}>
        <TextField
          label={t('address.postalCode')}
          hint={t('address.postalCodeHint')}
          autoComplete="postal-code"
          aria-required="true"
          error={errorText(errors.address?.postal_code?.message)}
          {...register('address.postal_code')}
        />
        <SelectField
          label={t('address.prefecture')}
          autoComplete="address-level1"
          aria-required="true"
          options={[{ value: '', label: t('card.choose') }, ...prefectures]}
          error={errorText(errors.address?.prefecture_or_state?.message)}
          {...register('address.prefecture_or_state')}
        />
        <TextField
          label={t('address.street')}
          autoComplete="address-line1"
          aria-required="true"
          error={errorText(errors.address?.street_address?.message)}
          {...register('address.street_address')}
        />
        <TextField
          label={t('address.building')}
          autoComplete="address-line2"
          error={errorText(errors.address?.building_name_and_number?.message)}
          {...register('address.building_name_and_number')}
        />
      </div>
    </fieldset>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { IsoDate } from '../../../../../domain/entities/common';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { formatNumber } from '../../../lib/format';
import type { Stay } from '../../../lib/stay-query';
import { useFieldErrorText } from '../../../lib/use-field-error-text';
import { useLocale } from '../../../lib/use-locale';
import { searchFormSchema, type SearchFormInput, type SearchFormOutput } from '../utils/search-form-schema';
import styles from './search-form.module.css';

type SearchFormProps = {
  stay: Stay;
  hotelToday: IsoDate;
  maxAdults: number;
  onSearch: (stay: Stay) => void;
};

/** Change dates and adults with native controls (the range calendar comes with its own issue). */
export function SearchForm({ stay, hotelToday, maxAdults, onSearch }: SearchFormProps) {
  const { t } = useTranslation('search');
  const { tag } = useLocale();
  const errorText = useFieldErrorText();
  const headingId = useId();
  const schema = useMemo(() => searchFormSchema(hotelToday), [hotelToday]);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SearchFormInput, unknown, SearchFormOutput>({
    resolver: zodResolver(schema),
    defaultValues: { checkin: stay.checkin, checkout: stay.checkout, adults: String(stay.adults) },
  });
  const adultOptions = useMemo(
    () => Array.from({ length: maxAdults }, (_, index) => ({ value: String(index + 1), label: formatNumber(index + 1, tag) })),
    [maxAdults, tag],
  );

  return (
    <form className={styles.form} aria-labelledby={headingId} noValidate onSubmit={handleSubmit(onSearch)}>
      <h2 id={headingId} className={styles.heading}>
        {t('form.title')}
      </h2>
      <div className={styles.fields}>
        <TextField
          type="date"
          label={t('common:stay.checkin')}
          min={hotelToday}
          error={errorText(errors.checkin)}
          {...register('checkin')}
        />
        <TextField
          type="date"
          label={t('common:stay.checkout')}
          min={hotelToday}
          error={errorText(errors.checkout)}
          {...register('checkout')}
        />
        <SelectField label={t('form.adults')} options={adultOptions} {...register('adults')} />
        <Button type="submit" className={styles.submit}>
          {t('form.submit')}
        </Button>
      </div>
    </form>
  );
}

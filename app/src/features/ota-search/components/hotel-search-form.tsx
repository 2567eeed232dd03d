import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { COUNTS } from '#domain/constants/limits.ts';
import type { IsoDate } from '#domain/entities/common.ts';
import { Button } from '#app/components/ui/button.tsx';
import { SelectField } from '#app/components/ui/select-field.tsx';
import { TextField } from '#app/components/ui/text-field.tsx';
import { formatNumber } from '#app/i18n/format.ts';
import { useLocale } from '#app/i18n/use-locale.ts';
import { hotelSearchSchema, MAX_KEYWORD_LENGTH, MAX_ROOMS, type HotelSearchDraft, type OtaHotelSearch } from '../utils/hotel-search';
import styles from './hotel-search-form.module.css';

type HotelSearchFormProps = {
  initial: HotelSearchDraft;
  today: IsoDate;
  onSearch: (search: OtaHotelSearch) => void;
};

function counts(max: number, tag: string) {
  return Array.from({ length: max }, (_, i) => ({ value: String(i + 1), label: formatNumber(i + 1, tag) }));
}

/** The travel-agency hotel search: where (a name, optional), when (YYYY/MM/DD) and for how many. */
export function HotelSearchForm({ initial, today, onSearch }: HotelSearchFormProps) {
  const { t } = useTranslation('ota');
  const { t: tc } = useTranslation('common');
  const { tag } = useLocale();
  const headingId = useId();
  const resolver = useMemo(() => zodResolver(hotelSearchSchema(today)), [today]);
  // Checked when searched; the messages stay until the next search.
  const form = useForm<HotelSearchDraft, unknown, OtaHotelSearch>({ resolver, defaultValues: initial, reValidateMode: 'onSubmit', shouldFocusError: false });
  const { errors } = form.formState;
  const errorText = (key: string | undefined) => (key ? t(`errors.${key}`) : undefined);

  return (
    <form className={styles.form} aria-labelledby={headingId} noValidate onSubmit={form.handleSubmit(onSearch)}>
      <h2 id={headingId} className={styles.heading}>
        {t('form.title')}
      </h2>
      <TextField
        className={styles.keyword}
        label={t('form.keyword')}
        hint={t('form.keywordHint')}
        maxLength={MAX_KEYWORD_LENGTH}
        error={errorText(errors.keyword?.message)}
        {...form.register('keyword')}
      />
      <div className={styles.row}>
        <TextField
          label={tc('stay.checkin')}
          hint={t('form.dateHint')}
          inputMode="numeric"
          autoComplete="off"
          error={errorText(errors.checkin?.message)}
          {...form.register('checkin')}
        />
        <TextField
          label={tc('stay.checkout')}
          hint={t('form.dateHint')}
          inputMode="numeric"
          autoComplete="off"
          error={errorText(errors.checkout?.message)}
          {...form.register('checkout')}
        />
      </div>
      <div className={styles.row}>
        <SelectField
          label={t('form.adults')}
          options={counts(COUNTS.defaultMaxGuestsPerRoom, tag)}
          {...form.register('adults', { valueAsNumber: true })}
        />
        <SelectField
          label={t('form.rooms')}
          options={counts(MAX_ROOMS, tag)}
          {...form.register('rooms', { valueAsNumber: true })}
        />
      </div>
      <Button type="submit">{t('form.submit')}</Button>
    </form>
  );
}

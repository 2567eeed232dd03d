import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AIRPORT_CODES, AIRPORTS } from '#domain/constants/airports.ts';
import { COUNTS } from '#domain/constants/limits.ts';
import type { IsoDate } from '#domain/entities/common.ts';
import { STAY_PLUS_FLIGHT, flightCheckinWindow } from '#domain/rules/stay-plus-flight.ts';
import { Button } from '#app/components/ui/button.tsx';
import { SelectField } from '#app/components/ui/select-field.tsx';
import { TextField } from '#app/components/ui/text-field.tsx';
import { formatDate, formatNumber } from '#app/i18n/format.ts';
import { useLocale } from '#app/i18n/use-locale.ts';
import { packageSearchSchema, type PackageDraft, type PackageSearch } from '../utils/package-search';
import styles from './stay-plus-flight.module.css';

type PackageSearchFormProps = { initial: PackageDraft; today: IsoDate; onSearch: (search: PackageSearch) => void };

function counts(max: number, tag: string) {
  return Array.from({ length: max }, (_, i) => ({ value: String(i + 1), label: formatNumber(i + 1, tag) }));
}

/** Where from, when (YYYY/MM/DD, always dated) and for how many: at most 5 rooms. */
export function PackageSearchForm({ initial, today, onSearch }: PackageSearchFormProps) {
  const { t } = useTranslation('stay-plus-flight');
  const { t: tc } = useTranslation('common');
  const { tag } = useLocale();
  const headingId = useId();
  const resolver = useMemo(() => zodResolver(packageSearchSchema(today)), [today]);
  const form = useForm<PackageDraft, unknown, PackageSearch>({ resolver, defaultValues: initial, reValidateMode: 'onSubmit', shouldFocusError: false });
  const { errors } = form.formState;
  const window = flightCheckinWindow(today);
  const errorText = (key: string | undefined) =>
    key ? t(`errors.${key}`, { first: formatDate(window.first, tag), last: formatDate(window.last, tag), max: STAY_PLUS_FLIGHT.maxNights, rooms: STAY_PLUS_FLIGHT.maxRooms }) : undefined;

  return (
    <form className={styles.form} aria-labelledby={headingId} noValidate onSubmit={form.handleSubmit(onSearch)}>
      <h2 id={headingId} className={styles.heading}>
        {t('form.title')}
      </h2>
      <SelectField
        label={t('form.from')}
        options={AIRPORT_CODES.map((code) => ({ value: code, label: `${AIRPORTS[code].name.ja} (${code})` }))}
        {...form.register('from')}
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
        <SelectField label={t('form.adults')} options={counts(COUNTS.defaultMaxGuestsPerRoom, tag)} {...form.register('adults', { valueAsNumber: true })} />
        <SelectField
          label={t('form.rooms', { max: STAY_PLUS_FLIGHT.maxRooms })}
          options={counts(STAY_PLUS_FLIGHT.maxRooms, tag)}
          error={errorText(errors.rooms?.message)}
          {...form.register('rooms', { valueAsNumber: true })}
        />
      </div>
      <Button type="submit">{t('form.submit')}</Button>
    </form>
  );
}

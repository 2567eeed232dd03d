import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AIRPORT_CODES, AIRPORTS } from '#domain/constants/airports.ts';
import type { IsoDate } from '#domain/entities/common.ts';
import { STAY_PLUS_FLIGHT, flightCheckinWindow } from '#domain/rules/stay-plus-flight.ts';
import { SelectField } from '#app/components/ui/select-field.tsx';
import { formatDate } from '#app/i18n/format.ts';
import { useLocale } from '#app/i18n/use-locale.ts';
import { StaySearchForm } from '#app/shared/stay-search/stay-search-form.tsx';
import { packageSearchSchema, type PackageDraft, type PackageSearch } from '../utils/package-search';

type PackageSearchFormProps = { initial: PackageDraft; today: IsoDate; onSearch: (search: PackageSearch) => void };

/** Where from, when (YYYY/MM/DD, always dated) and for how many: at most 5 rooms. */
export function PackageSearchForm({ initial, today, onSearch }: PackageSearchFormProps) {
  const { t } = useTranslation('stay-plus-flight');
  const { tag } = useLocale();
  const resolver = useMemo(() => zodResolver(packageSearchSchema(today)), [today]);
  const form = useForm<PackageDraft, unknown, PackageSearch>({ resolver, defaultValues: initial, reValidateMode: 'onSubmit', shouldFocusError: false });
  const { errors } = form.formState;
  const window = flightCheckinWindow(today);
  const errorText = (key: string | undefined) =>
    key ? t(`errors.${key}`, { first: formatDate(window.first, tag), last: formatDate(window.last, tag), max: STAY_PLUS_FLIGHT.maxNights, rooms: STAY_PLUS_FLIGHT.maxRooms }) : undefined;

  return (
    <StaySearchForm
      texts={{
        title: t('form.title'),
        dateHint: t('form.dateHint'),
        adults: t('form.adults'),
        rooms: t('form.rooms', { max: STAY_PLUS_FLIGHT.maxRooms }),
        submit: t('form.submit'),
      }}
      maxRooms={STAY_PLUS_FLIGHT.maxRooms}
      fields={{
        checkin: form.register('checkin'),
        checkout: form.register('checkout'),
        adults: form.register('adults', { valueAsNumber: true }),
        rooms: form.register('rooms', { valueAsNumber: true }),
      }}
      errors={{ checkin: errorText(errors.checkin?.message), checkout: errorText(errors.checkout?.message), rooms: errorText(errors.rooms?.message) }}
      onSubmit={form.handleSubmit(onSearch)}
    >
      <SelectField
        label={t('form.from')}
        options={AIRPORT_CODES.map((code) => ({ value: code, label: `${AIRPORTS[code].name.ja} (${code})` }))}
        {...form.register('from')}
      />
    </StaySearchForm>
  );
}

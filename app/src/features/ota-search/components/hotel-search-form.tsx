import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { IsoDate } from '#domain/entities/common.ts';
import { TextField } from '#app/components/ui/text-field.tsx';
import { StaySearchForm } from '#app/shared/stay-search/stay-search-form.tsx';
import { hotelSearchSchema, MAX_KEYWORD_LENGTH, MAX_ROOMS, type HotelSearchDraft, type OtaHotelSearch } from '../utils/hotel-search';

type HotelSearchFormProps = {
  initial: HotelSearchDraft;
  today: IsoDate;
  onSearch: (search: OtaHotelSearch) => void;
};

/** The travel-agency hotel search: where (a name, optional), when (YYYY/MM/DD) and for how many. */
export function HotelSearchForm({ initial, today, onSearch }: HotelSearchFormProps) {
  const { t } = useTranslation('ota');
  const resolver = useMemo(() => zodResolver(hotelSearchSchema(today)), [today]);
  // Checked when searched; the messages stay until the next search.
  const form = useForm<HotelSearchDraft, unknown, OtaHotelSearch>({ resolver, defaultValues: initial, reValidateMode: 'onSubmit', shouldFocusError: false });
  const { errors } = form.formState;
  const errorText = (key: string | undefined) => (key ? t(`errors.${key}`) : undefined);

  return (
    <StaySearchForm
      texts={{ title: t('form.title'), dateHint: t('form.dateHint'), adults: t('form.adults'), rooms: t('form.rooms'), submit: t('form.submit') }}
      maxRooms={MAX_ROOMS}
      fields={{
        checkin: form.register('checkin'),
        checkout: form.register('checkout'),
        adults: form.register('adults', { valueAsNumber: true }),
        rooms: form.register('rooms', { valueAsNumber: true }),
      }}
      errors={{ checkin: errorText(errors.checkin?.message), checkout: errorText(errors.checkout?.message) }}
      onSubmit={form.handleSubmit(onSearch)}
    >
      <TextField
        label={t('form.keyword')}
        hint={t('form.keywordHint')}
        maxLength={MAX_KEYWORD_LENGTH}
        error={errorText(errors.keyword?.message)}
        {...form.register('keyword')}
      />
    </StaySearchForm>
  );
}

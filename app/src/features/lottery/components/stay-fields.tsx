import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { LotteryEvent } from '#domain/entities/lottery.ts';
import { SelectField } from '#app/components/ui/select-field.tsx';
import { formatDate } from '#app/i18n/format.ts';
import { useLocale } from '#app/i18n/use-locale.ts';
import { adultOptions, checkinOptions, nightOptions } from '../utils/lottery-entry-form';

type StayFieldsProps = {
  event: Pick<LotteryEvent, 'stay_start' | 'stay_end' | 'min_nights' | 'max_nights' | 'max_adults'>;
  checkin: UseFormRegisterReturn<'checkin'>;
  nights: UseFormRegisterReturn<'nights'>;
  adults: UseFormRegisterReturn<'adults'>;
  /** Each field's message, already in the guest's language. */
  errors: { checkin?: string | undefined; nights?: string | undefined; adults?: string | undefined };
};

/**
 * The stay's check-in, nights and adults, offering only what the event takes: entering and changing an entry ask
 * the same (the server checks them again).
 */
export function StayFields({ event, checkin, nights, adults, errors }: StayFieldsProps) {
  const { t } = useTranslation('lottery');
  const { tag } = useLocale();
  return (
    <>
      <SelectField label={t('guestDetail.checkin')} options={checkinOptions(event).map((day) => ({ value: day, label: formatDate(day, tag) }))} error={errors.checkin} {...checkin} />
      <SelectField
        label={t('guestDetail.nights')}
        options={nightOptions(event).map((count) => ({ value: String(count), label: t('nightCount', { count }) }))}
        error={errors.nights}
        {...nights}
      />
      <SelectField
        label={t('guestDetail.adults')}
        options={adultOptions(event).map((count) => ({ value: String(count), label: t('adultCount', { count }) }))}
        error={errors.adults}
        {...adults}
      />
    </>
  );
}

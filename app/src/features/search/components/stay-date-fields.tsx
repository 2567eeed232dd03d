import { useTranslation } from 'react-i18next';
import { UNDATED_MAX_NIGHTS } from '#domain/contracts/rooms.ts';
import { addDays } from '#domain/rules/nights.ts';
import { DateField } from '#app/components/ui/date-field.tsx';
import { SelectField } from '#app/components/ui/select-field.tsx';
import styles from './search-form.module.css';

type StayDateFieldsProps = {
  checkin: string;
  checkout: string;
  nights: number;
  isDayUse: boolean;
  undated: boolean;
  earliest: string;
  latest: string;
  errors: { checkin?: string | undefined; checkout?: string | undefined };
  onCheckin: (checkin: string) => void;
  onCheckout: (checkout: string) => void;
  onNights: (nights: number) => void;
};

/**
 * The stay's dates (or, undated, its nights), on the shared localized DateField (ADR 218): the date as the page's
 * language writes it, not as the browser's native date input would.
 */
export function StayDateFields({ checkin, checkout, nights, isDayUse, undated, earliest, latest, errors, onCheckin, onCheckout, onNights }: StayDateFieldsProps) {
  const { t } = useTranslation('search');
  return (
    <div className={styles.dates}>
      {!undated && (
        <DateField
          label={isDayUse ? t('form.date') : t('common:stay.checkin')}
          name="checkin"
          min={earliest}
          max={latest}
          value={checkin}
          error={errors.checkin}
          onChange={(event) => onCheckin(event.target.value)}
        />
      )}
      {!undated && !isDayUse && (
        <DateField
          label={t('common:stay.checkout')}
          name="checkout"
          min={addDays(checkin, 1)}
          value={checkout}
          error={errors.checkout}
          onChange={(event) => onCheckout(event.target.value)}
        />
      )}
      {undated && (
        <SelectField
          label={t('form.nights')}
          value={String(nights)}
          options={Array.from({ length: UNDATED_MAX_NIGHTS }, (_, i) => ({
            value: String(i + 1),
            label: t('common:stay.nights', { count: i + 1 }),
          }))}
          onChange={(event) => onNights(Number(event.target.value))}
        />
      )}
    </div>
  );
}

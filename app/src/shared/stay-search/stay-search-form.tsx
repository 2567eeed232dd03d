import { useId, type FormEventHandler, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { COUNTS } from '#domain/constants/limits.ts';
import { Button } from '#app/components/ui/button.tsx';
import { SelectField } from '#app/components/ui/select-field.tsx';
import { TextField } from '#app/components/ui/text-field.tsx';
import { formatNumber } from '#app/i18n/format.ts';
import { useLocale } from '#app/i18n/use-locale.ts';
import styles from './stay-search-form.module.css';

type StayField = 'checkin' | 'checkout' | 'adults' | 'rooms';

type StaySearchFormProps = {
  /** The screen's own texts (each screen keeps its catalog). */
  texts: { title: string; dateHint: string; adults: string; rooms: string; submit: string };
  maxRooms: number;
  /** The stay fields, registered by the screen's own form. */
  fields: Record<StayField, UseFormRegisterReturn>;
  errors: Partial<Record<StayField, string>>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The screen's own fields, shown before the dates (the hotel name, the departure airport). */
  children?: ReactNode;
};

function counts(max: number, tag: string) {
  return Array.from({ length: max }, (_, i) => ({ value: String(i + 1), label: formatNumber(i + 1, tag) }));
}

/** One stay search form: the screen's own fields, when (YYYY/MM/DD) and for how many. */
export function StaySearchForm({ texts, maxRooms, fields, errors, onSubmit, children }: StaySearchFormProps) {
  const { t: tc } = useTranslation('common');
  const { tag } = useLocale();
  const headingId = useId();
  return (
    <form className={styles.form} aria-labelledby={headingId} noValidate onSubmit={onSubmit}>
      <h2 id={headingId} className={styles.heading}>
        {texts.title}
      </h2>
      {children}
      <div className={styles.row}>
        <TextField label={tc('stay.checkin')} hint={texts.dateHint} inputMode="numeric" autoComplete="off" error={errors.checkin} {...fields.checkin} />
        <TextField label={tc('stay.checkout')} hint={texts.dateHint} inputMode="numeric" autoComplete="off" error={errors.checkout} {...fields.checkout} />
      </div>
      <div className={styles.row}>
        <SelectField label={texts.adults} options={counts(COUNTS.defaultMaxGuestsPerRoom, tag)} error={errors.adults} {...fields.adults} />
        <SelectField label={texts.rooms} options={counts(maxRooms, tag)} error={errors.rooms} {...fields.rooms} />
      </div>
      <Button type="submit">{texts.submit}</Button>
    </form>
  );
}

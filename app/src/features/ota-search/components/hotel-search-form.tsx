import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { COUNTS } from '#domain/constants/limits.ts';
import type { IsoDate } from '#domain/entities/common.ts';
import { Button } from '#app/components/ui/button.tsx';
import { SelectField } from '#app/components/ui/select-field.tsx';
import { TextField } from '#app/components/ui/text-field.tsx';
import { formatNumber } from '#app/i18n/format.ts';
import { useLocale } from '#app/i18n/use-locale.ts';
import {
  MAX_KEYWORD_LENGTH,
  MAX_ROOMS,
  validateHotelSearch,
  type HotelSearchDraft,
  type HotelSearchErrors,
  type OtaHotelSearch,
} from '../utils/hotel-search';
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
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<HotelSearchErrors>({});
  const change = (patch: Partial<HotelSearchDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const errorText = (key: string | undefined) => (key ? t(`errors.${key}`) : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateHotelSearch(draft, today);
    setErrors(result.errors ?? {});
    if (result.search) onSearch(result.search);
  };

  return (
    <form className={styles.form} aria-labelledby={headingId} noValidate onSubmit={submit}>
      <h2 id={headingId} className={styles.heading}>
        {t('form.title')}
      </h2>
      <TextField
        className={styles.keyword}
        label={t('form.keyword')}
        hint={t('form.keywordHint')}
        maxLength={MAX_KEYWORD_LENGTH}
        value={draft.keyword}
        error={errorText(errors.keyword)}
        onChange={(event) => change({ keyword: event.target.value })}
      />
      <div className={styles.row}>
        <TextField
          label={tc('stay.checkin')}
          hint={t('form.dateHint')}
          inputMode="numeric"
          autoComplete="off"
          value={draft.checkin}
          error={errorText(errors.checkin)}
          onChange={(event) => change({ checkin: event.target.value })}
        />
        <TextField
          label={tc('stay.checkout')}
          hint={t('form.dateHint')}
          inputMode="numeric"
          autoComplete="off"
          value={draft.checkout}
          error={errorText(errors.checkout)}
          onChange={(event) => change({ checkout: event.target.value })}
        />
      </div>
      <div className={styles.row}>
        <SelectField
          label={t('form.adults')}
          options={counts(COUNTS.defaultMaxGuestsPerRoom, tag)}
          value={String(draft.adults)}
          onChange={(event) => change({ adults: Number(event.target.value) })}
        />
        <SelectField
          label={t('form.rooms')}
          options={counts(MAX_ROOMS, tag)}
          value={String(draft.rooms)}
          onChange={(event) => change({ rooms: Number(event.target.value) })}
        />
      </div>
      <Button type="submit">{t('form.submit')}</Button>
    </form>
  );
}

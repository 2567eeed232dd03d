import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SEARCH_MODES, SORT_ORDERS, SEARCH_TYPES } from '#domain/constants/value-sets.ts';
import { UNDATED_MAX_NIGHTS } from '#domain/contracts/rooms.ts';
import type { IsoDate } from '#domain/entities/common.ts';
import { addDays } from '#domain/rules/nights.ts';
import { ROOM_SEARCH_FILTERS } from '#domain/rules/room-filters.ts';
import { Button } from '#app/components/ui/button.tsx';
import { CheckboxField } from '#app/components/ui/checkbox-field.tsx';
import { SelectField } from '#app/components/ui/select-field.tsx';
import { TextField } from '#app/components/ui/text-field.tsx';
import { formatNumber } from '#app/i18n/format.ts';
import { useHotelSettings } from '#app/shared/hotel/hotel-settings.tsx';
import { useLocale } from '#app/i18n/use-locale.ts';
import {
  earliestCheckin,
  latestCheckin,
  roomLimit,
  toSearchRooms,
  type SearchCriteriaState,
} from '../utils/search-criteria';
import { hasErrors, validateCriteria, type CriteriaErrors } from '../utils/validate-criteria';
import { AvailabilityCalendar } from './availability-calendar';
import { RoomsFields } from './rooms-fields';
import styles from './search-form.module.css';

type SearchFormProps = {
  criteria: SearchCriteriaState;
  hotelToday: IsoDate;
  onSearch: (criteria: SearchCriteriaState) => void;
};

/** The search: dates (typed or picked on the availability calendar), rooms and guests, and how to show results. */
export function SearchForm({ criteria, hotelToday, onSearch }: SearchFormProps) {
  const { t } = useTranslation('search');
  const { tag } = useLocale();
  const settings = useHotelSettings();
  const headingId = useId();
  const [draft, setDraft] = useState(criteria);
  const [errors, setErrors] = useState<CriteriaErrors>({ rooms: {} });
  const [calendarOpen, setCalendarOpen] = useState(false);
  const calendarId = useId();
  const modeHintId = useId();
  const earliest = earliestCheckin(settings, hotelToday);
  const latest = latestCheckin(settings, hotelToday);
  const change = (patch: Partial<SearchCriteriaState>) => setDraft((current) => ({ ...current, ...patch }));
  const changeCheckin = (checkin: string) =>
    // "Default check-out is check-in + 1" whenever the stay would otherwise end before it starts.
    setDraft((current) => ({ ...current, checkin, checkout: current.checkout > checkin ? current.checkout : addDays(checkin, 1) }));
  const errorText = (key: string | undefined) => (key ? t(`errors.${key}`) : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateCriteria(draft, settings, hotelToday);
    setErrors(found);
    if (!hasErrors(found)) onSearch(draft);
  };

  const dated = !draft.undated;
  const overnight = dated && !draft.isDayUse;

  return (
    <form className={styles.form} aria-labelledby={headingId} noValidate onSubmit={submit}>
      <h2 id={headingId} className={styles.heading}>
        {t('form.title')}
      </h2>
      <div className={styles.dates}>
        {dated && (
          <TextField
            type="date"
            label={draft.isDayUse ? t('form.date') : t('common:stay.checkin')}
            min={earliest}
            max={latest}
            value={draft.checkin}
            error={errorText(errors.checkin)}
            onChange={(event) => changeCheckin(event.target.value)}
          />
        )}
        {overnight && (
          <TextField
            type="date"
            label={t('common:stay.checkout')}
            min={addDays(draft.checkin, 1)}
            value={draft.checkout}
            error={errorText(errors.checkout)}
            onChange={(event) => change({ checkout: event.target.value })}
          />
        )}
        {draft.undated && (
          <SelectField
            label={t('form.nights')}
            value={String(draft.nights)}
            options={Array.from({ length: UNDATED_MAX_NIGHTS }, (_, i) => ({
              value: String(i + 1),
              label: t('common:stay.nights', { count: i + 1 }),
            }))}
            onChange={(event) => change({ nights: Number(event.target.value) })}
          />
        )}
      </div>
      <div className={styles.options}>
        {!draft.isDayUse && (
          <CheckboxField
            label={t('form.undated')}
            checked={draft.undated}
            error={errorText(errors.undated)}
            onChange={(event) => change({ undated: event.target.checked })}
          />
        )}
        {settings.day_use_search_active && !draft.undated && (
          <CheckboxField label={t('form.dayUse')} checked={draft.isDayUse} onChange={(event) => change({ isDayUse: event.target.checked })} />
        )}
      </div>
      {dated && (
        <div>
          <Button variant="secondary" aria-expanded={calendarOpen} aria-controls={calendarId} onClick={() => setCalendarOpen(!calendarOpen)}>
            {calendarOpen ? t('calendar.hide') : t('calendar.show')}
          </Button>
          <div id={calendarId} hidden={!calendarOpen}>
            {calendarOpen && (
              <AvailabilityCalendar
                earliest={earliest}
                latest={latest}
                checkin={draft.checkin}
                checkout={draft.isDayUse ? null : draft.checkout}
                rooms={toSearchRooms(draft, settings.kids_setting.kids_type)}
                nights={draft.isDayUse ? 1 : Math.max(1, Math.min(UNDATED_MAX_NIGHTS, draft.nights))}
                isDayUse={draft.isDayUse}
                onPick={changeCheckin}
              />
            )}
          </div>
        </div>
      )}
      <RoomsFields
        rooms={draft.rooms}
        settings={settings}
        roomLimit={roomLimit(settings)}
        errors={Object.fromEntries(Object.entries(errors.rooms).map(([index, key]) => [index, errorText(key)]))}
        onChange={(rooms) => change({ rooms })}
      />
      <div className={styles.options}>
        <SelectField
          label={t('form.order')}
          value={draft.order}
          options={SORT_ORDERS.map((order) => ({ value: order, label: t(`order.${order}`) }))}
          onChange={(event) => change({ order: event.target.value as SearchCriteriaState['order'] })}
        />
        <fieldset className={styles.group}>
          <legend className={styles.legend}>{t('form.view')}</legend>
          {SEARCH_TYPES.map((type) => (
            <label key={type} className={styles.radio}>
              <input type="radio" name="view" value={type} checked={draft.type === type} onChange={() => change({ type })} />
              {t(`view.${type}`)}
            </label>
          ))}
        </fieldset>
      </div>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('form.filters')}</legend>
        <div className={styles.filters}>
          {ROOM_SEARCH_FILTERS.map((filter) => (
            <CheckboxField
              key={filter}
              label={t(`filter.${filter}`)}
              checked={draft.filter.includes(filter)}
              onChange={(event) =>
                change({ filter: event.target.checked ? [...draft.filter, filter] : draft.filter.filter((item) => item !== filter) })
              }
            />
          ))}
          <CheckboxField
            label={t('form.includeSoldOut')}
            checked={draft.isIncludingOccupied}
            onChange={(event) => change({ isIncludingOccupied: event.target.checked })}
          />
        </div>
      </fieldset>
      <fieldset className={styles.group} aria-describedby={modeHintId}>
        <legend className={styles.legend}>{t('form.mode')}</legend>
        {/* Secret plans come from a hotel's private link, voucher plans are the ones a purchased voucher pays for. */}
        {(['standard', ...SEARCH_MODES] as const).map((mode) => (
          <label key={mode} className={styles.radio}>
            <input
              type="radio"
              name="mode"
              value={mode}
              checked={(draft.mode ?? 'standard') === mode}
              onChange={() => change({ mode: mode === 'standard' ? undefined : mode })}
            />
            {t(`mode.${mode}`)}
          </label>
        ))}
        <p id={modeHintId} className={styles.limits}>
          {t('form.modeHint')}
        </p>
      </fieldset>
      <div className={styles.options}>
        <TextField label={t('form.promoCode')} value={draft.promoCode} maxLength={64} autoComplete="off" onChange={(event) => change({ promoCode: event.target.value.trim() })} />
        {settings.coupon_active && (
          <TextField label={t('form.couponCode')} value={draft.couponCode} maxLength={64} autoComplete="off" onChange={(event) => change({ couponCode: event.target.value.trim() })} />
        )}
      </div>
      <Button type="submit" className={styles.submit}>
        {t('form.submit')}
      </Button>
      <p className={styles.limits}>
        {t('form.limits', { months: formatNumber(settings.reservable_period_months, tag), rooms: formatNumber(roomLimit(settings), tag) })}
      </p>
    </form>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { lazy, Suspense, useId, useState } from 'react';
import { get, useController, useForm, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SEARCH_MODES, SORT_ORDERS, SEARCH_TYPES } from '#domain/constants/value-sets.ts';
import { UNDATED_MAX_NIGHTS } from '#domain/contracts/rooms.ts';
import type { IsoDate } from '#domain/entities/common.ts';
import { addDays } from '#domain/rules/nights.ts';
import { Button } from '#app/components/ui/button.tsx';
import { CheckboxField } from '#app/components/ui/checkbox-field.tsx';
import { Disclosure } from '#app/components/ui/disclosure.tsx';
import { SelectField } from '#app/components/ui/select-field.tsx';
import { Skeleton } from '#app/components/ui/skeleton.tsx';
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
import { searchFormSchema } from '../utils/search-form';
import { RoomsFields } from './rooms-fields';
import { StayDateFields } from './stay-date-fields';
import styles from './search-form.module.css';

// The calendar opens on a click: its code (and its availability call's) is no part of the first screen (issue 20).
const AvailabilityCalendar = lazy(async () => ({ default: (await import('./availability-calendar')).AvailabilityCalendar }));

type SearchFormProps = {
  criteria: SearchCriteriaState;
  /** In a sheet, whose own heading names the form: the form then carries no heading of its own. */
  titled?: boolean;
  hotelToday: IsoDate;
  onSearch: (criteria: SearchCriteriaState) => void;
};

/**
 * The search: dates (typed or picked on the availability calendar), rooms and guests, and how to show results.
 * The results page memoises it where it loads it (ADR 278). A function declaration, not a memo constant: the chunk
 * is imported on demand inside a cycle of chunks, and WebKit can hand over its exports before its body has run,
 * when only a hoisted function is already there (the page broke in WebKit with the constant).
 */
export function SearchForm({ criteria, titled = true, hotelToday, onSearch }: SearchFormProps) {
  const { t } = useTranslation('search');
  const { tag } = useLocale();
  const settings = useHotelSettings();
  const headingId = useId();
  // Checked when the guest searches, without moving focus; the messages stay until the next search.
  const form = useForm<SearchCriteriaState>({
    resolver: zodResolver(searchFormSchema(settings, hotelToday)),
    defaultValues: criteria,
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { control, register, setValue, getValues } = form;
  const { errors } = form.formState;
  const draft = form.watch();
  const { field: roomsField } = useController({ control, name: 'rooms' });
  const { field: typeField } = useController({ control, name: 'type' });
  const { field: modeField } = useController({ control, name: 'mode' });
  const { field: promoField } = useController({ control, name: 'promoCode' });
  const { field: couponField } = useController({ control, name: 'couponCode' });
  const [calendarOpen, setCalendarOpen] = useState(false);
  const calendarId = useId();
  const modeHintId = useId();
  const earliest = earliestCheckin(settings, hotelToday);
  const latest = latestCheckin(settings, hotelToday);
  const changeCheckin = (checkin: string) => {
    setValue('checkin', checkin);
    // "Default check-out is check-in + 1" whenever the stay would otherwise end before it starts.
    if (!(getValues('checkout') > checkin)) setValue('checkout', addDays(checkin, 1));
  };
  const errorText = (error: FieldError | undefined) => (error?.message ? t(`errors.${error.message}`) : undefined);

  const dated = !draft.undated;

  return (
    <form
      className={titled ? styles.form : styles.bare}
      aria-labelledby={titled ? headingId : undefined}
      aria-label={titled ? undefined : t('form.title')}
      noValidate
      onSubmit={(event) => void form.handleSubmit(onSearch)(event)}
    >
      {titled && (
        <h2 id={headingId} className={styles.heading}>
          {t('form.title')}
        </h2>
      )}
      <StayDateFields
        checkin={draft.checkin}
        checkout={draft.checkout}
        nights={draft.nights}
        isDayUse={draft.isDayUse}
        undated={draft.undated}
        earliest={earliest}
        latest={latest}
        errors={{ checkin: errorText(errors.checkin), checkout: errorText(errors.checkout) }}
        onCheckin={changeCheckin}
        onCheckout={(checkout) => setValue('checkout', checkout)}
        onNights={(nights) => setValue('nights', nights)}
      />
      <div className={styles.options}>
        {!draft.isDayUse && (
          <CheckboxField
            label={t('form.undated')}
            error={errorText(errors.undated)}
            {...register('undated')}
          />
        )}
        {settings.day_use_search_active && !draft.undated && (
          <CheckboxField label={t('form.dayUse')} {...register('isDayUse')} />
        )}
      </div>
      {dated && (
        <div>
          <Button variant="secondary" aria-expanded={calendarOpen} aria-controls={calendarId} onClick={() => setCalendarOpen(!calendarOpen)}>
            {calendarOpen ? t('calendar.hide') : t('calendar.show')}
          </Button>
          <div id={calendarId} hidden={!calendarOpen}>
            {calendarOpen && (
              <Suspense fallback={<Skeleton lines={6} />}>
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
              </Suspense>
            )}
          </div>
        </div>
      )}
      <RoomsFields
        rooms={draft.rooms}
        settings={settings}
        roomLimit={roomLimit(settings)}
        errors={Object.fromEntries(draft.rooms.map((_, index) => [index, errorText(get(errors, `rooms.${index}`) as FieldError | undefined)]))}
        onChange={roomsField.onChange}
      />
      <div className={styles.options}>
        <SelectField
          label={t('form.order')}
          options={SORT_ORDERS.map((order) => ({ value: order, label: t(`order.${order}`) }))}
          {...register('order')}
        />
        <fieldset className={styles.group}>
          <legend className={styles.legend}>{t('form.view')}</legend>
          {SEARCH_TYPES.map((type) => (
            <label key={type} className={styles.radio}>
              <input type="radio" name="view" value={type} checked={typeField.value === type} onChange={() => typeField.onChange(type)} />
              {t(`view.${type}`)}
            </label>
          ))}
        </fieldset>
      </div>
      <Disclosure summary={t('form.haveCode')} defaultOpen={criteria.mode !== undefined || criteria.promoCode !== '' || criteria.couponCode !== ''}>
        <div className={styles.codes}>
          <fieldset className={styles.group} aria-describedby={modeHintId}>
            <legend className={styles.legend}>{t('form.mode')}</legend>
            {/* Secret plans come from a hotel's private link, voucher plans are the ones a purchased voucher pays for. */}
            {(['standard', ...SEARCH_MODES] as const).map((mode) => (
              <label key={mode} className={styles.radio}>
                <input
                  type="radio"
                  name="mode"
                  value={mode}
                  checked={(modeField.value ?? 'standard') === mode}
                  onChange={() => modeField.onChange(mode === 'standard' ? undefined : mode)}
                />
                {t(`mode.${mode}`)}
              </label>
            ))}
            <p id={modeHintId} className={styles.limits}>
              {t('form.modeHint')}
            </p>
          </fieldset>
          <div className={styles.options}>
            <TextField label={t('form.promoCode')} value={promoField.value} maxLength={64} autoComplete="off" ref={promoField.ref} onBlur={promoField.onBlur} onChange={(event) => promoField.onChange(event.target.value.trim())} />
            {settings.coupon_active && (
              <TextField label={t('form.couponCode')} value={couponField.value} maxLength={64} autoComplete="off" ref={couponField.ref} onBlur={couponField.onBlur} onChange={(event) => couponField.onChange(event.target.value.trim())} />
            )}
          </div>
        </div>
      </Disclosure>
      <Button type="submit" className={styles.submit}>
        {t('form.submit')}
      </Button>
      <p className={styles.limits}>
        {t('form.limits', { months: formatNumber(settings.reservable_period_months, tag), rooms: formatNumber(roomLimit(settings), tag) })}
      </p>
    </form>
  );
}

import { useEffect, useId, useImperativeHandle, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDayOfMonth, formatMonth, formatWeekday } from '#app/i18n/format.ts';
import { useLocale } from '#app/i18n/use-locale.ts';
import { addMonths, monthStart, monthWeeks, movedDay, weekDates, weekStartOf } from './calendar-grid';
import { Field } from './field-parts';
import { Sheet } from './sheet';
import styles from './date-field.module.css';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** What react-hook-form's register and useController read from a change: the field's name and its ISO date. */
export type DateFieldEvent = { target: { name: string; value: string }; type: 'change' | 'blur' };

/**
 * What the field's ref holds. register() writes `value` on reset and setValue, and focus() is used for the first
 * invalid field; the object stands in for the <input type="date"> it replaces (its type too, which tells
 * react-hook-form the element keeps its own value).
 */
export type DateFieldHandle = { readonly type: 'date'; value: string; focus: () => void };

type DateFieldProps = {
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  name?: string | undefined;
  /** A calendar date (YYYY-MM-DD) or '' for none; given, the field is controlled. */
  value?: string | undefined;
  defaultValue?: string | undefined;
  onChange?: ((event: DateFieldEvent) => unknown) | undefined;
  onBlur?: ((event: DateFieldEvent) => unknown) | undefined;
  ref?: Ref<DateFieldHandle> | undefined;
  /** The first and last days that can be chosen (YYYY-MM-DD); register() may hand them over as its own options. */
  min?: string | number | undefined;
  max?: string | number | undefined;
  /** Days inside min and max that still cannot be chosen (a closed day). */
  isDateDisabled?: ((day: string) => boolean) | undefined;
  disabled?: boolean | undefined;
  className?: string | undefined;
};

const isoOrUndefined = (day: string | number | undefined) => (typeof day === 'string' && ISO_DATE.test(day) ? day : undefined);

/** Today on this device's calendar, where the grid opens when the field is empty and has no first day. */
function localToday(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/**
 * A date chosen on a month grid in the page's language, replacing <input type="date">, which follows the browser's
 * ("11/26/2026" on a ja page, the Gregorian year on a th page). The field is a button showing the date as the locale
 * writes it (the Buddhist year in th); it opens a dialog with the ARIA date picker grid. The value stays
 * YYYY-MM-DD, and the props are those of an input, so `{...register('checkin')}` and useController's field both work.
 */
export function DateField({ label, hint, error, name = '', value, defaultValue, onChange, onBlur, ref, min, max, isDateDisabled, disabled, className }: DateFieldProps) {
  const { t } = useTranslation('common');
  const { tag } = useLocale();
  const valueId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [inner, setInner] = useState(defaultValue ?? '');
  const controlled = value !== undefined;
  const current = controlled ? value : inner;
  const latest = useRef(current);
  latest.current = current;
  const returnFocus = useRef(false);

  // One handle for the field's life: react-hook-form re-registers (and notifies its watchers) whenever the ref's
  // object changes, which a new object every render would do.
  const [handle] = useState<DateFieldHandle>(() => ({
    type: 'date',
    get value() {
      return latest.current;
    },
    set value(next: string) {
      latest.current = next ?? '';
      setInner(next ?? '');
    },
    focus: () => button.current?.focus(),
  }));
  useImperativeHandle(ref, () => handle, [handle]);

  // Closing (a pick, Escape, the close button) gives focus back to the field, as the native dialog does on close.
  useEffect(() => {
    if (open || !returnFocus.current) return;
    returnFocus.current = false;
    button.current?.focus();
  }, [open]);

  const close = () => {
    returnFocus.current = true;
    setOpen(false);
  };
  const pick = (day: string) => {
    if (!controlled) setInner(day);
    latest.current = day;
    onChange?.({ target: { name, value: day }, type: 'change' });
    close();
  };
  const shown = ISO_DATE.test(current) ? formatDate(current, tag) : t('datePicker.empty');

  return (
    <Field label={label} hint={hint} error={error} className={className}>
      {(control) => (
        <>
          <button
            ref={button}
            type="button"
            id={control.id}
            name={name || undefined}
            // Name and ISO value as the <input type="date"> it replaces carried them (what a script reading the form sees).
            value={ISO_DATE.test(current) ? current : ''}
            className={[control.className, styles.trigger].filter(Boolean).join(' ')}
            aria-labelledby={`${control.id}-label ${valueId}`}
            aria-describedby={control['aria-describedby']}
            aria-invalid={control['aria-invalid']}
            aria-haspopup="dialog"
            disabled={disabled}
            onClick={() => setOpen(true)}
            onBlur={() => onBlur?.({ target: { name, value: latest.current }, type: 'blur' })}
          >
            <span id={valueId} className={ISO_DATE.test(current) ? undefined : styles.placeholder}>
              {shown}
            </span>
            <svg className={styles.icon} aria-hidden="true" viewBox="0 0 16 16" focusable="false">
              <path d="M4 1v2M12 1v2M1.5 5.5h13M2 3h12v11H2z" fill="none" stroke="currentColor" strokeWidth="1.5" />
            </svg>
          </button>
          {open && (
            <DatePickerDialog
              title={label}
              value={ISO_DATE.test(current) ? current : undefined}
              min={isoOrUndefined(min)}
              max={isoOrUndefined(max)}
              isDateDisabled={isDateDisabled}
              onPick={pick}
              onClose={close}
            />
          )}
        </>
      )}
    </Field>
  );
}

type DatePickerDialogProps = {
  title: string;
  value: string | undefined;
  min: string | undefined;
  max: string | undefined;
  isDateDisabled: ((day: string) => boolean) | undefined;
  onPick: (day: string) => void;
  onClose: () => void;
};

/**
 * The ARIA APG date picker dialog's grid: one month, the focused day the only tab stop; arrows move a day or a week,
 * Home/End to the week's ends, Page Up/Down a month (a year with Shift), Enter or Space chooses, Escape closes.
 * The week starts on the locale's first day and the columns follow the page's direction.
 */
function DatePickerDialog({ title, value, min, max, isDateDisabled, onPick, onClose }: DatePickerDialogProps) {
  const { t } = useTranslation('common');
  const { tag } = useLocale();
  const headingId = useId();
  const hintId = useId();
  const grid = useRef<HTMLTableElement>(null);
  const clamp = (day: string) => (min && day < min ? min : max && day > max ? max : day);
  const [focused, setFocused] = useState(() => clamp(value ?? localToday()));
  const [month, setMonth] = useState(() => monthStart(focused));
  const moveFocus = useRef(false);
  const weekStart = weekStartOf(tag);
  const blocked = (day: string) => Boolean((min && day < min) || (max && day > max) || isDateDisabled?.(day));
  const inMonth = focused.startsWith(month.slice(0, 7));
  const tabStop = inMonth ? focused : clamp(month);

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`[data-day="${focused}"]`)?.focus();
  }, [focused, month]);

  const moveTo = (day: string) => {
    const next = clamp(day);
    moveFocus.current = true;
    setFocused(next);
    setMonth(monthStart(next));
  };
  const showMonth = (step: 1 | -1) => {
    setMonth(addMonths(month, step));
    // The tab stop follows to the same day of the shown month, without taking focus from the button pressed.
    setFocused(clamp(movedDay(focused, step < 0 ? 'PageUp' : 'PageDown') ?? focused));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, day: string) => {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const key = rtl && event.key === 'ArrowLeft' ? 'ArrowRight' : rtl && event.key === 'ArrowRight' ? 'ArrowLeft' : event.key;
    const next = movedDay(day, key, { weekStart, shift: event.shiftKey });
    if (next === null) return;
    event.preventDefault();
    moveTo(next);
  };

  const heading = formatMonth(month, tag);

  return (
    <Sheet
      title={title}
      closeLabel={t('datePicker.close')}
      onClose={onClose}
      onOpen={() => grid.current?.querySelector<HTMLButtonElement>('button[tabindex="0"]')?.focus()}
    >
      <div className={styles.header}>
        <button type="button" className={styles.step} onClick={() => showMonth(-1)} disabled={Boolean(min && month <= monthStart(min))} aria-label={t('datePicker.previousMonth')}>
          <span aria-hidden="true" className={styles.arrow}>‹</span>
        </button>
        <h3 id={headingId} className={styles.month} aria-live="polite">
          {heading}
        </h3>
        <button type="button" className={styles.step} onClick={() => showMonth(1)} disabled={Boolean(max && month >= monthStart(max))} aria-label={t('datePicker.nextMonth')}>
          <span aria-hidden="true" className={styles.arrow}>›</span>
        </button>
      </div>
      <table ref={grid} role="grid" aria-labelledby={headingId} aria-describedby={hintId} className={styles.grid} data-month={month.slice(0, 7)}>
        <thead>
          <tr>
            {weekDates(weekStart).map((day) => (
              <th key={day} scope="col" abbr={formatWeekday(day, tag, 'long')}>
                {formatWeekday(day, tag, 'short')}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month, weekStart).map((week, row) => (
            <tr key={week.find(Boolean) ?? row}>
              {week.map((day, column) => {
                if (day === null) return <td key={`pad-${column}`} />;
                const off = blocked(day);
                const selected = day === value;
                return (
                  <td key={day} role="gridcell" aria-selected={selected}>
                    <button
                      type="button"
                      data-day={day}
                      className={[styles.day, selected ? styles.selected : ''].filter(Boolean).join(' ')}
                      tabIndex={day === tabStop ? 0 : -1}
                      aria-label={formatDate(day, tag)}
                      aria-disabled={off ? true : undefined}
                      onKeyDown={(event) => onKeyDown(event, day)}
                      onFocus={() => setFocused(day)}
                      onClick={() => {
                        if (!off) onPick(day);
                      }}
                    >
                      {formatDayOfMonth(day, tag)}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p id={hintId} className={styles.hint}>
        {t('datePicker.hint')}
      </p>
    </Sheet>
  );
}

import { useMemo, type ComponentProps } from 'react';
import { useLocale } from '#app/i18n/use-locale.ts';
import { SelectField } from './select-field';

/** Minutes between two offered times: arrival and delivery times are asked to the quarter hour. */
const STEP_MINUTES = 15;

type TimeFieldProps = Omit<ComponentProps<'select'>, 'id' | 'children' | 'multiple'> & {
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
};

/** "HH:MM" for every step of a day, plus a value already given that falls between steps (a stored answer). */
export function timeValues(current?: string): string[] {
  const values = Array.from({ length: (24 * 60) / STEP_MINUTES }, (_, index) => {
    const minutes = index * STEP_MINUTES;
    return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  });
  if (current && /^\d{2}:\d{2}$/.test(current) && !values.includes(current)) values.push(current);
  return values.sort();
}

/** A time of day as the locale writes it: its hour cycle (15:00 in ja and th, 3:00 PM in en) and its digits. */
export function timeLabel(value: string, tag: string): string {
  const [hours = 0, minutes = 0] = value.split(':').map(Number);
  return timeFormatter(tag).format(new Date(Date.UTC(2000, 0, 1, hours, minutes)));
}

// One formatter per locale: a field labels its 96 times, and building a formatter for each label took about 20 ms
// of guest detail's first render on a phone (issue 20).
const timeFormatters = new Map<string, Intl.DateTimeFormat>();

function timeFormatter(tag: string): Intl.DateTimeFormat {
  let formatter = timeFormatters.get(tag);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(tag, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
    timeFormatters.set(tag, formatter);
  }
  return formatter;
}

/**
 * A time of day picked from a list in the page's language, replacing <input type="time">, which follows the
 * browser's language ("03:00 PM" on a ja page). The value stays "HH:MM" (24 h), as the API takes it; the first
 * option is empty, so an optional answer can be left blank. Works with react-hook-form's register like a select.
 */
export function TimeField({ label, hint, error, value, defaultValue, ...select }: TimeFieldProps) {
  const { tag } = useLocale();
  const given = typeof value === 'string' ? value : typeof defaultValue === 'string' ? defaultValue : undefined;
  const options = useMemo(
    () => [{ value: '', label: '—' }, ...timeValues(given).map((time) => ({ value: time, label: timeLabel(time, tag) }))],
    [given, tag],
  );
  return (
    <SelectField
      label={label}
      hint={hint}
      error={error}
      options={options}
      {...(value !== undefined ? { value } : {})}
      {...(defaultValue !== undefined ? { defaultValue } : {})}
      {...select}
    />
  );
}

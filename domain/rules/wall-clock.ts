/**
 * The one place a calendar date or a wall-clock time is read off an instant in a time zone (issue 24).
 *
 * The reading takes Intl's typed parts (year, month, day, hour, minute, second) as numbers and never a formatted
 * string: the order and separators of a formatted date depend on the engine's ICU data (WebKit with the system's
 * ICU prints en-CA as 11/25/2026, where Chromium and Firefox print 2026-11-25), so parsing one breaks in some
 * browser. The Gregorian calendar, Latin digits and a 0-23 hour are asked for explicitly, because a guest's
 * default locale may bring others (Thai defaults to the Buddhist calendar, Arabic to Arabic-Indic digits).
 */

/** A wall-clock reading in a time zone, as numbers. */
export type WallClock = { year: number; month: number; day: number; hour: number; minute: number; second: number };

/** What the reading needs of an Intl.DateTimeFormat; tests pass one that behaves like another ICU. */
export type PartsFormatter = { formatToParts: (instant: Date) => Intl.DateTimeFormatPart[] };

export type PartsFormatterFor = (timeZone: string) => PartsFormatter;

const formatters = new Map<string, PartsFormatter>();

/** The engine's own formatter, one per zone (building one is slow next to using it). */
export const intlPartsFormatter: PartsFormatterFor = (timeZone) => {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    // No locale: the parts are typed, so which locale prints them does not matter.
    formatter = new Intl.DateTimeFormat(undefined, {
      timeZone,
      calendar: 'gregory',
      numberingSystem: 'latn',
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
};

const FIELDS = ['year', 'month', 'day', 'hour', 'minute', 'second'] as const;

/** The wall clock in `timeZone` at `instant`. */
export function wallClockIn(timeZone: string, instant: Date | number, formatterFor: PartsFormatterFor = intlPartsFormatter): WallClock {
  const parts = formatterFor(timeZone).formatToParts(new Date(instant));
  const reading = Object.fromEntries(
    FIELDS.map((field) => {
      const value = parts.find((part) => part.type === field)?.value;
      const number = Number(value);
      // A missing or non-Latin part is an engine this code does not know: fail here, not with a NaN date later.
      if (value === undefined || !/^\d+$/.test(value) || !Number.isInteger(number)) {
        throw new RangeError(`Unreadable ${field} "${value ?? ''}" in the ${timeZone} wall clock`);
      }
      return [field, number];
    }),
  ) as WallClock;
  // Some ICU versions print midnight as hour 24 of the day that starts, even when asked for 0-23.
  return { ...reading, hour: reading.hour % 24 };
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** The calendar date of a reading, YYYY-MM-DD. */
export function isoDateOf(clock: Pick<WallClock, 'year' | 'month' | 'day'>): string {
  return `${pad(clock.year, 4)}-${pad(clock.month)}-${pad(clock.day)}`;
}

/** The date and time to the minute of a reading, YYYY-MM-DDTHH:MM. */
export function isoMinuteOf(clock: WallClock): string {
  return `${isoDateOf(clock)}T${pad(clock.hour)}:${pad(clock.minute)}`;
}

/**
 * The instant a wall-clock time (YYYY-MM-DD, HH:MM) shows in a time zone: the zone's offset at that moment, read
 * with Intl (an IANA zone needs no table of ours this way).
 */
export function zonedTimeToUtc(date: string, time: string, timeZone: string, formatterFor: PartsFormatterFor = intlPartsFormatter): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const guess = Date.UTC(year, month - 1, day, hour, minute);
  const offsetAt = (instant: number) => {
    const wall = wallClockIn(timeZone, instant, formatterFor);
    return Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second) - instant;
  };
  // Twice, so a time near a daylight-saving change settles on the offset in force at the result.
  const first = guess - offsetAt(guess);
  return new Date(guess - offsetAt(first));
}

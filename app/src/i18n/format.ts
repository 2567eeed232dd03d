import { utcMidnight } from '#domain/rules/nights.ts';

// Dates and numbers go through Intl with the locale's BCP 47 tag (LOCALE_TAGS), never hand-built strings.

/** A calendar date (YYYY-MM-DD) as the guest reads it. It has no time zone, so it is formatted as UTC. */
export function formatDate(isoDate: string, localeTag: string): string {
  return dateFormatter(localeTag).format(utcMidnight(isoDate));
}

/** A calendar date as a short day: "Nov 26", "11/26" (a day-use search). */
export function formatShortDate(isoDate: string, localeTag: string): string {
  return shortDayFormatter(localeTag).format(utcMidnight(isoDate));
}

/** Two calendar dates as the locale writes a range of short days: "Nov 26 – 27", "11/26～11/27" (a stay). */
export function formatShortDateRange(start: string, end: string, localeTag: string): string {
  return shortDayFormatter(localeTag).formatRange(utcMidnight(start), utcMidnight(end));
}

/** The month of a calendar date with its year, as a calendar's heading or a month picker writes it: "November 2026". */
export function formatMonth(isoDate: string, localeTag: string): string {
  return cached(monthFormatters, localeTag, () => new Intl.DateTimeFormat(localeTag, { year: 'numeric', month: 'long', timeZone: 'UTC' })).format(utcMidnight(isoDate));
}

/** The day of the week of a calendar date: "Wed" or "Wednesday" (a calendar's column and its full name). */
export function formatWeekday(isoDate: string, localeTag: string, width: 'short' | 'long'): string {
  return cached(weekdayFormatters, `${localeTag} ${width}`, () => new Intl.DateTimeFormat(localeTag, { weekday: width, timeZone: 'UTC' })).format(utcMidnight(isoDate));
}

/** The day of the month of a calendar date, as a calendar's cell shows it: "26", "26日". */
export function formatDayOfMonth(isoDate: string, localeTag: string): string {
  return cached(dayOfMonthFormatters, localeTag, () => new Intl.DateTimeFormat(localeTag, { day: 'numeric', timeZone: 'UTC' })).format(utcMidnight(isoDate));
}

export function formatNumber(value: number, localeTag: string): string {
  return numberFormatter(localeTag).format(value);
}

/** A number in three significant digits, compact as the locale writes it: "14.4K", "1.44万" (a calendar's day cell). */
export function formatCompactNumber(value: number, localeTag: string): string {
  return cached(compactNumberFormatters, localeTag, () => new Intl.NumberFormat(localeTag, { notation: 'compact', maximumSignificantDigits: 3 })).format(value);
}

// One formatter per locale (and width), built on first use: building one costs far more than formatting with it,
// and a large hotel's results format a few hundred dates and numbers in one render (ADR 274), the search summary's
// range and a calendar's 42 days and their prices in every render.
const dateFormatters = new Map<string, Intl.DateTimeFormat>();
const shortDayFormatters = new Map<string, Intl.DateTimeFormat>();
const monthFormatters = new Map<string, Intl.DateTimeFormat>();
const weekdayFormatters = new Map<string, Intl.DateTimeFormat>();
const dayOfMonthFormatters = new Map<string, Intl.DateTimeFormat>();
const numberFormatters = new Map<string, Intl.NumberFormat>();
const compactNumberFormatters = new Map<string, Intl.NumberFormat>();

function cached<F>(formatters: Map<string, F>, key: string, build: () => F): F {
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = build();
    formatters.set(key, formatter);
  }
  return formatter;
}

function dateFormatter(localeTag: string): Intl.DateTimeFormat {
  return cached(dateFormatters, localeTag, () => new Intl.DateTimeFormat(localeTag, { timeZone: 'UTC', weekday: 'short', year: 'numeric', month: 'short', day: 'numeric' }));
}

function shortDayFormatter(localeTag: string): Intl.DateTimeFormat {
  return cached(shortDayFormatters, localeTag, () => new Intl.DateTimeFormat(localeTag, { month: 'short', day: 'numeric', timeZone: 'UTC' }));
}

function numberFormatter(localeTag: string): Intl.NumberFormat {
  return cached(numberFormatters, localeTag, () => new Intl.NumberFormat(localeTag));
}

/** An instant (ISO 8601 with offset) as the guest reads it, on the hotel's clock with the zone named. */
export function formatDateTime(isoInstant: string, localeTag: string, timeZone: string): string {
  return new Intl.DateTimeFormat(localeTag, { timeZone, dateStyle: 'medium', timeStyle: 'long' }).format(new Date(isoInstant));
}

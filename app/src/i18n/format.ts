// Dates and numbers go through Intl with the locale's BCP 47 tag (LOCALE_TAGS), never hand-built strings.

/** A calendar date (YYYY-MM-DD) as the guest reads it. It has no time zone, so it is formatted as UTC. */
export function formatDate(isoDate: string, localeTag: string): string {
  return dateFormatter(localeTag).format(utcDay(isoDate));
}

/** A calendar date as a short day: "Nov 26", "11/26" (a day-use search). */
export function formatShortDate(isoDate: string, localeTag: string): string {
  return shortDayFormatter(localeTag).format(utcDay(isoDate));
}

/** Two calendar dates as the locale writes a range of short days: "Nov 26 – 27", "11/26～11/27" (a stay). */
export function formatShortDateRange(start: string, end: string, localeTag: string): string {
  return shortDayFormatter(localeTag).formatRange(utcDay(start), utcDay(end));
}

export function formatNumber(value: number, localeTag: string): string {
  return numberFormatter(localeTag).format(value);
}

// One formatter per locale, built on first use: building one costs far more than formatting with it, and a large
// hotel's results format a few hundred dates and numbers in one render (ADR 274), the search summary's range in
// every render.
const dateFormatters = new Map<string, Intl.DateTimeFormat>();
const shortDayFormatters = new Map<string, Intl.DateTimeFormat>();
const numberFormatters = new Map<string, Intl.NumberFormat>();

function cached<F>(formatters: Map<string, F>, localeTag: string, build: (localeTag: string) => F): F {
  let formatter = formatters.get(localeTag);
  if (!formatter) {
    formatter = build(localeTag);
    formatters.set(localeTag, formatter);
  }
  return formatter;
}

function dateFormatter(localeTag: string): Intl.DateTimeFormat {
  return cached(dateFormatters, localeTag, (tag) => new Intl.DateTimeFormat(tag, { timeZone: 'UTC', weekday: 'short', year: 'numeric', month: 'short', day: 'numeric' }));
}

function shortDayFormatter(localeTag: string): Intl.DateTimeFormat {
  return cached(shortDayFormatters, localeTag, (tag) => new Intl.DateTimeFormat(tag, { month: 'short', day: 'numeric', timeZone: 'UTC' }));
}

function numberFormatter(localeTag: string): Intl.NumberFormat {
  return cached(numberFormatters, localeTag, (tag) => new Intl.NumberFormat(tag));
}

function utcDay(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00Z`);
}

/** An instant (ISO 8601 with offset) as the guest reads it, on the hotel's clock with the zone named. */
export function formatDateTime(isoInstant: string, localeTag: string, timeZone: string): string {
  return new Intl.DateTimeFormat(localeTag, { timeZone, dateStyle: 'medium', timeStyle: 'long' }).format(new Date(isoInstant));
}

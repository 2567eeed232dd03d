// Dates and numbers go through Intl with the locale's BCP 47 tag (LOCALE_TAGS), never hand-built strings.

/** A calendar date (YYYY-MM-DD) as the guest reads it. It has no time zone, so it is formatted as UTC. */
export function formatDate(isoDate: string, localeTag: string): string {
  return dateFormatter(localeTag).format(new Date(`${isoDate}T00:00:00Z`));
}

export function formatNumber(value: number, localeTag: string): string {
  return numberFormatter(localeTag).format(value);
}

// One formatter per locale, built on first use: building one costs far more than formatting with it, and a large
// hotel's results format a few hundred dates and numbers in one render (ADR 274).
const dateFormatters = new Map<string, Intl.DateTimeFormat>();
const numberFormatters = new Map<string, Intl.NumberFormat>();

function dateFormatter(localeTag: string): Intl.DateTimeFormat {
  let formatter = dateFormatters.get(localeTag);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(localeTag, { timeZone: 'UTC', weekday: 'short', year: 'numeric', month: 'short', day: 'numeric' });
    dateFormatters.set(localeTag, formatter);
  }
  return formatter;
}

function numberFormatter(localeTag: string): Intl.NumberFormat {
  let formatter = numberFormatters.get(localeTag);
  if (!formatter) {
    formatter = new Intl.NumberFormat(localeTag);
    numberFormatters.set(localeTag, formatter);
  }
  return formatter;
}

/** An instant (ISO 8601 with offset) as the guest reads it, on the hotel's clock with the zone named. */
export function formatDateTime(isoInstant: string, localeTag: string, timeZone: string): string {
  return new Intl.DateTimeFormat(localeTag, { timeZone, dateStyle: 'medium', timeStyle: 'long' }).format(new Date(isoInstant));
}

// Dates and numbers go through Intl with the locale's BCP 47 tag (LOCALE_TAGS), never hand-built strings.

/** A calendar date (YYYY-MM-DD) as the guest reads it. It has no time zone, so it is formatted as UTC. */
export function formatDate(isoDate: string, localeTag: string): string {
  return new Intl.DateTimeFormat(localeTag, {
    timeZone: 'UTC',
    weekday: 'short',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  }).format(new Date(`${isoDate}T00:00:00Z`));
}

export function formatNumber(value: number, localeTag: string): string {
  return new Intl.NumberFormat(localeTag).format(value);
}

/** An instant (ISO 8601 with offset) as the guest reads it, on the hotel's clock with the zone named. */
export function formatDateTime(isoInstant: string, localeTag: string, timeZone: string): string {
  return new Intl.DateTimeFormat(localeTag, { timeZone, dateStyle: 'medium', timeStyle: 'long' }).format(new Date(isoInstant));
}

import { intlPartsFormatter, isoDateOf, type PartsFormatterFor, wallClockIn } from './wall-clock';

/** A YYYY-MM-DD date as midnight UTC, so it reads as that same calendar day whatever the local time zone. */
export function utcMidnight(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}

/** A YYYY-MM-DD date's day of the week, 0 (Sunday) to 6, read in UTC so the local time zone cannot shift it. */
export function weekdayOf(date: string): number {
  return utcMidnight(date).getUTCDay();
}

/** "Nights are the day difference, zero when the dates are the same or there is no checkout." */
export function nightsBetween(checkin: string, checkout: string | null | undefined): number {
  if (!checkout) return 0;
  const days = Math.round((utcMidnight(checkout).getTime() - utcMidnight(checkin).getTime()) / 86_400_000);
  return Number.isFinite(days) && days > 0 ? days : 0;
}

/** Adds whole days to a YYYY-MM-DD date, in calendar terms (no time zone involved). */
export function addDays(date: string, days: number): string {
  const next = utcMidnight(date);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}

/** Today's calendar date in a time zone, as YYYY-MM-DD (read from Intl's parts, see wall-clock.ts). */
export function todayIn(timeZone: string, now: Date = new Date(), formatterFor: PartsFormatterFor = intlPartsFormatter): string {
  return isoDateOf(wallClockIn(timeZone, now, formatterFor));
}

/** Every night of a stay, check-in included, check-out excluded. */
export function stayDates(checkin: string, checkout: string): string[] {
  return Array.from({ length: nightsBetween(checkin, checkout) }, (_, i) => addDays(checkin, i));
}

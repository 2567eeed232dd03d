import { intlPartsFormatter, isoDateOf, type PartsFormatterFor, wallClockIn } from './wall-clock';

/** "Nights are the day difference, zero when the dates are the same or there is no checkout." */
export function nightsBetween(checkin: string, checkout: string | null | undefined): number {
  if (!checkout) return 0;
  const days = Math.round((Date.parse(`${checkout}T00:00:00Z`) - Date.parse(`${checkin}T00:00:00Z`)) / 86_400_000);
  return Number.isFinite(days) && days > 0 ? days : 0;
}

/** Adds whole days to a YYYY-MM-DD date, in calendar terms (no time zone involved). */
export function addDays(date: string, days: number): string {
  const next = new Date(`${date}T00:00:00Z`);
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

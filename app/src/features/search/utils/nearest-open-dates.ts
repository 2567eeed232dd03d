import type { DayAvailability } from '#domain/entities/availability.ts';
import { nightsBetween } from '#domain/rules/nights.ts';

/** How far either side of a sold-out check-in the results look for open dates. */
export const NEAREST_WINDOW_DAYS = 14;

/**
 * The open check-in days nearest a sold-out one, from the availability calendar's days: the nearest earlier and
 * the nearest later day that is available (not the day itself), nearest first, at most `count`. A tie goes to the
 * later day, which a guest whose dates slipped is likelier to take.
 */
export function nearestOpenDates(days: readonly Pick<DayAvailability, 'date' | 'status'>[], checkin: string, count = 2): string[] {
  const open = days.filter((day) => day.status === 'available' && day.date !== checkin).map((day) => day.date);
  const later = open.filter((date) => date > checkin).sort()[0];
  const earlier = open.filter((date) => date < checkin).sort().at(-1);
  const distance = (date: string) => Math.abs(nightsBetween(checkin < date ? checkin : date, checkin < date ? date : checkin));
  return [later, earlier]
    .filter((date): date is string => date !== undefined)
    .sort((a, b) => distance(a) - distance(b) || (a > b ? -1 : 1))
    .slice(0, count);
}

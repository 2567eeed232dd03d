import { weekdayOf } from './nights';

// Japan's national holidays (国民の祝日, with substitute and citizens' holidays) for the years the catalogue sells,
// so "来月の三連休" / "the long weekend next month" finds a real three-day weekend. The year-end break (Dec 29 – Jan 3)
// is not a national holiday but most travellers are off, so it counts as a day off too.
const HOLIDAYS = new Set([
  // 2026
  '2026-01-01', '2026-01-12', '2026-02-11', '2026-02-23', '2026-03-20', '2026-04-29', '2026-05-03', '2026-05-04',
  '2026-05-05', '2026-05-06', '2026-07-20', '2026-08-11', '2026-09-21', '2026-09-22', '2026-09-23', '2026-10-12',
  '2026-11-03', '2026-11-23',
  // 2027
  '2027-01-01', '2027-01-11', '2027-02-11', '2027-02-23', '2027-03-22', '2027-04-29', '2027-05-03', '2027-05-04',
  '2027-05-05', '2027-07-19', '2027-08-11', '2027-09-20', '2027-09-23', '2027-10-11', '2027-11-03', '2027-11-23',
]);

function isYearEndBreak(date: string): boolean {
  const monthDay = date.slice(5);
  return monthDay >= '12-29' || monthDay <= '01-03';
}

/** A day most people in Japan are off: a weekend, a national holiday or the year-end break. */
export function isDayOff(date: string): boolean {
  const day = weekdayOf(date);
  return day === 0 || day === 6 || HOLIDAYS.has(date) || isYearEndBreak(date);
}

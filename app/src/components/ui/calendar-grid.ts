import { addDays, weekdayOf } from '#domain/rules/nights.ts';

// Month grids of calendar dates (YYYY-MM-DD, no time zone) and the ARIA date-grid keys, shared by every calendar
// (the date picker here and the search's availability calendar, ADR 218).

/** A weekday as Intl.Locale's weekInfo numbers it: 1 is Monday, 7 is Sunday. */
export type WeekDay = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** The first day of the month a date falls in. */
export function monthStart(date: string): string {
  return `${date.slice(0, 7)}-01`;
}

export function addMonths(month: string, months: number): string {
  const [year = 0, monthIndex = 1] = month.split('-').map(Number);
  return new Date(Date.UTC(year, monthIndex - 1 + months, 1)).toISOString().slice(0, 10);
}

export function monthEnd(month: string): string {
  return addDays(addMonths(month, 1), -1);
}

/** Weekday of a date, 1 (Monday) to 7 (Sunday). */
function isoWeekdayOf(day: string): WeekDay {
  return ((weekdayOf(day) + 6) % 7 + 1) as WeekDay;
}

/** How many days a date is after the week's first day (0 to 6). */
function columnOf(day: string, weekStart: WeekDay): number {
  return (isoWeekdayOf(day) - weekStart + 7) % 7;
}

// Where Intl.Locale has no weekInfo (Firefox before 146): the week starts the way CLDR has it for the languages the
// widget speaks, looked up by language and script; Sunday for the rest (en-US, ja, ko, zh-Hant, th, id).
const WEEK_START_FALLBACK: Record<string, WeekDay> = { ar: 6, 'zh-Hans': 1, zh: 1 };

type LocaleWithWeekInfo = Intl.Locale & { getWeekInfo?: () => { firstDay: number }; weekInfo?: { firstDay: number } };

/** The first day of the week in a locale: Sunday in ja and en, Saturday in ar, Monday in zh-Hans. */
export function weekStartOf(tag: string): WeekDay {
  const locale = new Intl.Locale(tag) as LocaleWithWeekInfo;
  const info = locale.getWeekInfo?.() ?? locale.weekInfo;
  if (info && info.firstDay >= 1 && info.firstDay <= 7) return info.firstDay as WeekDay;
  const script = locale.script ? `${locale.language}-${locale.script}` : locale.language;
  return WEEK_START_FALLBACK[script] ?? WEEK_START_FALLBACK[locale.language] ?? 7;
}

/** The seven weekdays' dates of one week, in column order from the week's first day (for the column headings). */
export function weekDates(weekStart: WeekDay): string[] {
  // 2023-01-02 was a Monday.
  return Array.from({ length: 7 }, (_, index) => addDays('2023-01-02', (weekStart - 1 + index) % 7));
}

/**
 * The weeks of a month as rows of seven cells from the locale's first weekday (Sunday unless told); null pads the
 * days before the first and after the last.
 */
export function monthWeeks(month: string, weekStart: WeekDay = 7): (string | null)[][] {
  const first = monthStart(month);
  const last = monthEnd(month);
  const cells: (string | null)[] = Array.from({ length: columnOf(first, weekStart) }, () => null);
  for (let day = first; day <= last; day = addDays(day, 1)) cells.push(day);
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/**
 * Where an arrow, Home/End or paging key moves the focused day (the ARIA date picker dialog pattern): arrows a day
 * or a week, Home and End the first and last day of the week row, Page Up/Down a month back and forward (a year
 * with Shift) on the same day, or the month's last when it is shorter. Arrows are visual: the caller swaps left
 * and right in a right-to-left page.
 */
export function movedDay(day: string, key: string, { weekStart = 7, shift = false }: { weekStart?: WeekDay; shift?: boolean } = {}): string | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(day, -1);
    case 'ArrowRight':
      return addDays(day, 1);
    case 'ArrowUp':
      return addDays(day, -7);
    case 'ArrowDown':
      return addDays(day, 7);
    case 'Home':
      return addDays(day, -columnOf(day, weekStart));
    case 'End':
      return addDays(day, 6 - columnOf(day, weekStart));
    case 'PageUp':
      return addMonthsKeepingDay(day, shift ? -12 : -1);
    case 'PageDown':
      return addMonthsKeepingDay(day, shift ? 12 : 1);
    default:
      return null;
  }
}

function addMonthsKeepingDay(day: string, months: number): string {
  const target = addMonths(monthStart(day), months);
  const wanted = Number(day.slice(8, 10));
  const last = Number(monthEnd(target).slice(8, 10));
  return `${target.slice(0, 8)}${String(Math.min(wanted, last)).padStart(2, '0')}`;
}

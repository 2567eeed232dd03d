import { addDays } from '#domain/rules/nights.ts';

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

/**
 * The weeks of a month as rows of seven cells, Sunday first (the week hotels in Japan print); null pads the
 * days before the first and after the last.
 */
export function monthWeeks(month: string): (string | null)[][] {
  const first = monthStart(month);
  const lead = new Date(`${first}T00:00:00Z`).getUTCDay();
  const last = monthEnd(month);
  const cells: (string | null)[] = Array.from({ length: lead }, () => null);
  for (let day = first; day <= last; day = addDays(day, 1)) cells.push(day);
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/**
 * Where an arrow, Home/End or paging key moves the focused day (the ARIA grid pattern of a date picker): Home and End
 * go to the first and last day of the week row (Sunday and Saturday, as monthWeeks lays it out), Page Up and Page
 * Down a month back and forward on the same day, or the month's last when it is shorter.
 */
export function movedDay(day: string, key: string): string | null {
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
      return addDays(day, -weekday(day));
    case 'End':
      return addDays(day, 6 - weekday(day));
    case 'PageUp':
      return addMonthsKeepingDay(day, -1);
    case 'PageDown':
      return addMonthsKeepingDay(day, 1);
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

function weekday(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}

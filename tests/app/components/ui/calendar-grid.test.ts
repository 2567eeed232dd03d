import { describe, expect, it } from 'vitest';
import { addMonths, monthEnd, monthWeeks, movedDay } from '#app/components/ui/calendar-grid.ts';

describe('calendar grid', () => {
  it('lays a month out in Sunday-first weeks', () => {
    const weeks = monthWeeks('2030-02-01');
    // 1 February 2030 is a Friday.
    expect(weeks[0]).toEqual([null, null, null, null, null, '2030-02-01', '2030-02-02']);
    expect(weeks.at(-1)?.filter(Boolean).at(-1)).toBe('2030-02-28');
    expect(weeks.every((week) => week.length === 7)).toBe(true);
  });

  it('moves by day, week and month as the ARIA date grid does', () => {
    expect(movedDay('2030-01-31', 'ArrowRight')).toBe('2030-02-01');
    expect(movedDay('2030-01-31', 'ArrowUp')).toBe('2030-01-24');
    expect(movedDay('2030-01-31', 'PageDown')).toBe('2030-02-28');
    expect(movedDay('2030-03-31', 'PageUp')).toBe('2030-02-28');
    expect(movedDay('2030-01-31', 'Enter')).toBeNull();
    // 16 January 2030 is a Wednesday: its week row runs Sunday 13 to Saturday 19.
    expect(movedDay('2030-01-16', 'Home')).toBe('2030-01-13');
    expect(movedDay('2030-01-16', 'End')).toBe('2030-01-19');
    expect(movedDay('2030-01-13', 'Home')).toBe('2030-01-13');
    expect(movedDay('2030-02-01', 'Home')).toBe('2030-01-27');
    expect(addMonths('2030-12-01', 1)).toBe('2031-01-01');
    expect(monthEnd('2032-02-01')).toBe('2032-02-29');
  });
});

import { describe, expect, it } from 'vitest';
import { fromMinorUnits, formatMoney, toMinorUnits } from '#domain/rules/money.ts';
import { addDays, nightsBetween, stayDates, todayIn, utcMidnight, weekdayOf } from '#domain/rules/nights.ts';

describe('nights', () => {
  it('is the day difference', () => {
    expect(nightsBetween('2026-12-01', '2026-12-04')).toBe(3);
  });

  it('crosses month and year ends and DST-free', () => {
    expect(nightsBetween('2026-12-31', '2027-01-02')).toBe(2);
    expect(nightsBetween('2027-03-27', '2027-03-30')).toBe(3);
  });

  it('is zero for the same day, no checkout, or a checkout before checkin', () => {
    expect(nightsBetween('2026-12-01', '2026-12-01')).toBe(0);
    expect(nightsBetween('2026-12-01', undefined)).toBe(0);
    expect(nightsBetween('2026-12-01', '')).toBe(0);
    expect(nightsBetween('2026-12-05', '2026-12-01')).toBe(0);
  });

  it('lists each night of a stay and adds days across leap years', () => {
    expect(stayDates('2028-02-28', '2028-03-01')).toEqual(['2028-02-28', '2028-02-29']);
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
  });

  // Any zone but UTC tells these apart from a local-time reading (west of UTC, 29 November 00:00Z is still Saturday).
  it('reads a calendar date as that day whatever the local time zone', () => {
    expect(utcMidnight('2026-03-01').toISOString()).toBe('2026-03-01T00:00:00.000Z');
    expect(weekdayOf('2026-11-29')).toBe(0);
    expect(weekdayOf('2026-11-28')).toBe(6);
  });

  it("reads today in the hotel's time zone", () => {
    const lateUtc = new Date('2026-11-21T20:00:00Z');
    expect(todayIn('Asia/Tokyo', lateUtc)).toBe('2026-11-22');
    expect(todayIn('UTC', lateUtc)).toBe('2026-11-21');
  });
});

describe('money', () => {
  it('formats yen without decimals and dollars with two', () => {
    expect(formatMoney(12000, 'JPY', 'en')).toBe('¥12,000');
    expect(formatMoney(12.5, 'USD', 'en')).toBe('$12.50');
  });

  it('converts minor units by the currency decimals', () => {
    expect(fromMinorUnits(1250, 'USD')).toBe(12.5);
    expect(fromMinorUnits(1250, 'KRW')).toBe(1250);
    expect(toMinorUnits(12.5, 'EUR')).toBe(1250);
    expect(toMinorUnits(3000, 'TWD')).toBe(3000);
  });
});

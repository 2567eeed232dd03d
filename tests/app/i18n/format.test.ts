import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatCompactNumber, formatDate, formatDayOfMonth, formatMonth, formatNumber, formatShortDate, formatShortDateRange, formatWeekday } from '#app/i18n/format.ts';

afterEach(() => vi.restoreAllMocks());

// The formatters are kept per locale (ADR 274): a guest who switches language must not get the first one's.
describe('formatNumber and formatDate', () => {
  it('format in the locale asked for, whichever was asked for first', () => {
    expect(formatNumber(1234.5, 'en-US')).toBe('1,234.5');
    expect(formatNumber(1234.5, 'id-ID')).toBe('1.234,5');
    expect(formatNumber(1234.5, 'en-US')).toBe('1,234.5');
    expect(formatNumber(1234.5, 'ar')).toBe(new Intl.NumberFormat('ar').format(1234.5));

    expect(formatDate('2030-04-10', 'en-US')).toBe('Wed, Apr 10, 2030');
    expect(formatDate('2030-04-10', 'ja-JP')).toBe('2030年4月10日(水)');
    expect(formatDate('2030-04-10', 'en-US')).toBe('Wed, Apr 10, 2030');
  });

  it('read a calendar date as that day wherever the guest is', () => {
    expect(formatDate('2030-01-01', 'en-US')).toBe('Tue, Jan 1, 2030');
  });
});

describe('formatShortDate and formatShortDateRange', () => {
  it('write a short day, and a stay as the locale writes a range', () => {
    expect(formatShortDate('2026-11-26', 'en')).toBe('Nov 26');
    expect(formatShortDateRange('2026-11-26', '2026-11-27', 'en')).toMatch(/^Nov 26\s?–\s?27$/);
    expect(formatShortDateRange('2026-11-30', '2026-12-02', 'en')).toMatch(/^Nov 30\s?–\s?Dec 2$/);
    expect(formatShortDateRange('2026-11-26', '2026-11-27', 'ja')).toBe('11/26～11/27');
    expect(formatShortDate('2026-11-26', 'ja')).toBe('11月26日');
  });

  it('build one formatter per locale, not one per call (the search summary formats in every render)', () => {
    const Real = Intl.DateTimeFormat;
    const built = vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function build(...args: ConstructorParameters<typeof Real>) {
      return new Real(...args);
    });
    formatShortDateRange('2026-11-26', '2026-11-27', 'en-GB');
    formatShortDate('2026-11-26', 'en-GB');
    formatShortDateRange('2026-12-01', '2026-12-03', 'en-GB');
    expect(built).toHaveBeenCalledTimes(1);
  });
});

// A calendar formats its heading, 7 weekday names and 42 days in every render (date-field, availability-calendar).
describe('a calendar’s month, weekdays, days and compact prices', () => {
  it('write them in the locale asked for, each width apart', () => {
    expect(formatMonth('2026-11-01', 'en-US')).toBe('November 2026');
    expect(formatMonth('2026-11-01', 'ja-JP')).toBe('2026年11月');
    expect(formatWeekday('2026-11-25', 'en-US', 'short')).toBe('Wed');
    expect(formatWeekday('2026-11-25', 'en-US', 'long')).toBe('Wednesday');
    expect(formatWeekday('2026-11-25', 'ja-JP', 'short')).toBe('水');
    expect(formatDayOfMonth('2026-11-26', 'en-US')).toBe('26');
    expect(formatDayOfMonth('2026-11-26', 'ja-JP')).toBe('26日');
    expect(formatCompactNumber(14_400, 'en-US')).toBe('14.4K');
    expect(formatCompactNumber(14_400, 'ja-JP')).toBe('1.44万');
  });

  it('read a calendar date as that day wherever the guest is', () => {
    expect(formatDayOfMonth('2030-01-01', 'en-US')).toBe('1');
    expect(formatMonth('2030-01-01', 'en-US')).toBe('January 2030');
  });

  it('build each formatter once per locale and width, not once per render', () => {
    const RealDate = Intl.DateTimeFormat;
    const RealNumber = Intl.NumberFormat;
    const dates = vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function build(...args: ConstructorParameters<typeof RealDate>) {
      return new RealDate(...args);
    });
    const numbers = vi.spyOn(Intl, 'NumberFormat').mockImplementation(function build(...args: ConstructorParameters<typeof RealNumber>) {
      return new RealNumber(...args);
    });
    for (const day of ['2026-11-01', '2026-11-02', '2026-11-03']) {
      formatMonth(day, 'en-AU');
      formatWeekday(day, 'en-AU', 'short');
      formatWeekday(day, 'en-AU', 'long');
      formatDayOfMonth(day, 'en-AU');
      formatCompactNumber(12_345, 'en-AU');
    }
    expect(dates).toHaveBeenCalledTimes(4);
    expect(numbers).toHaveBeenCalledTimes(1);
  });
});

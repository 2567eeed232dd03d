import { describe, expect, it } from 'vitest';
import { formatDate, formatNumber } from '#app/i18n/format.ts';

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

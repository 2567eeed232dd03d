import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCALE_TAGS, UI_LOCALES } from '#domain/constants/locales.ts';
import { formatMoney, moneyFormatter } from '#domain/rules/money.ts';

describe('JPY in every UI locale (issue 17, ADR 215)', () => {
  // The yen sign as each locale writes it: never JP¥ (zh-Hans, id, ko, ar in CLDR) nor ¥JP (Arabic through bidi).
  const expected: Record<(typeof UI_LOCALES)[number], string> = {
    ja: '￥14,580',
    en: '¥14,580',
    ko: '¥14,580',
    zh_Hans: '¥14,580',
    zh_Hant: '¥14,580',
    id: '¥14.580',
    th: '¥14,580',
    ar: '\u200f14,580\u00a0¥',
  };

  it.each(UI_LOCALES)('%s writes the spec sign where the locale puts it', (locale) => {
    expect(formatMoney(14_580, 'JPY', LOCALE_TAGS[locale])).toBe(expected[locale]);
  });

  it('writes no letters next to the yen in any locale', () => {
    for (const locale of UI_LOCALES) expect(formatMoney(14_580, 'JPY', LOCALE_TAGS[locale])).not.toMatch(/JP|JPY/);
  });

  it('names the spec symbols and the code for the others, signs kept', () => {
    expect(formatMoney(12.5, 'USD', 'ar')).toBe('\u200f12.50\u00a0$');
    expect(formatMoney(12.5, 'USD', 'zh-Hans')).toBe('$12.50');
    expect(formatMoney(1234, 'TWD', 'ko')).toBe('NT$1,234');
    // After the number in Arabic, and kept whole: without the mark the bidi algorithm draws "$NT".
    expect(formatMoney(1234, 'TWD', 'ar')).toBe('\u200f1,234\u00a0NT$\u200e');
    expect(formatMoney(12.5, 'AUD', 'en')).toBe('AUD\u00a012.50');
    expect(formatMoney(-3000, 'JPY', 'zh-Hans', { signDisplay: 'always' })).toBe('-¥3,000');
  });

  it('keeps CLDR\'s own name when the caller asks for one', () => {
    expect(formatMoney(12_000, 'JPY', 'zh-Hans', { currencyDisplay: 'symbol' })).toBe('JP¥12,000');
  });
});

describe('formatters built once (ADR 292)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('keeps one formatter per currency, locale and display', () => {
    expect(moneyFormatter('JPY', 'en-US')).toBe(moneyFormatter('JPY', 'en-US'));
    expect(moneyFormatter('JPY', 'en-US', { signDisplay: 'always' })).not.toBe(moneyFormatter('JPY', 'en-US'));
    expect(moneyFormatter('JPY', 'ja-JP')).not.toBe(moneyFormatter('JPY', 'en-US'));
    expect(moneyFormatter('JPY', 'en-US', { signDisplay: 'always' })(1200)).toBe('+¥1,200');
  });

  it('reads the locale only for a sign that may need a mark', () => {
    // Building an Intl.Locale per formatter was most of the money rule's time on guest detail's first draw.
    vi.spyOn(Intl, 'Locale').mockImplementation(() => {
      throw new Error('the locale was read');
    });
    expect(moneyFormatter('JPY', 'ar-EG')(5)).toContain('¥');
  });
});

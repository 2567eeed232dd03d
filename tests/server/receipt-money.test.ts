// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CURRENCY_CODES } from '#domain/constants/currencies.ts';
import { UI_LOCALES } from '#domain/constants/locales.ts';
import type { Reservation } from '#domain/entities/reservation.ts';
import { bidiRuns } from '#server/src/manage/bidi-runs.ts';
import { RECEIPT_LABELS } from '#server/src/manage/receipt-labels.ts';
import { paidInOtherCurrency, receiptMoney } from '#server/src/manage/receipt-money.ts';
import { shapeLine } from '#server/src/manage/receipt-text.ts';

const stay = (mcp: Pick<Reservation, 'mcp_currency' | 'mcp_total_price_cents'>) => ({ currency: 'JPY', total_price: 61_552, ...mcp }) as Reservation;

describe('the amount paid in another currency', () => {
  it('reads the stored minor units with the currency decimals, exactly', () => {
    expect(paidInOtherCurrency(stay({ mcp_currency: 'KRW', mcp_total_price_cents: 566_894 }))).toEqual({ amount: 566_894, currency: 'KRW' });
    const dollars = (cents: number) => {
      const paid = paidInOtherCurrency(stay({ mcp_currency: 'USD', mcp_total_price_cents: cents }));
      return paid && receiptMoney(paid.amount, paid.currency, 'en');
    };
    // Amounts a float product would get wrong (1.15 * 100 is 114.99999999999999); read back as written.
    expect([5, 115, 1_005, 29_99, 123_456_789].map(dollars)).toEqual(['$0.05', '$1.15', '$10.05', '$29.99', '$1,234,567.89']);
  });

  it('is not there without a currency paid in, without its total, or in the hotel currency itself', () => {
    expect(paidInOtherCurrency(stay({ mcp_currency: null, mcp_total_price_cents: null }))).toBeUndefined();
    expect(paidInOtherCurrency(stay({ mcp_currency: 'USD', mcp_total_price_cents: null }))).toBeUndefined();
    expect(paidInOtherCurrency(stay({ mcp_currency: 'JPY', mcp_total_price_cents: 61_552 }))).toBeUndefined();
  });
});

describe('receipt money', { timeout: 60_000 }, () => {
  it('prints every currency in every locale with glyphs the receipt fonts have, regular and bold', () => {
    for (const locale of UI_LOCALES) {
      for (const currency of CURRENCY_CODES) {
        const amount = receiptMoney(1_234_567.89, currency, locale);
        for (const bold of [false, true]) {
          const glyphs = shapeLine(amount, locale, { size: 20, bold }).segments.flatMap((segment) => segment.glyphs);
          // Glyph 0 is .notdef, the box a font draws for what it lacks.
          expect({ locale, currency, bold, missing: glyphs.filter((glyph) => glyph.id === 0).length }).toEqual({ locale, currency, bold, missing: 0 });
        }
      }
    }
  });

  it('writes ₹, ₪ and ₱, which no receipt face has, as the ISO code', () => {
    expect(receiptMoney(1_234.5, 'INR', 'en')).toMatch(/^INR\s1,234\.50$/u);
    expect(receiptMoney(1_234.5, 'ILS', 'ja')).toMatch(/^ILS\s1,234\.50$/u);
    expect(receiptMoney(1_234.5, 'PHP', 'en')).toMatch(/^PHP\s1,234\.50$/u);
    expect(receiptMoney(1_234.5, 'EUR', 'en')).toBe('€1,234.50');
  });

  it('keeps an Arabic amount symbol whole, JP¥ not split into ¥ and JP', () => {
    const runs = bidiRuns(receiptMoney(12_000, 'JPY', 'ar'), true);
    expect(runs.map((run) => run.text)).toEqual(['JP¥', '\u00a0', '12,000']);
  });

  it('has the paid-in line in all eight locales, naming the currency and the equivalent', () => {
    const lines = UI_LOCALES.map((locale) =>
      RECEIPT_LABELS[locale].paidIn({ currency: 'KRW', equivalent: receiptMoney(61_552, 'JPY', locale), hotelCurrency: 'JPY' }),
    );
    UI_LOCALES.forEach((locale, i) => {
      expect(lines[i]).toContain('KRW');
      expect(lines[i]).toContain(receiptMoney(61_552, 'JPY', locale));
      const glyphs = shapeLine(lines[i] ?? '', locale, { size: 10 }).segments.flatMap((segment) => segment.glyphs);
      expect(glyphs.filter((glyph) => glyph.id === 0)).toEqual([]);
    });
    expect(new Set(lines).size).toBe(UI_LOCALES.length);
    expect(RECEIPT_LABELS.ja.paidIn({ currency: 'USD', equivalent: '€1', hotelCurrency: 'EUR' })).toBe('お支払い通貨：USD（EUR換算額 €1）');
  });
});

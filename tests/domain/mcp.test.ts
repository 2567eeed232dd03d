import { describe, expect, it } from 'vitest';
import { convertToMinorUnits, mcpAmount, mcpField, shownAmount } from '#domain/rules/mcp.ts';

describe('multi-currency amounts', () => {
  it('names the mcp_ field with the cents suffix', () => {
    expect(mcpField('total_price')).toBe('mcp_total_price_cents');
  });

  it('converts with integer rates into the currency minor units, rounding once', () => {
    // 0.00664 USD a yen: 12,345 yen is 81.9708 USD, 8,197 cents.
    expect(convertToMinorUnits(12_345, 6_640, 'USD')).toBe(8_197);
    // KRW has no minor unit: 9.21 won a yen.
    expect(convertToMinorUnits(12_345, 9_210_000, 'KRW')).toBe(113_697);
    expect(convertToMinorUnits(0, 6_640, 'USD')).toBe(0);
  });

  it('reads mcp_ fields in the main unit with the currency decimals, absent or malformed as undefined', () => {
    const answer = { mcp_total_price_cents: 12_345, mcp_tax_cents: 'x' };
    expect(mcpAmount(answer, 'total_price', 'USD')).toBe(123.45);
    expect(mcpAmount({ mcp_total_price_cents: 15_000 }, 'total_price', 'KRW')).toBe(15_000);
    expect(mcpAmount(answer, 'tax', 'USD')).toBeUndefined();
    expect(mcpAmount(answer, 'missing', 'USD')).toBeUndefined();
  });

  const plan = { total_price: 12_345, mcp_total_price_cents: 8_197 };

  it('shows the chosen currency when the answer was priced in it', () => {
    expect(shownAmount(plan, 'total_price', { hotelCurrency: 'JPY', chosen: 'USD', answerCurrency: 'USD' })).toEqual({
      amount: 81.97,
      currency: 'USD',
      converted: true,
    });
  });

  it.each([
    ['nothing chosen', null, null],
    ['the hotel currency chosen', 'JPY', null],
    ['an answer priced in another currency (stale)', 'EUR', 'USD'],
    ['an answer priced in none', 'USD', null],
  ] as const)('shows the hotel price with %s', (_label, chosen, answerCurrency) => {
    expect(shownAmount(plan, 'total_price', { hotelCurrency: 'JPY', chosen, answerCurrency })).toEqual({
      amount: 12_345,
      currency: 'JPY',
      converted: false,
    });
  });

  it('falls back to the hotel price when the field has no mcp_ twin', () => {
    expect(shownAmount({ tax: 900 }, 'tax', { hotelCurrency: 'JPY', chosen: 'USD', answerCurrency: 'USD' })).toEqual({
      amount: 900,
      currency: 'JPY',
      converted: false,
    });
  });
});

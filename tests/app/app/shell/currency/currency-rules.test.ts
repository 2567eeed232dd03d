import { describe, expect, it } from 'vitest';
import {
  currencyFromQuery,
  isCardOnly,
  isCurrencySelectorVisible,
  isMultiCurrencyEnabled,
  namedCurrencies,
  normaliseForSearch,
  searchCurrencies,
  temporaryCurrency,
} from '#app/app/shell/currency/currency-rules.ts';

describe('currency rules', () => {
  it('enables multi-currency when the setting is on, except brands 838 and 1242 unless from the older widget', () => {
    expect(isMultiCurrencyEnabled({ brandId: 1, mcpEnabled: true, fromOldWidget: false })).toBe(true);
    expect(isMultiCurrencyEnabled({ brandId: 1, mcpEnabled: false, fromOldWidget: false })).toBe(false);
    for (const brandId of [838, 1242]) {
      expect(isMultiCurrencyEnabled({ brandId, mcpEnabled: true, fromOldWidget: false })).toBe(false);
      expect(isMultiCurrencyEnabled({ brandId, mcpEnabled: true, fromOldWidget: true })).toBe(true);
      expect(isMultiCurrencyEnabled({ brandId, mcpEnabled: false, fromOldWidget: true })).toBe(false);
    }
  });

  it('shows the selector on results and recommender, guest detail at payment, OTA payment with its toggle, or update_payment_type', () => {
    const on = { multiCurrency: true };
    expect(isCurrencySelectorVisible({ ...on, pathname: '/booking/result' })).toBe(true);
    expect(isCurrencySelectorVisible({ ...on, pathname: '/booking/recommender/' })).toBe(true);
    expect(isCurrencySelectorVisible({ ...on, pathname: '/reservation/guest-detail' })).toBe(false);
    expect(isCurrencySelectorVisible({ ...on, pathname: '/reservation/guest-detail', paymentStep: true })).toBe(true);
    expect(isCurrencySelectorVisible({ ...on, pathname: '/reservation/payment' })).toBe(false);
    expect(isCurrencySelectorVisible({ ...on, pathname: '/reservation/payment', otaPaymentToggle: true })).toBe(true);
    expect(isCurrencySelectorVisible({ ...on, pathname: '/my-account', context: 'update_payment_type' })).toBe(true);
    expect(isCurrencySelectorVisible({ multiCurrency: false, pathname: '/booking/result' })).toBe(false);
  });

  it('keeps a valid mcp_currency only with multi-currency on, and switches to a valid currency parameter', () => {
    expect(currencyFromQuery({ mcpCurrency: 'usd', currency: null }, true)).toEqual({ select: 'USD', dropMcpCurrency: false });
    expect(currencyFromQuery({ mcpCurrency: 'USD', currency: null }, false)).toEqual({ select: null, dropMcpCurrency: true });
    expect(currencyFromQuery({ mcpCurrency: 'XXX', currency: null }, true)).toEqual({ select: null, dropMcpCurrency: true });
    expect(currencyFromQuery({ mcpCurrency: 'USD', currency: 'EUR' }, true)).toEqual({ select: 'EUR', dropMcpCurrency: false });
    expect(currencyFromQuery({ mcpCurrency: null, currency: 'nope' }, true)).toEqual({ select: null, dropMcpCurrency: false });
    expect(currencyFromQuery({ mcpCurrency: null, currency: null }, true)).toEqual({ select: null, dropMcpCurrency: false });
  });

  it('has an empty temporary currency for a card payment with an allowed brand, else the hotel currency', () => {
    const base = { allowedCardBrands: ['jcb', 'amex', 'diners'], hotelCurrency: 'JPY' as const };
    expect(temporaryCurrency({ ...base, paymentMethod: 'credit_card', cardBrand: 'jcb' })).toBe('');
    expect(temporaryCurrency({ ...base, paymentMethod: 'credit_card', cardBrand: 'visa' })).toBe('JPY');
    expect(temporaryCurrency({ ...base, paymentMethod: 'on_site', cardBrand: 'jcb' })).toBe('JPY');
    expect(temporaryCurrency({ ...base, paymentMethod: 'credit_card', cardBrand: null })).toBe('JPY');
  });

  it('limits a non-JPY currency to card payment', () => {
    expect(isCardOnly('JPY')).toBe(false);
    expect(isCardOnly('USD')).toBe(true);
  });

  it('searches case-insensitively and normalised over code, symbol and name', () => {
    const currencies = namedCurrencies('en');
    expect(normaliseForSearch('ＥＵＲ')).toBe('eur');
    expect(normaliseForSearch('Eür')).toBe('eur');
    expect(searchCurrencies(currencies, 'eur').map((c) => c.code)).toEqual(['EUR']);
    expect(searchCurrencies(currencies, 'ＵＳＤ').map((c) => c.code)).toEqual(['USD']);
    expect(searchCurrencies(currencies, 'NT$').map((c) => c.code)).toEqual(['TWD']);
    expect(searchCurrencies(currencies, 'yen').map((c) => c.code)).toContain('JPY');
    expect(searchCurrencies(currencies, 'zzzz')).toEqual([]);
    expect(searchCurrencies(currencies, '  ')).toHaveLength(currencies.length);
    expect(searchCurrencies(namedCurrencies('ja'), 'ユーロ').map((c) => c.code)).toEqual(['EUR']);
  });
});

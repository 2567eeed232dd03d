// Document 2 section 9.3: supported currencies, their decimals, symbols and the suggested set.
export const DEFAULT_CURRENCY = 'JPY';

export const ZERO_DECIMAL_CURRENCIES = ['JPY', 'IDR', 'KRW', 'TWD', 'VND'] as const;

export const TWO_DECIMAL_CURRENCIES = [
  'ARS', 'AUD', 'BRL', 'CAD', 'CNY', 'CZK', 'DKK', 'EUR', 'HKD', 'INR', 'ILS', 'MOP', 'MYR', 'MXN', 'NZD',
  'NOK', 'PHP', 'GBP', 'QAR', 'SAR', 'SGD', 'ZAR', 'LKR', 'SEK', 'CHF', 'THB', 'AED', 'USD',
] as const;

export const CURRENCY_CODES = [...ZERO_DECIMAL_CURRENCIES, ...TWO_DECIMAL_CURRENCIES] as const;
export type CurrencyCode = (typeof CURRENCY_CODES)[number];

export const SUGGESTED_CURRENCIES: readonly CurrencyCode[] = ['AUD', 'CNY', 'EUR', 'TWD', 'KRW', 'USD'];

const SYMBOLS: Partial<Record<CurrencyCode, string>> = {
  JPY: '¥',
  EUR: '€',
  GBP: '£',
  USD: '$',
  KRW: '₩',
  TWD: 'NT$',
};

export type CurrencyEntry = {
  code: CurrencyCode;
  symbol: string;
  decimalDigits: 0 | 2;
  isSuggested: boolean;
};

export function isCurrencyCode(value: string): value is CurrencyCode {
  return (CURRENCY_CODES as readonly string[]).includes(value);
}

export function currencyEntry(code: CurrencyCode): CurrencyEntry {
  return {
    code,
    // "Symbols: JPY ¥, EUR €, GBP £, USD $, KRW ₩, TWD NT$, others the code."
    symbol: SYMBOLS[code] ?? code,
    decimalDigits: (ZERO_DECIMAL_CURRENCIES as readonly string[]).includes(code) ? 0 : 2,
    isSuggested: SUGGESTED_CURRENCIES.includes(code),
  };
}

export const CURRENCIES: readonly CurrencyEntry[] = CURRENCY_CODES.map(currencyEntry);

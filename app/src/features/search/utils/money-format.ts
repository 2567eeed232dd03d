import { currencyEntry, type CurrencyCode } from '#domain/constants/currencies.ts';

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * formatMoney (domain/rules/money.ts) with its Intl.NumberFormat kept per currency and locale: a results page
 * prints a few thousand prices, and building a formatter costs far more than using one (see npm run bench).
 */
export function formatMoneyCached(amount: number, currency: CurrencyCode, localeTag: string): string {
  const key = `${currency}/${localeTag}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    const { decimalDigits } = currencyEntry(currency);
    formatter = new Intl.NumberFormat(localeTag, {
      style: 'currency',
      currency,
      minimumFractionDigits: decimalDigits,
      maximumFractionDigits: decimalDigits,
    });
    formatters.set(key, formatter);
  }
  return formatter.format(amount);
}

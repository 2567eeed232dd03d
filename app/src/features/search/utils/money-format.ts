import type { CurrencyCode } from '#domain/constants/currencies.ts';
import { moneyFormatter } from '#domain/rules/money.ts';

const formatters = new Map<string, (amount: number) => string>();

/**
 * formatMoney (domain/rules/money.ts) with its formatter kept per currency and locale: a results page prints a few
 * thousand prices, and building a formatter costs far more than using one (see npm run bench).
 */
export function formatMoneyCached(amount: number, currency: CurrencyCode, localeTag: string): string {
  const key = `${currency}/${localeTag}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = moneyFormatter(currency, localeTag);
    formatters.set(key, formatter);
  }
  return formatter(amount);
}

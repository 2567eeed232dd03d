import { currencyEntry, type CurrencyCode } from '../constants/currencies';

/**
 * Multi-currency amounts arrive as integers in the currency's smallest unit ("mcp_ fields with a cents
 * suffix"); this turns them into the main unit using the currency's decimals.
 */
export function fromMinorUnits(amount: number, currency: CurrencyCode): number {
  return amount / 10 ** currencyEntry(currency).decimalDigits;
}

export function toMinorUnits(amount: number, currency: CurrencyCode): number {
  return Math.round(amount * 10 ** currencyEntry(currency).decimalDigits);
}

/**
 * Formats an amount in the currency's main unit with exactly its decimals, in the given BCP 47 locale; `display`
 * may sign it (a price difference) or name the currency by its code.
 */
export function formatMoney(
  amount: number,
  currency: CurrencyCode,
  localeTag: string,
  display: Pick<Intl.NumberFormatOptions, 'signDisplay' | 'currencyDisplay'> = {},
): string {
  const { decimalDigits } = currencyEntry(currency);
  return new Intl.NumberFormat(localeTag, {
    style: 'currency',
    currency,
    minimumFractionDigits: decimalDigits,
    maximumFractionDigits: decimalDigits,
    ...display,
  }).format(amount);
}

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

type MoneyDisplay = Pick<Intl.NumberFormatOptions, 'signDisplay' | 'currencyDisplay'>;

/**
 * A formatter for amounts in the currency's main unit with exactly its decimals, in the given BCP 47 locale;
 * `display` may sign it (a price difference) or choose how the currency is named.
 *
 * Without a `currencyDisplay`, the currency is named as the spec does in every locale ("Symbols: JPY ¥, EUR €,
 * GBP £, USD $, KRW ₩, TWD NT$, others the code"), placed where the locale puts it: CLDR's own symbols differ by
 * locale (zh-Hans and id write JP¥, zh-Hant ¥, Arabic JP¥ after the number, which the bidi algorithm draws as
 * "¥JP"), so one hotel's prices read differently across its 8 languages (ADR 215). A locale's own form of the same
 * sign stays: Japanese writes the full-width ￥, the same character under compatibility normalisation.
 */
export function moneyFormatter(currency: CurrencyCode, localeTag: string, display: MoneyDisplay = {}): (amount: number) => string {
  const { decimalDigits, symbol } = currencyEntry(currency);
  const named = display.currencyDisplay !== undefined;
  const codeOnly = symbol === currency;
  const format = new Intl.NumberFormat(localeTag, {
    style: 'currency',
    currency,
    minimumFractionDigits: decimalDigits,
    maximumFractionDigits: decimalDigits,
    ...display,
    ...(named ? {} : { currencyDisplay: codeOnly ? 'code' : 'narrowSymbol' }),
  });
  if (named || codeOnly) return (amount) => format.format(amount);
  return (amount) =>
    format
      .formatToParts(amount)
      .map((part) => (part.type === 'currency' && part.value.normalize('NFKC') !== symbol ? symbol : part.value))
      .join('');
}

export function formatMoney(amount: number, currency: CurrencyCode, localeTag: string, display: MoneyDisplay = {}): string {
  return moneyFormatter(currency, localeTag, display)(amount);
}

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
  const key = `${currency}|${localeTag}|${display.signDisplay ?? ''}|${display.currencyDisplay ?? ''}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = buildMoneyFormatter(currency, localeTag, display);
    formatters.set(key, formatter);
  }
  return formatter;
}

// One formatter per currency, locale and display, built on first use: building an Intl.NumberFormat costs far more
// than formatting with it, and a page prints many prices in one render (ADR 274, 292). The keys are few: the
// currencies, the 8 languages and the two display options.
const formatters = new Map<string, (amount: number) => string>();

function buildMoneyFormatter(currency: CurrencyCode, localeTag: string, display: MoneyDisplay): (amount: number) => string {
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
  // The sign is tested first: an `Intl.Locale` is built only for the few signs that need a mark (ADR 292).
  const sign = LATIN_THEN_NEUTRAL.test(symbol) && RIGHT_TO_LEFT.has(new Intl.Locale(localeTag).language) ? `${symbol}\u200e` : symbol;
  return (amount) =>
    format
      .formatToParts(amount)
      .map((part) => (part.type === 'currency' && (part.value.normalize('NFKC') !== symbol || sign !== symbol) ? sign : part.value))
      .join('');
}

const RIGHT_TO_LEFT: ReadonlySet<string> = new Set(['ar', 'he', 'fa', 'ur']);

/**
 * A sign of letters then a neutral, "NT$": in a right-to-left line its "$" sits between the Latin "NT" and the
 * line's end, takes the line's direction and is drawn before them, "$NT". A left-to-right mark after the sign keeps
 * it whole.
 */
const LATIN_THEN_NEUTRAL = /\p{Script=Latin}[^\p{L}]+$/u;

export function formatMoney(amount: number, currency: CurrencyCode, localeTag: string, display: MoneyDisplay = {}): string {
  return moneyFormatter(currency, localeTag, display)(amount);
}

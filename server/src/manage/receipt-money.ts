import type { CurrencyCode } from '#domain/constants/currencies.ts';
import { LOCALE_TAGS, RTL_LOCALES, type UiLocale } from '#domain/constants/locales.ts';
import type { Reservation } from '#domain/entities/reservation.ts';
import { mcpAmount } from '#domain/rules/mcp.ts';
import { formatMoney } from '#domain/rules/money.ts';

/**
 * Currencies whose symbol (₹, ₪, ₱) no face of the receipt's set draws: written with their ISO code rather than
 * a missing-glyph box (ADR 180). A test sets every currency in every locale, so the list stays true to the fonts.
 */
const CODE_ONLY: ReadonlySet<CurrencyCode> = new Set(['INR', 'ILS', 'PHP']);

/** An amount in the currency's main unit as a receipt in `locale` prints it: the currency's own decimals, CLDR's symbol. */
export function receiptMoney(amount: number, currency: CurrencyCode, locale: UiLocale): string {
  const formatted = formatMoney(amount, currency, LOCALE_TAGS[locale], { currencyDisplay: CODE_ONLY.has(currency) ? 'code' : 'symbol' });
  // Arabic writes the symbol after the number ("‏12,000 US$"). The $ or ¥ closing US$, JP¥ or NT$ has no direction
  // of its own, so the bidi algorithm would set it apart from its letters ("$US"); a closing LRM keeps it whole.
  return RTL_LOCALES.includes(locale) ? `${formatted}\u200e` : formatted;
}

export type PaidAmount = { amount: number; currency: CurrencyCode };

/**
 * The total in the currency the guest paid in, when that was not the hotel's (ADR 163): the stored minor units,
 * converted once at booking, turned into main units with the currency's decimals by the app's own reader.
 */
export function paidInOtherCurrency(reservation: Reservation): PaidAmount | undefined {
  const currency = reservation.mcp_currency;
  if (!currency || currency === reservation.currency) return undefined;
  const amount = mcpAmount(reservation, 'total_price', currency);
  return amount === undefined ? undefined : { amount, currency };
}

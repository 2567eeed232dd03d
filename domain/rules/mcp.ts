import { currencyEntry, type CurrencyCode } from '../constants/currencies';
import { fromMinorUnits } from './money';

/** Exchange rates are integers: units of the target currency one unit of the base buys, in millionths. */
export const RATE_SCALE = 1_000_000;

/** The multi-currency field that carries `field` in minor units ("mcp_-prefixed fields with a cents suffix"). */
export function mcpField<F extends string>(field: F): `mcp_${F}_cents` {
  return `mcp_${field}_cents`;
}

/** An amount in the hotel's currency as minor units of `currency`, rounded half up once, at the end. */
export function convertToMinorUnits(amount: number, rateMicro: number, currency: CurrencyCode): number {
  return Math.round((amount * rateMicro * 10 ** currencyEntry(currency).decimalDigits) / RATE_SCALE);
}

/** The `field` of an answer in `currency`'s main unit, read from its mcp_ field; undefined when there is none. */
export function mcpAmount(record: object, field: string, currency: CurrencyCode): number | undefined {
  const cents: unknown = (record as Record<string, unknown>)[mcpField(field)];
  if (typeof cents !== 'number' || !Number.isFinite(cents)) return undefined;
  return fromMinorUnits(cents, currency);
}

export type ShownAmount = { amount: number; currency: CurrencyCode; converted: boolean };

/**
 * What the guest sees for `field`: the amount in the currency they chose when the answer was priced in it (its
 * mcp_currency) and carries the field, otherwise the hotel's own amount in the hotel's currency. A choice equal to
 * the hotel's currency, or an answer priced in another currency than chosen (a stale one), shows the hotel's.
 */
export function shownAmount(
  record: object,
  field: string,
  { hotelCurrency, chosen, answerCurrency }: { hotelCurrency: CurrencyCode; chosen: CurrencyCode | null; answerCurrency: CurrencyCode | null | undefined },
): ShownAmount {
  const own = (record as Record<string, unknown>)[field];
  const hotelAmount = typeof own === 'number' ? own : 0;
  if (chosen === null || chosen === hotelCurrency || answerCurrency !== chosen) {
    return { amount: hotelAmount, currency: hotelCurrency, converted: false };
  }
  const converted = mcpAmount(record, field, chosen);
  return converted === undefined
    ? { amount: hotelAmount, currency: hotelCurrency, converted: false }
    : { amount: converted, currency: chosen, converted: true };
}

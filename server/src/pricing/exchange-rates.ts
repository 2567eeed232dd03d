import type { CurrencyCode } from '#domain/constants/currencies.ts';
import { convertToMinorUnits } from '#domain/rules/mcp.ts';
import type { Database } from '../db/open-database';
import type { HotelRow } from '../hotels/hotel-row';

/** Converts the hotel's amounts into the chosen currency's minor units (the answers' mcp_ fields). */
export type McpConverter = { currency: CurrencyCode; rateMicro: number; cents: (amount: number) => number };

/**
 * The converter for a search or price call that asked for `wanted`: none when the hotel has multi-currency off,
 * nothing was asked, the hotel's own currency was asked, or no rate is known. Those answers carry no mcp_ fields
 * and mcp_currency null, so the app shows the hotel's prices.
 */
export function mcpConverter(db: Database, hotel: HotelRow, wanted: CurrencyCode | undefined): McpConverter | null {
  if (!wanted || hotel.mcp_enabled !== 1 || wanted === hotel.currency) return null;
  const row = db
    .prepare<[string, string], { rate_micro: number }>('SELECT rate_micro FROM exchange_rates WHERE base_currency = ? AND currency = ?')
    .get(hotel.currency, wanted);
  if (!row) return null;
  return { currency: wanted, rateMicro: row.rate_micro, cents: (amount) => convertToMinorUnits(amount, row.rate_micro, wanted) };
}

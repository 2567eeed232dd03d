import { useCallback } from 'react';
import type { CurrencyCode } from '#domain/constants/currencies.ts';
import { shownAmount, type ShownAmount } from '#domain/rules/mcp.ts';
import { useCurrencyStore } from '#app/platform/stores/currency-store.ts';
import { useHotelSettings } from './hotel-settings';

/** The chosen currency as a price call should ask for it: nothing when the guest keeps the hotel's own. */
export function useMcpCurrencyParam(): CurrencyCode | undefined {
  const { currency } = useHotelSettings();
  const chosen = useCurrencyStore((state) => state.selected);
  return chosen !== null && chosen !== currency ? chosen : undefined;
}

export type AmountReader = (record: object, field: string) => ShownAmount;

/**
 * Reads an answer's amounts in the currency the guest chose (its mcp_ fields) when the answer was priced in it,
 * otherwise in the hotel's currency; `answerCurrency` is the answer's mcp_currency.
 */
export function useShownAmount(answerCurrency: CurrencyCode | null | undefined): AmountReader {
  const { currency } = useHotelSettings();
  const chosen = useCurrencyStore((state) => state.selected);
  return useCallback(
    (record: object, field: string) => shownAmount(record, field, { hotelCurrency: currency, chosen, answerCurrency }),
    [currency, chosen, answerCurrency],
  );
}

import { useState } from 'react';
import { isCurrencyCode, type CurrencyCode } from '#domain/constants/currencies.ts';
import { readStored, removeStored, writeStored } from '#app/platform/safe-storage.ts';

const shownKey = (hotelCode: string) => `hbw:ota-shown-currency:${hotelCode}`;

/**
 * The currency the payment page's toggle shows the total in besides the hotel's, kept for the tab under its key so
 * a reload or a return from 3-D Secure shows it again (ADR 260). Only what is shown: the charge never follows it.
 */
export function useShownCurrency(hotelCode: string): [CurrencyCode | null, (currency: CurrencyCode | null) => void] {
  const [shown, setShown] = useState<CurrencyCode | null>(() => {
    const kept = readStored('session', shownKey(hotelCode));
    return kept !== null && isCurrencyCode(kept) ? kept : null;
  });
  const change = (currency: CurrencyCode | null) => {
    if (currency === null) removeStored('session', shownKey(hotelCode));
    else writeStored('session', shownKey(hotelCode), currency);
    setShown(currency);
  };
  return [shown, change];
}

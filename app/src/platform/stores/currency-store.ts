import { create } from 'zustand';
import type { CurrencyCode } from '#domain/constants/currencies.ts';

/** The currency the guest chose to see and pay in; null means the hotel's own. */
export const useCurrencyStore = create<{ selected: CurrencyCode | null }>()(() => ({ selected: null }));

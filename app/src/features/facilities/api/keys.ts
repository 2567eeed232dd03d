import type { CurrencyCode } from '#domain/constants/currencies.ts';
import type { BookLanguage } from '#domain/constants/locales.ts';
import { rootKey } from '#app/api/query-keys.ts';

/** The stay the brand's hotels are priced for. */
export type BrandStay = { checkin: string; checkout: string; adults: number };

export const facilityKeys = {
  all: [...rootKey, 'brand-hotels'] as const,
  /** The chosen currency is part of the question: changing it asks again. */
  brandHotels: (brandId: number, stay: BrandStay, language: BookLanguage, mcpCurrency: CurrencyCode | undefined) =>
    [...facilityKeys.all, brandId, stay, language, mcpCurrency ?? null] as const,
};

import { queryOptions } from '@tanstack/react-query';
import { getBrandHotels } from '#domain/contracts/brand-hotels.ts';
import type { CurrencyCode } from '#domain/constants/currencies.ts';
import type { BookLanguage } from '#domain/constants/locales.ts';
import type { BrandHotel } from '#domain/entities/brand-hotel.ts';
import { callApi } from '#app/api/api-client.ts';
import { facilityKeys, type BrandStay } from './keys';

/** The most the provider gives per page; fewer pages, fewer round trips. */
const PER_PAGE = 100;

/**
 * Every hotel of the brand with its lowest price for the stay, also in `mcpCurrency` (the guest's chosen currency,
 * as useMcpCurrencyParam gives it) where a hotel offers it. The list is paged: every page is fetched (the first says
 * how many there are, the rest are asked for together) and joined in order.
 */
export async function fetchAllBrandHotels(
  brandId: number,
  stay: BrandStay,
  language: BookLanguage,
  mcpCurrency: CurrencyCode | undefined,
  signal?: AbortSignal,
): Promise<BrandHotel[]> {
  const pageQuery = (page: number) => ({
    page: String(page),
    per_page: String(PER_PAGE),
    is_including_lowest_price: 'true' as const,
    checkin: stay.checkin,
    checkout: stay.checkout,
    rooms: JSON.stringify([{ adults: stay.adults, children: 0, kids_tiers: [] }]),
    locale: language,
    ...(mcpCurrency ? { mcp_currency: mcpCurrency } : {}),
  });
  const first = await callApi(getBrandHotels, { params: { brandId }, query: pageQuery(1), signal });
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, first.total_pages - 1) }, (_, index) =>
      callApi(getBrandHotels, { params: { brandId }, query: pageQuery(index + 2), signal }),
    ),
  );
  return [first, ...rest].flatMap((page) => page.hotels);
}

export function brandHotelsQueryOptions(brandId: number, stay: BrandStay, language: BookLanguage, mcpCurrency: CurrencyCode | undefined) {
  return queryOptions({
    queryKey: facilityKeys.brandHotels(brandId, stay, language, mcpCurrency),
    queryFn: ({ signal }) => fetchAllBrandHotels(brandId, stay, language, mcpCurrency, signal),
  });
}

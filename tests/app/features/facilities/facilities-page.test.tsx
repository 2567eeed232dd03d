// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CurrencyCode } from '#domain/constants/currencies.ts';
import type { BrandHotel } from '#domain/entities/brand-hotel.ts';
import { FacilitiesPage } from '#app/features/facilities/components/facilities-page.tsx';
import { HotelSettingsProvider } from '#app/shared/hotel/hotel-settings.tsx';
import { activateLocale } from '#app/i18n/i18n.ts';
import { useCurrencyStore } from '#app/platform/stores/currency-store.ts';
import { useSessionStore } from '#app/platform/stores/session-store.ts';
import { someSettings } from '../../factories';

/** Kyoto converts (24,000 yen is 159.36 USD at the seeded rate); Tokyo has multi-currency off and stays in yen. */
const KYOTO: BrandHotel = {
  hotel_id: 102,
  hotel_code: 'sakura-kyoto',
  name: 'Sakura Hotel Kyoto Higashiyama',
  url: 'https://kyoto.example/',
  currency: 'JPY',
  day_use_search_active: false,
  lowest_price: 24_000,
  lowest_price_without_tax: 21_818,
};
const TOKYO: BrandHotel = { ...KYOTO, hotel_id: 101, hotel_code: 'sakura-tokyo', name: 'Sakura Hotel Tokyo Ginza', lowest_price: 22_000 };

/** Answers like the provider: the mcp_ prices only when a currency is asked for, and only for Kyoto. */
function answerHotels() {
  const fetchMock = vi.fn(async (url: string) => {
    const asked = new URL(url).searchParams.get('mcp_currency');
    const kyoto =
      asked === 'USD'
        ? { ...KYOTO, mcp_currency: 'USD' as const, mcp_lowest_price_cents: 15_936, mcp_lowest_price_without_tax_cents: 14_487 }
        : { ...KYOTO, mcp_currency: null };
    return Response.json({ hotels: [TOKYO, kyoto], page: 1, per_page: 100, total_pages: 1, total_entries: 2 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderFacilities(chosen: CurrencyCode | null) {
  useCurrencyStore.setState({ selected: chosen });
  const router = createMemoryRouter(
    [{ path: '/facilities', element: <FacilitiesPage hotelHref={(code) => `/booking/result?hotel_code=${code}`} /> }],
    { initialEntries: ['/facilities?checkin=2030-04-10&checkout=2030-04-11'] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <HotelSettingsProvider settings={someSettings({ mcp_enabled: true })}>
        <RouterProvider router={router} />
      </HotelSettingsProvider>
    </QueryClientProvider>,
  );
}

const hotelItem = (name: string) =>
  screen.getAllByRole('listitem').find((item) => within(item).queryByRole('heading', { name })) as HTMLElement;

beforeAll(async () => {
  await activateLocale('en');
});

beforeEach(() => {
  useSessionStore.setState({ brandId: 1, clientSession: 'session-token-0001', locale: 'en', renewClientSession: null });
});

afterEach(() => {
  vi.unstubAllGlobals();
  useCurrencyStore.setState({ selected: null });
});

// The first render loads the page's chunks and catalogs: on a loaded CI machine that takes more than the default second.
const SLOW = { timeout: 10_000 };

describe('facilities in the chosen currency', () => {
  it('shows each hotel that converts in the chosen currency, with its own price under it', async () => {
    const fetchMock = answerHotels();
    renderFacilities('USD');
    await screen.findByRole('heading', { name: KYOTO.name }, SLOW);
    expect(new URL(String(fetchMock.mock.calls[0]?.[0])).searchParams.get('mcp_currency')).toBe('USD');
    const kyoto = hotelItem(KYOTO.name);
    expect(within(kyoto).getByText('From $159.36 (Tax included)')).toBeInTheDocument();
    expect(within(kyoto).getByText('Hotel price: ¥24,000')).toBeInTheDocument();
    // A hotel without multi-currency answers no converted price: its own, with nothing to compare.
    const tokyo = hotelItem(TOKYO.name);
    expect(within(tokyo).getByText('From ¥22,000 (Tax included)')).toBeInTheDocument();
    expect(within(tokyo).queryByText(/^Hotel price/)).not.toBeInTheDocument();
  });

  it("keeps each hotel's own price when no other currency is chosen, and asks for none", async () => {
    const fetchMock = answerHotels();
    renderFacilities(null);
    await screen.findByRole('heading', { name: KYOTO.name }, SLOW);
    expect(new URL(String(fetchMock.mock.calls[0]?.[0])).searchParams.has('mcp_currency')).toBe(false);
    expect(within(hotelItem(KYOTO.name)).getByText('From ¥24,000 (Tax included)')).toBeInTheDocument();
    expect(screen.queryByText(/^Hotel price/)).not.toBeInTheDocument();
  });
});

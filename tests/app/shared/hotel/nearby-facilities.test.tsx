// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BrandHotel } from '#domain/entities/brand-hotel.ts';
import { NearbyFacilities } from '#app/shared/hotel/nearby-facilities.tsx';
import { HotelSettingsProvider } from '#app/shared/hotel/hotel-settings.tsx';
import { activateLocale } from '#app/i18n/i18n.ts';
import { useSessionStore } from '#app/platform/stores/session-store.ts';
import { someSettings } from '../../factories';

// Nearby-facility suggestions (ADR 259): asked for only when opened, with loading, empty and error states.
const SETTINGS = someSettings();

function aHotel(overrides: Partial<BrandHotel>): BrandHotel {
  return {
    hotel_id: 102,
    hotel_code: 'sakura-kyoto',
    name: 'Sakura Hotel Kyoto Higashiyama',
    url: 'https://kyoto.sakura-hotels.example/',
    currency: 'JPY',
    day_use_search_active: false,
    lowest_price: null,
    lowest_price_without_tax: null,
    location: { latitude: 35.0037, longitude: 135.7788 },
    distance_km: 366.2,
    ...overrides,
  };
}

/** The brand hotels call at the fetch level; each answer is the next one queued, a pending one never settles. */
function fakeNearby(answers: ({ status: number; body: unknown } | 'pending')[]) {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      urls.push(url);
      const next = answers.shift();
      if (next === 'pending') return new Promise<Response>(() => undefined);
      if (!next) throw new TypeError('Failed to fetch');
      return Response.json(next.body, { status: next.status });
    }),
  );
  return urls;
}

const page = (hotels: BrandHotel[]) => ({ status: 200, body: { hotels, page: 1, per_page: 5, total_pages: hotels.length > 0 ? 1 : 0, total_entries: hotels.length } });

function renderNearby() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <HotelSettingsProvider settings={SETTINGS}>
        <NearbyFacilities />
      </HotelSettingsProvider>
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), toggle: screen.getByRole('button', { name: 'Show hotels nearby' }) };
}

beforeAll(async () => {
  await activateLocale('en');
});

beforeEach(() => {
  useSessionStore.setState({ brandId: SETTINGS.hotel_brand_id, clientSession: 'session-token-0001', locale: 'en', renewClientSession: null });
});

afterEach(() => vi.unstubAllGlobals());

describe('nearby facilities', () => {
  it('asks nothing until opened, then lists the nearest hotels with their distance, each linking to its site', async () => {
    const urls = fakeNearby([page([aHotel({}), aHotel({ hotel_id: 103, name: 'Sakura Hotel Osaka', url: 'https://osaka.example/', distance_km: 412 })])]);
    const { user, toggle } = renderNearby();
    expect(screen.getByRole('heading', { level: 2, name: 'Nearby facilities' })).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(urls).toHaveLength(0);

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Sakura Hotel Kyoto Higashiyama 366.2 km away', 'Sakura Hotel Osaka 412 km away']);
    const link = within(items[0] as HTMLElement).getByRole('link', { name: 'Sakura Hotel Kyoto Higashiyama' });
    expect(link).toHaveAttribute('href', 'https://kyoto.sakura-hotels.example/');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(urls).toHaveLength(1);
    const asked = new URL(urls[0] ?? '', 'http://x');
    expect(asked.pathname).toBe(`/hotel_brands/${SETTINGS.hotel_brand_id}/hotels`);
    expect(asked.searchParams.get('near_hotel_id')).toBe(String(SETTINGS.hotel_id));
  });

  it('says it is loading while the call is out', async () => {
    fakeNearby(['pending']);
    const { user, toggle } = renderNearby();
    await user.click(toggle);
    expect(await screen.findByRole('status')).toHaveTextContent('Finding hotels nearby…');
  });

  it('says so when the brand has no other hotel nearby', async () => {
    fakeNearby([page([])]);
    const { user, toggle } = renderNearby();
    await user.click(toggle);
    expect(await screen.findByText('There are no other hotels of this brand nearby.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows the failure with a retry that loads the list', async () => {
    const urls = fakeNearby([{ status: 500, body: { title: 'internal_error', status: 500, codes: [], details: { base: [{ error: 'boom' }] } } }, page([aHotel({})])]);
    const { user, toggle } = renderNearby();
    await user.click(toggle);
    expect(await screen.findByText('The hotels nearby could not be loaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Sakura Hotel Kyoto Higashiyama' })).toBeInTheDocument();
    expect(urls).toHaveLength(2);
  });
});

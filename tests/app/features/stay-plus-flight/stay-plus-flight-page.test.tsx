// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Flight } from '#domain/entities/flight.ts';
import { addDays } from '#domain/rules/nights.ts';
import { StayPlusFlightPage } from '#app/features/stay-plus-flight/components/stay-plus-flight-page.tsx';
import { activateLocale } from '#app/i18n/i18n.ts';
import { useSessionStore } from '#app/platform/stores/session-store.ts';

const TODAY = '2026-11-28';
const CHECKIN = addDays(TODAY, 10);
const CHECKOUT = addDays(TODAY, 12);
const flight = (id: string, more: Partial<Flight>): Flight => ({
  flight_id: `${id}-${CHECKIN}`,
  flight_number: id,
  airline: 'さくら航空',
  from: 'HND',
  to: 'OKA',
  date: CHECKIN,
  departs_at: '08:05',
  arrives_at: '10:55',
  fare: 30_000,
  seats_left: 120,
  ...more,
});
const OPTIONS = {
  destination: 'OKA',
  passengers: 2,
  outbound: [flight('SA160', { seats_left: 1 }), flight('SA161', { departs_at: '12:00', arrives_at: '14:50', fare: 25_000 })],
  return: [flight('SA170', { flight_id: `SA170-${CHECKOUT}`, from: 'OKA', to: 'HND', date: CHECKOUT, fare: 28_000 })],
};

function renderPage(address: string) {
  const router = createMemoryRouter(
    [{ path: '/search-hotels', element: <StayPlusFlightPage today={TODAY} siteName="Travel" searchHref={() => '/search-hotels'}
          bookHref={(search, flights) => `/hotels/${search.hotelCode}?outbound=${flights.outbound_flight_id}&return=${flights.return_flight_id}`}
        /> }],
    { initialEntries: [address] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

beforeEach(() => {
  useSessionStore.setState({ brandId: null, clientSession: 'ota-session-0001', locale: 'ja', renewClientSession: null });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.includes('/flights/search')) return Response.json(OPTIONS);
      return Response.json({ hotels: [], page: 1, per_page: 100, total_pages: 0, total_entries: 0 });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the stay-plus-flight page', () => {
  it('offers the flights with seats for every passenger, totals the fares, and passes axe', async () => {
    await activateLocale('ja');
    const user = renderPage(`/search-hotels?dynamic_package=flight&from=HND&checkin=${CHECKIN}&checkout=${CHECKOUT}&adults=2&rooms=1&hotel_code=umi-okinawa`);
    const full = await screen.findByRole('radio', { name: /SA160便/ });
    expect((full as HTMLInputElement).disabled).toBe(true);
    const open = screen.getByRole('radio', { name: /SA161便/ }) as HTMLInputElement;
    expect(open.checked).toBe(true);
    expect(screen.getByText('航空券 2名様分 合計 ￥106,000（税込）')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: /SA170便/ }));
    expect(screen.getByRole('group', { name: /^往路/ })).toBeTruthy();
    // The way on to the booking carries the flights chosen (ADR 261).
    expect(screen.getByRole('link', { name: 'この便で予約へ進む' }).getAttribute('href')).toBe(`/hotels/umi-okinawa?outbound=SA161-${CHECKIN}&return=SA170-${CHECKOUT}`);
    // The site's layout gives the landmarks (ota-site-layout.tsx); jsdom has no layout to measure contrast with.
    const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  it('is offered in Japanese only: another language says so instead of searching', async () => {
    await activateLocale('en');
    useSessionStore.setState({ locale: 'en' });
    renderPage(`/search-hotels?dynamic_package=flight&checkin=${CHECKIN}&checkout=${CHECKOUT}`);
    expect(await screen.findByText('Stay-plus-flight packages are offered in Japanese only.')).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
  });
});

// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { stayPriceQueryOptions } from '#app/features/ota-booking/api/get-stay-price.ts';
import { ConfirmReservation } from '#app/features/ota-booking/components/confirm-reservation.tsx';
import { activateLocale } from '#app/i18n/i18n.ts';
import { useSessionStore } from '#app/platform/stores/session-store.ts';
import type { BookingSelection } from '#app/shared/stay/booking-selection.ts';
import { aBookingPrice } from '../booking-factories';

// ADR 252: /confirm-reservation on the travel-agency site shows the choice as the server priced it, then goes on.

const SELECTION: BookingSelection = {
  checkin: '2030-04-10',
  checkout: '2030-04-11',
  adults: 2,
  rooms: [{ room_type_code: 'standard-double', room_plan_code: 'standard-double_breakfast', adults: 2, children: 0, kids_tiers: [] }],
};

function renderPage(selection: BookingSelection | null) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(
    stayPriceQueryOptions(10_220, SELECTION, 'en').queryKey,
    aBookingPrice({
      rooms: [
        {
          room_type_code: 'standard-double',
          room_plan_code: 'standard-double_breakfast',
          room_type_name: 'Standard double',
          room_plan_name: 'Breakfast included',
          adults: 2,
          children: 0,
          quantity: 1,
          nightly_prices: [],
          room_price_without_tax: 20000,
          tax: 1600,
        } as unknown as ReturnType<typeof aBookingPrice>['rooms'][number],
      ],
    }),
  );
  const router = createMemoryRouter(
    [{ path: '/confirm-reservation', element: <ConfirmReservation hotelId={10_220} hotelName="Shiro Inn Hakone" selection={selection} guestDetailHref="/reservation/guest-detail?x=1" changeHref="/hotels/jp-hakone-3" /> }],
    { initialEntries: ['/confirm-reservation'] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

beforeAll(async () => {
  await activateLocale('en', ['common', 'booking', 'ota-booking']);
  useSessionStore.setState({ locale: 'en' });
});

describe('/confirm-reservation', () => {
  it('shows the hotel, stay, each room\'s type, plan and guests and the priced total, then links on or back', () => {
    renderPage(SELECTION);
    expect(screen.getByRole('heading', { level: 1, name: 'Confirm your reservation' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Shiro Inn Hakone' })).toBeTruthy();
    const rooms = within(screen.getByRole('list'));
    expect(rooms.getByText('Standard double')).toBeTruthy();
    expect(rooms.getByText('Breakfast included')).toBeTruthy();
    expect(rooms.getByText('2 adults')).toBeTruthy();
    expect(screen.getByText('¥20,920 (tax included)')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue to guest details' }).getAttribute('href')).toBe('/reservation/guest-detail?x=1');
    expect(screen.getByRole('link', { name: 'Choose other rooms' }).getAttribute('href')).toBe('/hotels/jp-hakone-3');
  });

  it('says so when the address names no rooms, and offers nothing to go on with', () => {
    renderPage(null);
    expect(screen.getByRole('alert').textContent).toContain('does not name rooms to book');
    expect(screen.queryByRole('link', { name: 'Continue to guest details' })).toBeNull();
  });
});

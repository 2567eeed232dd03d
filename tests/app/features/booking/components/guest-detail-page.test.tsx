// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { REQUEST_HEADERS } from '../../../../../domain/contracts/headers';
import { GuestDetailPage } from '../../../../../app/src/features/booking/components/guest-detail-page';
import { HotelSettingsProvider } from '../../../../../app/src/lib/hotel-settings';
import { activateLocale } from '../../../../../app/src/lib/i18n';
import { useSessionStore } from '../../../../../app/src/stores/session-store';
import { aReservation, someRooms, someSettings } from '../../../factories';

const GUEST_DETAIL =
  '/reservation/guest-detail?checkin=2030-04-10&checkout=2030-04-11&adults=2&room_type_code=STD-DBL&room_plan_code=RO&hotel_code=sakura-tokyo';

type Booking = { status: number; body: unknown } | 'network-failure';

/** The API as the page sees it: rooms always answer, each booking attempt takes the next queued answer. */
function fakeApi(...bookings: Booking[]) {
  const posts: { body: unknown; idempotencyKey: string | null }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      if (init.method === 'GET' && url.includes('/hotels/1/rooms')) return Response.json(someRooms());
      if (init.method === 'POST' && url.endsWith('/hotels/1/reservations')) {
        posts.push({
          body: JSON.parse(String(init.body)),
          idempotencyKey: new Headers(init.headers).get(REQUEST_HEADERS.idempotencyKey),
        });
        const answer = bookings.shift();
        if (!answer || answer === 'network-failure') throw new TypeError('Failed to fetch');
        return Response.json(answer.body, { status: answer.status });
      }
      throw new Error(`unexpected ${init.method} ${url}`);
    }),
  );
  return posts;
}

function renderPage() {
  const onBooked = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: '/reservation/guest-detail',
        element: <GuestDetailPage resultsHref={() => '/booking/result'} onBooked={onBooked} />,
      },
      { path: '/booking/result', element: <p>Results</p> },
    ],
    { initialEntries: [GUEST_DETAIL] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <HotelSettingsProvider settings={someSettings()}>
        <RouterProvider router={router} />
      </HotelSettingsProvider>
    </QueryClientProvider>,
  );
  return { onBooked, user: userEvent.setup(), unmount: view.unmount };
}

async function fillGuest(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('First name'), 'Hanako');
  await user.type(screen.getByLabelText('Last name'), 'Yamada');
  await user.type(screen.getByLabelText('Email'), 'hanako@example.com');
  await user.type(screen.getByLabelText('Confirm email'), 'hanako@example.com');
  await user.type(screen.getByLabelText('Phone number'), '+81312345678');
}

function refusal(title: string, payloads?: Record<string, unknown>) {
  return { status: 409, body: { title, status: 409, codes: [], details: { base: [{ error: `server says ${title}` }] }, payloads } };
}

beforeAll(async () => {
  await activateLocale('en');
});

beforeEach(() => {
  sessionStorage.clear();
  useSessionStore.setState({ brandId: 1, clientSession: 'session-token-0001', locale: 'en', renewClientSession: null });
});

afterEach(() => vi.unstubAllGlobals());

describe('guest detail page', () => {
  it('shows the chosen room and books it for the total shown', async () => {
    const posts = fakeApi({ status: 201, body: aReservation() });
    const { onBooked, user } = renderPage();

    const summary = await screen.findByRole('region', { name: 'Your stay' });
    expect(summary).toHaveTextContent('Standard Double');
    expect(summary).toHaveTextContent('Room only');
    expect(summary).toHaveTextContent('¥22,000');
    await fillGuest(user);
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));

    await vi.waitFor(() => expect(onBooked).toHaveBeenCalledWith(aReservation()));
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toMatchObject({
      checkin: '2030-04-10',
      checkout: '2030-04-11',
      booking_source: 'booking_widget',
      payment: { type: 'on_site' },
      expected_total_price: 22000,
      rooms: [{ room_type_code: 'STD-DBL', room_plan_code: 'RO', adults: 2, children: 0 }],
      booker: { first_name: 'Hanako', last_name: 'Yamada', email: 'hanako@example.com', phone: '+81312345678' },
    });
    expect(posts[0]?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(sessionStorage.getItem('hbw:booking-draft:sakura-tokyo')).toBeNull();
  });

  it('retries a booking lost to the network with the same idempotency key', async () => {
    const posts = fakeApi('network-failure', { status: 201, body: aReservation() });
    const { onBooked, user } = renderPage();
    await fillGuest(user);
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach the server.');
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    await vi.waitFor(() => expect(onBooked).toHaveBeenCalled());
    expect(posts[1]?.idempotencyKey).toBe(posts[0]?.idempotencyKey);
  });

  it('asks the guest to accept a changed price, then books with it', async () => {
    const posts = fakeApi(refusal('price_changed', { total_price: 24000 }), { status: 201, body: aReservation() });
    const { onBooked, user } = renderPage();
    await fillGuest(user);
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('The new total is ¥24,000.');
    await user.click(screen.getByRole('checkbox', { name: 'I accept the new total of ¥24,000.' }));
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));

    await vi.waitFor(() => expect(onBooked).toHaveBeenCalled());
    expect(posts[1]?.body).toMatchObject({ expected_total_price: 24000 });
    expect(posts[1]?.idempotencyKey).not.toBe(posts[0]?.idempotencyKey);
  });

  it('sends the guest back to the results when the room sold out meanwhile', async () => {
    fakeApi(refusal('sold_out'));
    const { user } = renderPage();
    await fillGuest(user);
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('no longer available for your dates');
    await user.click(screen.getByRole('link', { name: 'Choose another room' }));
    expect(await screen.findByText('Results')).toBeInTheDocument();
  });

  it('keeps what the guest typed across a reload', async () => {
    fakeApi();
    const first = renderPage();
    await first.user.type(await screen.findByLabelText('First name'), 'Hanako');
    first.unmount();

    renderPage();
    expect(await screen.findByLabelText('First name')).toHaveValue('Hanako');
  });
});

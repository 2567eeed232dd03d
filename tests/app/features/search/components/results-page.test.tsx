// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RoomsResponse } from '../../../../../domain/entities/room-result';
import { ResultsPage } from '../../../../../app/src/features/search/components/results-page';
import { HotelSettingsProvider } from '../../../../../app/src/lib/hotel-settings';
import { activateLocale } from '../../../../../app/src/lib/i18n';
import type { RoomSelection } from '../../../../../app/src/lib/stay-query';
import { useSessionStore } from '../../../../../app/src/stores/session-store';
import { aPlan, aRoom, someRooms, someSettings } from '../../../factories';

const RESULTS = '/booking/result?checkin=2030-04-10&checkout=2030-04-12&adults=2&hotel_code=sakura-tokyo';

function answerRooms(...answers: (RoomsResponse | Response)[]) {
  const fetchMock = vi.fn(async (_url: string) => {
    const answer = answers.length > 1 ? answers.shift() : answers[0];
    return answer instanceof Response ? answer : Response.json(answer);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderResults(onBook = vi.fn<(selection: RoomSelection) => void>()) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/booking/result', element: <ResultsPage onBook={onBook} /> }], {
    initialEntries: [RESULTS],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <HotelSettingsProvider settings={someSettings()}>
        <RouterProvider router={router} />
      </HotelSettingsProvider>
    </QueryClientProvider>,
  );
  return { onBook, router, user: userEvent.setup() };
}

beforeAll(async () => {
  await activateLocale('en');
});

beforeEach(() => {
  useSessionStore.setState({ brandId: 1, clientSession: 'session-token-0001', locale: 'en', renewClientSession: null });
});

afterEach(() => vi.unstubAllGlobals());

describe('results page', () => {
  it('summarises the search from the address and lists rooms with their plans', async () => {
    const fetchMock = answerRooms(
      someRooms([
        aRoom(),
        aRoom({ room_type_code: 'TWN', room_type_name: 'Twin', room_count: 0, room_plan: [aPlan({ is_member_only: true })] }),
      ]),
    );
    const { onBook, user } = renderResults();

    expect(screen.getByRole('heading', { level: 1, name: 'Choose your room' })).toBeInTheDocument();
    const summary = screen.getByText('Length of stay').closest('dl');
    expect(summary).toHaveTextContent('2 nights');
    expect(summary).toHaveTextContent('2 adults');
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('checkin=2030-04-10');

    const double = await screen.findByRole('article', { name: 'Standard Double' });
    expect(within(double).getByText('¥22,000')).toBeInTheDocument();
    expect(within(double).getByText('Total for 2 nights · Tax included')).toBeInTheDocument();
    await user.click(within(double).getByRole('button', { name: 'Book' }));
    expect(onBook).toHaveBeenCalledWith({
      checkin: '2030-04-10',
      checkout: '2030-04-12',
      adults: 2,
      roomTypeCode: 'STD-DBL',
      roomPlanCode: 'RO',
    });

    const twin = screen.getByRole('article', { name: 'Twin' });
    expect(within(twin).getByText('Fully booked')).toBeInTheDocument();
    expect(within(twin).getByText('Members only')).toBeInTheDocument();
    expect(within(twin).getByRole('button', { name: 'Book' })).toBeDisabled();
  });

  it('says when no room is free and what to do', async () => {
    answerRooms(someRooms([]));
    renderResults();
    expect(await screen.findByText('No rooms available for these dates')).toBeInTheDocument();
    expect(screen.getByText('Try other dates, or fewer guests.')).toBeInTheDocument();
  });

  it('shows a failure with a retry', async () => {
    answerRooms(new Response('oops', { status: 500 }), someRooms());
    const { user } = renderResults();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load the rooms.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Standard Double' })).toBeInTheDocument();
  });

  it('puts a changed search into the address', async () => {
    answerRooms(someRooms());
    const { router, user } = renderResults();
    await user.selectOptions(screen.getByLabelText('Adults'), '3');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await vi.waitFor(() => expect(router.state.location.search).toContain('adults=3'));
    expect(router.state.location.search).toContain('hotel_code=sakura-tokyo');
  });

  it('refuses a check-out before the check-in', async () => {
    answerRooms(someRooms());
    const { user } = renderResults();
    const checkout = screen.getByLabelText('Check-out');
    await user.clear(checkout);
    await user.type(checkout, '2030-04-09');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(checkout).toHaveAccessibleDescription('Check-out must be after check-in.');
  });
});

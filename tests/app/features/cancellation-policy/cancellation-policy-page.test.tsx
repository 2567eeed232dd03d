// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CancellationPolicyPage } from '#app/features/cancellation-policy/components/cancellation-policy-page.tsx';
import { HotelSettingsProvider } from '#app/shared/hotel/hotel-settings.tsx';
import { activateLocale } from '#app/i18n/i18n.ts';
import { useSessionStore } from '#app/platform/stores/session-store.ts';
import { someSettings } from '../../factories';

const STANDARD = {
  id: 7,
  name: 'Standard',
  cancel_before_at: '18:00',
  no_show_percentage_of_cost: 100,
  cancellation_policy_parts: [
    { days_before: 1, hours_after: 0, percentage_of_cost: 80 },
    { days_before: 7, hours_after: 0, percentage_of_cost: 20 },
    { days_before: 0, hours_after: 3, percentage_of_cost: 100 },
  ],
  room_plan_codes: ['double_room-only'],
};

function renderPage(address: string) {
  const router = createMemoryRouter([{ path: '/cancellation-policy', element: <CancellationPolicyPage /> }], { initialEntries: [address] });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <HotelSettingsProvider settings={someSettings()}>
        <RouterProvider router={router} />
      </HotelSettingsProvider>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

beforeAll(async () => {
  await activateLocale('en');
});

beforeEach(() => {
  useSessionStore.setState({ brandId: 1, clientSession: 'session-token-0001', locale: 'en', renewClientSession: null });
});

afterEach(() => vi.unstubAllGlobals());

describe('cancellation policy page', () => {
  it('words each charge, earliest first, and the no-show', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Response.json({ cancellation_policies: [STANDARD], no_policy_room_plan_codes: [] })));
    renderPage('/cancellation-policy?room_plan_codes=double_room-only');
    const policy = await screen.findByRole('region', { name: 'Standard' });
    expect(within(policy).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Cancelling from 18:00, 7 days before check-in: 20% of the price',
      'Cancelling from 18:00, 1 day before check-in: 80% of the price',
      'Cancelling from 3 hours after 18:00 on the check-in day: 100% of the price',
      'No-show: 100% of the price',
    ]);
  });

  it('says when there is no policy', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Response.json({ cancellation_policies: [], no_policy_room_plan_codes: ['solo'] })));
    renderPage('/cancellation-policy?room_plan_codes=solo');
    expect(await screen.findByText('There is no cancellation policy for this plan.')).toBeInTheDocument();
  });

  it('shows a load failure inside the policy content, with a retry', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(new Response('oops', { status: 500 }))
      .mockResolvedValue(Response.json({ cancellation_policies: [STANDARD], no_policy_room_plan_codes: [] }));
    vi.stubGlobal('fetch', fetchMock);
    const user = renderPage('/cancellation-policy?room_plan_codes=double_room-only');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load the cancellation policy. Try again.');
    expect(screen.getByRole('heading', { level: 1, name: 'Cancellation policy' })).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Standard' })).toBeInTheDocument();
  });
});

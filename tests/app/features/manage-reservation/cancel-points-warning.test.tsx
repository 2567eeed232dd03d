// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { POINTS_NOT_RETURNED_CODE } from '#domain/constants/error-codes.ts';
import type { ReservationManagement } from '#domain/entities/reservation-management.ts';
import { CancelSection } from '#app/features/manage-reservation/components/cancel-section.tsx';
import { activateLocale } from '#app/i18n/i18n.ts';
import { useSessionStore } from '#app/platform/stores/session-store.ts';
import { aReservation } from '../../factories';

const MANAGEMENT: ReservationManagement = {
  reservation_number: 'SKT-12345678',
  owner_kind: 'member',
  modified_by_staff: false,
  update_deadline: '2030-04-09T23:59',
  update: { allowed: true, reason: null },
  cancel: { allowed: true, reason: null, fee: 0, currency: 'JPY', computed_at: '2030-04-01T10:00', rooms: [{ id: 100, room_plan_code: 'RO', total_price: 22000, percentage: 0, fee: 0, policy: null }] },
} as ReservationManagement;

function renderCancel(answer: object) {
  vi.stubGlobal('fetch', vi.fn(async () => Response.json(answer)));
  const onCancelled = vi.fn();
  const element = (
    <CancelSection
      reservation={aReservation()}
      management={MANAGEMENT}
      target={{ hotelId: 1, reservationNumber: 'SKT-12345678', proof: { email: 'hanako@example.com' } }}
      policyHref={() => '/policy'}
      onCancelled={onCancelled}
    />
  );
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: ['/reservation/manage/SKT-12345678'] });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), onCancelled };
}

beforeAll(async () => {
  await activateLocale('en');
});
beforeEach(() => {
  useSessionStore.setState({ brandId: 1, clientSession: 'session-token-0001', userToken: 'member-token-00001', locale: 'en', renewClientSession: null });
});
afterEach(() => vi.unstubAllGlobals());

describe('cancel section', { timeout: 20_000 }, () => {
  it('says the points could not be returned (3504) with the cancellation', async () => {
    const { user, onCancelled } = renderCancel({
      ...aReservation({ status: 'cancelled' }),
      warnings: [{ code: POINTS_NOT_RETURNED_CODE, message: 'points could not be returned' }],
    });
    await user.click(screen.getByRole('radio', { name: 'My travel plans changed' }));
    await user.click(screen.getByRole('button', { name: /^Cancel the reservation/ }));
    await vi.waitFor(() => expect(onCancelled).toHaveBeenCalledTimes(1));
    expect(onCancelled.mock.calls[0]?.[0]).toBe('Your reservation has been cancelled. We have sent a confirmation to your email address. Your points could not be returned. Please check your points history.');
  });

  it('says only that it is cancelled when nothing was left undone', async () => {
    const { user, onCancelled } = renderCancel(aReservation({ status: 'cancelled' }));
    await user.click(screen.getByRole('radio', { name: 'My travel plans changed' }));
    await user.click(screen.getByRole('button', { name: /^Cancel the reservation/ }));
    await vi.waitFor(() => expect(onCancelled).toHaveBeenCalledTimes(1));
    expect(onCancelled.mock.calls[0]?.[0]).toBe('Your reservation has been cancelled. We have sent a confirmation to your email address.');
  });
});

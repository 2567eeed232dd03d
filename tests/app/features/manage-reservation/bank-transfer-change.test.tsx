// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Reservation } from '#domain/entities/reservation.ts';
import { ChangeSection } from '#app/features/manage-reservation/components/change-section.tsx';
import { HotelSettingsProvider } from '#app/shared/hotel/hotel-settings.tsx';
import { formatDate } from '#app/i18n/format.ts';
import { activateLocale } from '#app/i18n/i18n.ts';
import { useSessionStore } from '#app/platform/stores/session-store.ts';
import { aReservation, someSettings } from '../../factories';

// A changed bank transfer booking (ADR 250, 259): nothing moves online, so the guest is told the new amount to send.
const TARGET = { hotelId: 1, reservationNumber: 'SKT-12345678', proof: { bypass_token: 'bypass-token-1' } };
const ACCOUNT = { bank_name: 'Sakura Bank', branch_name: 'Higashiyama', account_type: 'ordinary', account_number: '1234567', account_holder: 'Sakura Hotel' } as const;

function transferBooking(total: number, checkout: string): Reservation {
  return aReservation({
    checkout_date: checkout,
    total_price: total,
    payment: {
      type: 'pre_paid',
      method: 'bank_transfer',
      card: null,
      bank_transfer: { amount: total, currency: 'JPY', due_date: '2030-04-09', reference: 'SKT-12345678', account: ACCOUNT },
    },
  });
}

beforeAll(async () => {
  await activateLocale('en');
});

beforeEach(() => {
  useSessionStore.setState({ brandId: 1, clientSession: 'session-token-0001', locale: 'en', renewClientSession: null });
});

afterEach(() => vi.unstubAllGlobals());

describe('changing a bank transfer booking', () => {
  it('tells the guest the new amount to transfer, by when, and the reference', async () => {
    const before = transferBooking(22000, '2030-04-11');
    const after = transferBooking(44000, '2030-04-12');
    const answer = (dryRun: boolean) => ({ dry_run: dryRun, reservation: after, previous_total_price: 22000, total_price: 44000, price_difference: 22000, refunded_points: null });
    const requests: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        requests.push(url);
        return Response.json(answer(url.includes('dry_run=true')));
      }),
    );
    const onChanged = vi.fn();
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
        <HotelSettingsProvider settings={someSettings()}>
          <ChangeSection reservation={before} target={TARGET} onChanged={onChanged} onUnsavedChange={vi.fn()} />
        </HotelSettingsProvider>
      </QueryClientProvider>,
    );

    await user.type(screen.getByLabelText('Adults'), '{backspace}3');
    await user.click(screen.getByRole('button', { name: 'Check the new price' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm the change' }));

    await vi.waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
    expect(onChanged).toHaveBeenCalledWith(
      `Your reservation has been changed. Please transfer the new amount, ¥44,000, by ${formatDate('2030-04-09', 'en')}, quoting your reservation number SKT-12345678.`,
    );
    expect(requests).toHaveLength(2);
  });

  it('says only that the booking changed when there is nothing to transfer', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        Response.json({ dry_run: url.includes('dry_run=true'), reservation: aReservation(), previous_total_price: 22000, total_price: 22000, price_difference: 0, refunded_points: null }),
      ),
    );
    const onChanged = vi.fn();
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
        <HotelSettingsProvider settings={someSettings()}>
          <ChangeSection reservation={aReservation()} target={TARGET} onChanged={onChanged} onUnsavedChange={vi.fn()} />
        </HotelSettingsProvider>
      </QueryClientProvider>,
    );
    await user.type(screen.getByLabelText('Adults'), '{backspace}1');
    await user.click(screen.getByRole('button', { name: 'Check the new price' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm the change' }));
    await vi.waitFor(() => expect(onChanged).toHaveBeenCalledWith('Your reservation has been changed. The details below are up to date.'));
  });
});

// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Reservation } from '#domain/entities/reservation.ts';
import { ChangeSection } from '#app/features/manage-reservation/components/change-section.tsx';
import { HotelSettingsProvider } from '#app/shared/hotel/hotel-settings.tsx';
import { activateLocale } from '#app/i18n/i18n.ts';
import { useSessionStore } from '#app/platform/stores/session-store.ts';
import { aReservation, someSettings } from '../../factories';

const TARGET = { hotelId: 1, reservationNumber: 'SKT-12345678', proof: { bypass_token: 'bypass-token-1' } };

/** The update_settings call at the fetch level: each request is kept, each answer is the next one queued. */
function fakeUpdate(answers: { status: number; body: unknown }[]) {
  const requests: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      if (!(init.method === 'PUT' && url.includes('/hotels/1/reservations/SKT-12345678/update_settings'))) throw new Error(`unexpected ${init.method} ${url}`);
      requests.push({ url, body: JSON.parse(String(init.body)) });
      const next = answers.shift();
      if (!next) throw new TypeError('Failed to fetch');
      return Response.json(next.body, { status: next.status });
    }),
  );
  return requests;
}

function renderChange(reservation: Reservation = aReservation()) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const onChanged = vi.fn();
  render(
    <QueryClientProvider client={queryClient}>
      <HotelSettingsProvider settings={someSettings()}>
        <ChangeSection reservation={reservation} target={TARGET} onChanged={onChanged} onUnsavedChange={vi.fn()} />
      </HotelSettingsProvider>
    </QueryClientProvider>,
  );
  return { onChanged, user: userEvent.setup() };
}

beforeAll(async () => {
  await activateLocale('en');
  // jsdom has no modal dialogs: the date picker's Sheet falls back to the open attribute; close() fires close.
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});

beforeEach(() => {
  useSessionStore.setState({ brandId: 1, clientSession: 'session-token-0001', locale: 'en', renewClientSession: null });
});

afterEach(() => vi.unstubAllGlobals());

describe('the change form', () => {
  it('says at each field what cannot be sent, sends nothing and leaves focus where it was', { timeout: 20_000 }, async () => {
    const requests = fakeUpdate([]);
    const { user } = renderChange();
    // The check-out is picked on the date grid: from the booked 2030-04-11, two days back.
    const checkout = screen.getByRole('button', { name: /^New check-out/ });
    await user.click(checkout);
    await vi.waitFor(() => expect(document.activeElement).toHaveAttribute('data-day', '2030-04-11'));
    await user.keyboard('{ArrowLeft}{ArrowLeft}{Enter}');
    await vi.waitFor(() => expect(checkout).toHaveFocus());
    const adults = screen.getByLabelText('Adults');
    await user.clear(adults);
    const check = screen.getByRole('button', { name: 'Check the new price' });
    await user.click(check);

    await vi.waitFor(() => expect(checkout).toHaveAccessibleDescription('Check-out must be after check-in.'));
    expect(adults).toHaveAccessibleDescription('At least one adult is needed.');
    expect(check).toHaveFocus();
    expect(requests).toHaveLength(0);
  });

  it('says when nothing was changed, until the guest changes something', async () => {
    const requests = fakeUpdate([]);
    const { user } = renderChange();
    await user.click(screen.getByRole('button', { name: 'Check the new price' }));
    expect(await screen.findByText(/Nothing has been changed yet/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Adults'), '{backspace}1');
    expect(screen.queryByText(/Nothing has been changed yet/)).not.toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it("puts the server's refusal of the payment way at the payment field", async () => {
    const requests = fakeUpdate([
      {
        status: 422,
        body: { title: 'invalid', status: 422, codes: [1000], details: { payment_type: [{ error: 'payment_type_not_allowed' }] } },
      },
    ]);
    const { user } = renderChange();
    const payment = screen.getByLabelText('Payment');
    await user.selectOptions(payment, 'deferred_payment');
    await user.click(screen.getByRole('button', { name: 'Check the new price' }));

    await vi.waitFor(() => expect(payment).toHaveAccessibleDescription('This payment method cannot be used for this plan.'));
    expect(requests).toHaveLength(1);
    expect(requests[0]?.url).toContain('dry_run=true');
    expect(requests[0]?.body).toEqual({ payment_type: 'deferred_payment' });
  });
});

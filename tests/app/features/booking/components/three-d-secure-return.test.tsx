// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ReservationFailPage } from '../../../../../app/src/features/booking/components/reservation-fail-page';
import { ThreeDSecureReturnPage } from '../../../../../app/src/features/booking/components/three-d-secure-return-page';
import { idempotencyKeyFor, readBookingDraft, saveDraftValues } from '../../../../../app/src/features/booking/utils/booking-draft';
import { savePendingPayment } from '../../../../../app/src/features/booking/utils/pending-payment';
import { HotelSettingsProvider } from '../../../../../app/src/lib/hotel-settings';
import { activateLocale } from '../../../../../app/src/lib/i18n';
import { someSettings } from '../../../factories';

const PENDING = {
  reservation_number: 'RABC123456',
  bypass_token: 'bypass-1',
  stay: { checkin: '2030-04-10', checkout: '2030-04-11', adults: 2 },
};

function renderAt(url: string, element: React.ReactNode) {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [url] });
  render(
    <HotelSettingsProvider settings={someSettings()}>
      <RouterProvider router={router} />
    </HotelSettingsProvider>,
  );
}

beforeAll(async () => {
  await activateLocale('en');
});

beforeEach(() => {
  sessionStorage.clear();
  saveDraftValues('sakura-tokyo', { first_name: 'Hanako' });
  idempotencyKeyFor('sakura-tokyo', 'fingerprint');
  savePendingPayment('sakura-tokyo', PENDING);
});

describe('3-D Secure return', () => {
  it('opens the confirmation of a successful check and forgets the draft', async () => {
    const onSucceeded = vi.fn();
    renderAt('/reservation/3ds-return?reservation_number=RABC123456&outcome=succeeded', (
      <ThreeDSecureReturnPage onSucceeded={onSucceeded} onFailed={vi.fn()} />
    ));
    await vi.waitFor(() => expect(onSucceeded).toHaveBeenCalledWith(PENDING));
    expect(readBookingDraft('sakura-tokyo').values).toEqual({});
    expect(sessionStorage.getItem('hbw:pending-payment:sakura-tokyo')).toBeNull();
  });

  it('sends a failed check to the failure page with its code and stay, keeping the draft but not the attempt', async () => {
    const onFailed = vi.fn();
    renderAt('/reservation/3ds-return?reservation_number=RABC123456&outcome=failed&code=3006', (
      <ThreeDSecureReturnPage onSucceeded={vi.fn()} onFailed={onFailed} />
    ));
    await vi.waitFor(() => expect(onFailed).toHaveBeenCalledWith('3006', PENDING.stay));
    expect(readBookingDraft('sakura-tokyo')).toEqual({ values: { first_name: 'Hanako' } });
  });

  it('says a success this session did not start is booked and mailed, without opening it', async () => {
    const onSucceeded = vi.fn();
    const onFailed = vi.fn();
    renderAt('/reservation/3ds-return?reservation_number=ROTHER0001&outcome=succeeded', (
      <ThreeDSecureReturnPage onSucceeded={onSucceeded} onFailed={onFailed} />
    ));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your card has been confirmed' })).toBeInTheDocument();
    expect(screen.getByText(/ROTHER0001/)).toBeInTheDocument();
    expect(onSucceeded).not.toHaveBeenCalled();
    expect(onFailed).not.toHaveBeenCalled();
  });
});

describe('failure page', () => {
  it('words the code and links back to the search it came from', () => {
    renderAt('/reservation/fail?code=3008&checkin=2030-04-10&checkout=2030-04-11&adults=2', (
      <ReservationFailPage resultsHref={(stay) => `/booking/result?${new URLSearchParams(stay ? { ...stay, adults: String(stay.adults) } : {})}`} />
    ));
    expect(screen.getByRole('heading', { level: 1, name: 'Your booking was not completed' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The card confirmation (3-D Secure) was cancelled.');
    expect(screen.getByRole('link', { name: 'Back to your search' })).toHaveAttribute(
      'href',
      '/booking/result?checkin=2030-04-10&checkout=2030-04-11&adults=2',
    );
  });

  it('has a general message for a code without its own', () => {
    renderAt('/reservation/fail?code=9999', <ReservationFailPage resultsHref={() => '/booking/result'} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong and your booking could not be completed.');
  });
});

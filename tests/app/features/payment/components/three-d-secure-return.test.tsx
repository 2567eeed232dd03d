// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ReservationFailPage } from '#app/features/confirmation/components/reservation-fail-page.tsx';
import { ThreeDSecureReturnPage } from '#app/features/payment/components/three-d-secure-return-page.tsx';
import { attemptKey, keepGuestDetailQuery, readBookingDraft, saveDraftValues } from '#app/shared/booking-draft/booking-draft.ts';
import { savePendingPayment } from '#app/shared/payment/pending-payment.ts';
import { readReservationSummaries } from '#app/shared/reservations/reservation-summaries.ts';
import { HotelSettingsProvider } from '#app/shared/hotel/hotel-settings.tsx';
import { activateLocale } from '#app/i18n/i18n.ts';
import { someSettings } from '../../../factories';

const reservationHref = (number: string, proof: { bypass_token?: string }) =>
  `/reservation/confirmation/${number}?${new URLSearchParams(proof as Record<string, string>)}`;

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
  attemptKey('sakura-tokyo');
  savePendingPayment('sakura-tokyo', PENDING);
});

describe('3-D Secure return', () => {
  it('opens the confirmation of a successful check, keeps its summary and forgets the draft', async () => {
    const onSucceeded = vi.fn();
    renderAt('/reservation/3ds-return?reservation_number=RABC123456&outcome=succeeded', (
      <ThreeDSecureReturnPage onSucceeded={onSucceeded} onFailed={vi.fn()} onOpenWithEmail={vi.fn()} onBackToGuestDetail={vi.fn()} />
    ));
    // While the issuer's answer is read the guest is still at the payment step of the booking.
    const steps = screen.getByRole('navigation', { name: 'Booking steps' });
    expect(steps.querySelector('[aria-current="step"]')).toHaveTextContent('Payment');
    await vi.waitFor(() => expect(onSucceeded).toHaveBeenCalledWith(PENDING));
    expect(readReservationSummaries()).toContainEqual(
      expect.objectContaining({ reservationNumber: 'RABC123456', hotelCode: 'sakura-tokyo', checkin: '2030-04-10', checkout: '2030-04-11' }),
    );
    expect(readBookingDraft('sakura-tokyo').values).toEqual({});
    expect(sessionStorage.getItem('hbw:pending-payment:sakura-tokyo')).toBeNull();
  });

  it('sends a failed check to the failure page with its code and stay, keeping the draft but not the attempt', async () => {
    const onFailed = vi.fn();
    renderAt('/reservation/3ds-return?reservation_number=RABC123456&outcome=failed&code=3006', (
      <ThreeDSecureReturnPage onSucceeded={vi.fn()} onFailed={onFailed} onOpenWithEmail={vi.fn()} onBackToGuestDetail={vi.fn()} />
    ));
    await vi.waitFor(() => expect(onFailed).toHaveBeenCalledWith('3006', PENDING.stay, { number: 'RABC123456', bypass_token: 'bypass-1' }));
    expect(readBookingDraft('sakura-tokyo')).toEqual({ values: { first_name: 'Hanako' } });
  });

  it('says a success this session did not start is booked, and opens it again with the booking email', async () => {
    const onSucceeded = vi.fn();
    const onFailed = vi.fn();
    const onOpenWithEmail = vi.fn();
    renderAt('/reservation/3ds-return?reservation_number=ROTHER0001&outcome=succeeded', (
      <ThreeDSecureReturnPage onSucceeded={onSucceeded} onFailed={onFailed} onOpenWithEmail={onOpenWithEmail} onBackToGuestDetail={vi.fn()} />
    ));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your card has been confirmed' })).toBeInTheDocument();
    expect(screen.getByText(/Your booking ROTHER0001 is complete/)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Booking steps' }).querySelector('[aria-current="step"]')).toHaveTextContent('Done');
    expect(onSucceeded).not.toHaveBeenCalled();
    expect(onFailed).not.toHaveBeenCalled();

    const email = screen.getByRole('textbox', { name: 'Email you booked with' });
    fireEvent.change(email, { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show my reservation' }));
    // The form's schema check answers on the next tick (react-hook-form validates asynchronously).
    await vi.waitFor(() => expect(email).toHaveAccessibleDescription('Enter a valid email address.'));
    expect(onOpenWithEmail).not.toHaveBeenCalled();
    fireEvent.change(email, { target: { value: ' hanako@example.com ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show my reservation' }));
    await vi.waitFor(() => expect(onOpenWithEmail).toHaveBeenCalledWith('ROTHER0001', 'hanako@example.com'));
  });
});

describe('the payment step\'s session error (ADR 251)', () => {
  const GUEST_DETAIL = { checkin: '2030-04-10', checkout: '2030-04-11', adults: '2', room_type_code: 'standard-double', room_plan_code: 'room-only' };

  it('says a lapsed check ended the booking session and goes back to guest detail, the typed details kept', async () => {
    // Each case returns for its own reservation: the page looks a number's pending booking up once per document.
    savePendingPayment('sakura-tokyo', { ...PENDING, reservation_number: 'RSESSION01' });
    keepGuestDetailQuery('sakura-tokyo', GUEST_DETAIL);
    const onFailed = vi.fn();
    const onBackToGuestDetail = vi.fn();
    renderAt('/reservation/3ds-return?reservation_number=RSESSION01&outcome=expired&code=3001', (
      <ThreeDSecureReturnPage onSucceeded={vi.fn()} onFailed={onFailed} onOpenWithEmail={vi.fn()} onBackToGuestDetail={onBackToGuestDetail} />
    ));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your booking session has ended' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Your booking session expired or was lost during payment, so your booking was not completed.');
    expect(screen.getByRole('navigation', { name: 'Booking steps' }).querySelector('[aria-current="step"]')).toHaveTextContent('Payment');
    fireEvent.click(screen.getByRole('button', { name: 'Back to guest detail' }));
    expect(onBackToGuestDetail).toHaveBeenCalledWith(
      expect.objectContaining({ checkin: '2030-04-10', checkout: '2030-04-11', rooms: [expect.objectContaining({ room_type_code: 'standard-double', room_plan_code: 'room-only' })] }),
    );
    expect(onFailed).not.toHaveBeenCalled();
    // The attempt is over (the next send is a new one); the details and the way back stay for guest detail.
    expect(readBookingDraft('sakura-tokyo')).toEqual({ values: { first_name: 'Hanako' }, guest_detail_query: GUEST_DETAIL });
  });

  it('says so when this browser no longer holds the booking the issuer sent back', async () => {
    // The pending booking kept here is another one (RABC123456).
    keepGuestDetailQuery('sakura-tokyo', GUEST_DETAIL);
    renderAt('/reservation/3ds-return?reservation_number=RSESSION02&outcome=failed&code=3006', (
      <ThreeDSecureReturnPage onSucceeded={vi.fn()} onFailed={vi.fn()} onOpenWithEmail={vi.fn()} onBackToGuestDetail={vi.fn()} />
    ));
    expect(await screen.findByRole('button', { name: 'Back to guest detail' })).toBeInTheDocument();
  });

  it('leaves a lapsed check without a guest detail to return to, or with an unreadable one, to the failure page', async () => {
    savePendingPayment('sakura-tokyo', { ...PENDING, reservation_number: 'RSESSION03' });
    keepGuestDetailQuery('sakura-tokyo', { checkin: 'soon' });
    const onFailed = vi.fn();
    renderAt('/reservation/3ds-return?reservation_number=RSESSION03&outcome=expired', (
      <ThreeDSecureReturnPage onSucceeded={vi.fn()} onFailed={onFailed} onOpenWithEmail={vi.fn()} onBackToGuestDetail={vi.fn()} />
    ));
    await vi.waitFor(() => expect(onFailed).toHaveBeenCalledWith('3001', PENDING.stay, { number: 'RSESSION03', bypass_token: 'bypass-1' }));
    expect(screen.queryByRole('button', { name: 'Back to guest detail' })).toBeNull();
  });
});

describe('failure page', () => {
  it('words the code and links back to the search it came from', () => {
    renderAt('/reservation/fail?code=3008&checkin=2030-04-10&checkout=2030-04-11&adults=2', (
      <ReservationFailPage
        resultsHref={(stay) => `/booking/result?${new URLSearchParams(stay ? { checkin: stay.checkin, checkout: stay.checkout, adults: String(stay.adults) } : {})}`}
        reservationHref={reservationHref}
      />
    ));
    expect(screen.getByRole('heading', { level: 1, name: 'Your booking was not completed' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The card confirmation (3-D Secure) was cancelled.');
    expect(screen.getByRole('link', { name: 'Back to your search' })).toHaveAttribute(
      'href',
      '/booking/result?checkin=2030-04-10&checkout=2030-04-11&adults=2',
    );
    expect(screen.queryByRole('link', { name: /See reservation/ })).toBeNull();
  });

  it('links to the reservation the attempt made when current_reservation marks it', () => {
    renderAt('/reservation/fail?code=3006&current_reservation=RABC123456&bypass_token=bypass-1', (
      <ReservationFailPage resultsHref={() => '/booking/result'} reservationHref={reservationHref} />
    ));
    expect(screen.getByRole('link', { name: 'See reservation RABC123456' })).toHaveAttribute(
      'href',
      '/reservation/confirmation/RABC123456?bypass_token=bypass-1',
    );
  });

  it('has a general message for a code without its own', () => {
    renderAt('/reservation/fail?code=9999', <ReservationFailPage resultsHref={() => '/booking/result'} reservationHref={reservationHref} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong and your booking could not be completed.');
  });
});

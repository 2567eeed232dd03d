// @vitest-environment jsdom
// Adyen's 3-D Secure return (ADR 270): the redirectResult is handed to Adyen once, only an authorised session books,
// with the booking the session was priced for and under the attempt's key, and a reload neither hands the result over
// again nor books again. A refused challenge goes back to guest detail with the draft and the card's notice.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AdyenReturnPage } from '#app/features/checkout/components/adyen-return-page.tsx';
import { adyenNotice, keepAdyenRedirect, readAdyenRedirect } from '#app/features/checkout/utils/adyen-redirect.ts';
import { activateLocale } from '#app/i18n/i18n.ts';
import { attemptKey, keepGuestDetailQuery, readBookingDraft, saveDraftValues } from '#app/shared/booking-draft/booking-draft.ts';
import { HotelSettingsProvider } from '#app/shared/hotel/hotel-settings.tsx';
import { aReservation, aReservationRequest, someSettings } from '../../../factories';

const submitAdyenRedirect = vi.hoisted(() => vi.fn());
vi.mock('#app/shared/payment/adyen-redirect-result.ts', () => ({ submitAdyenRedirect }));
const sendReservation = vi.hoisted(() => vi.fn());
vi.mock('#app/features/checkout/api/create-reservation.ts', () => ({ sendReservation, findReservationAttempt: vi.fn() }));

const HOTEL = 'sakura-tokyo';
const SESSION = 'CS0123456789ABCDEF';
const RETURN = `/reservation/adyen-return?hotel_code=${HOTEL}&sessionId=${SESSION}&redirectResult=result-1`;
const { payment: _payment, ...BOOKING } = aReservationRequest();

function renderReturn(url = RETURN) {
  const props = { onConfirmed: vi.fn(), onBackToGuestDetail: vi.fn(), onLost: vi.fn() };
  const router = createMemoryRouter([{ path: '*', element: <AdyenReturnPage {...props} /> }], { initialEntries: [url] });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <HotelSettingsProvider settings={someSettings()}>
        <RouterProvider router={router} />
      </HotelSettingsProvider>
    </QueryClientProvider>,
  );
  return props;
}

beforeAll(async () => {
  await activateLocale('en');
});

beforeEach(() => {
  sessionStorage.clear();
  submitAdyenRedirect.mockReset();
  sendReservation.mockReset();
  saveDraftValues(HOTEL, { first_name: 'Hanako', phone: '+81312345678' });
  keepGuestDetailQuery(HOTEL, { checkin: '2030-04-10', checkout: '2030-04-11', adults: '2', room_type_code: 'STD-DBL', room_plan_code: 'RO' });
  keepAdyenRedirect(HOTEL, {
    session_id: SESSION,
    session_data: 'session-data',
    client_key: 'stnd_key',
    country_code: 'JP',
    booking: BOOKING,
    payment_type: 'card',
    return_url: 'http://localhost/reservation/3ds-return',
  });
});

describe('Adyen 3-D Secure return', () => {
  it('books the kept booking once with Adyen’s authorised result; a reload opens the same confirmation', async () => {
    submitAdyenRedirect.mockResolvedValue({ kind: 'authorised', token: `adyen_${SESSION}_abc` });
    sendReservation.mockResolvedValue(aReservation({ reservation_number: 'SKT-12345678', bypass_token: 'bypass-1' }));
    const key = attemptKey(HOTEL);
    const first = renderReturn();
    expect(screen.getByText('Checking your card payment with Adyen…')).toBeInTheDocument();
    await vi.waitFor(() => expect(first.onConfirmed).toHaveBeenCalledWith('SKT-12345678', 'bypass-1'));
    expect(submitAdyenRedirect).toHaveBeenCalledExactlyOnceWith({ id: SESSION, sessionData: 'session-data', clientKey: 'stnd_key', countryCode: 'JP' }, 'result-1');
    expect(sendReservation).toHaveBeenCalledExactlyOnceWith(
      expect.any(Number),
      { ...BOOKING, payment: { type: 'card', card_token: `adyen_${SESSION}_abc`, return_url: 'http://localhost/reservation/3ds-return' } },
      key,
    );
    expect(readBookingDraft(HOTEL).values).toEqual({});
    // Only the confirmation's proof is kept for a reload, not the guest's details.
    expect(readAdyenRedirect(HOTEL)).toMatchObject({ booked: { number: 'SKT-12345678', bypass_token: 'bypass-1' } });
    expect(readAdyenRedirect(HOTEL)?.booking).toBeUndefined();

    // The guest reloads the return address: Adyen is not asked again and nothing is sent again.
    cleanup();
    const reloaded = renderReturn();
    await vi.waitFor(() => expect(reloaded.onConfirmed).toHaveBeenCalledWith('SKT-12345678', 'bypass-1'));
    expect(submitAdyenRedirect).toHaveBeenCalledTimes(1);
    expect(sendReservation).toHaveBeenCalledTimes(1);
  });

  it('sends a refused challenge back to guest detail with the draft kept and the card’s notice, booking nothing', async () => {
    submitAdyenRedirect.mockResolvedValue({ kind: 'refused' });
    const props = renderReturn();
    await vi.waitFor(() => expect(props.onBackToGuestDetail).toHaveBeenCalledWith(expect.objectContaining({ checkin: '2030-04-10', checkout: '2030-04-11' })));
    expect(sendReservation).not.toHaveBeenCalled();
    expect(readBookingDraft(HOTEL).values).toEqual({ first_name: 'Hanako', phone: '+81312345678' });
    expect(adyenNotice(HOTEL)).toBe('refused');
  });

  it('books nothing for a session this browser did not start, and does not hand its result to Adyen', async () => {
    const props = renderReturn(`/reservation/adyen-return?hotel_code=${HOTEL}&sessionId=CSFFFFFFFFFFFFFFFF&redirectResult=stolen`);
    await vi.waitFor(() => expect(props.onBackToGuestDetail).toHaveBeenCalled());
    expect(submitAdyenRedirect).not.toHaveBeenCalled();
    expect(sendReservation).not.toHaveBeenCalled();
    expect(readAdyenRedirect(HOTEL)?.token).toBeUndefined();
  });
});

// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { REQUEST_HEADERS } from '#domain/contracts/headers.ts';
import type { BookingPaymentType } from '#domain/rules/booking-payment.ts';
import { useBookReservation } from '#app/features/checkout/hooks/use-book-reservation.ts';
import type { BookerRequest, PaymentChoice } from '#app/features/checkout/utils/booking-submission.ts';
import { readBookingSelection } from '#app/shared/stay/booking-selection.ts';
import { HotelSettingsProvider } from '#app/shared/hotel/hotel-settings.tsx';
import { activateLocale, i18n } from '#app/i18n/i18n.ts';
import { useSessionStore } from '#app/platform/stores/session-store.ts';
import { readReservationSummaries } from '#app/shared/reservations/reservation-summaries.ts';
import { aPlan, aReservation, aRoom, someSettings } from '../../../factories';
import { aBookingPrice } from '../../booking-factories';

const RETURN_URL = 'https://app.example/reservation/3ds-return?hotel_code=sakura-tokyo';
const CHALLENGE_URL = 'https://api.example/psp/3ds/abcdefghijklmnopqrstu';
const BOOKER: BookerRequest = { first_name: 'Hanako', last_name: 'Yamada', email: 'hanako@example.com', phone: '+81312345678' };
const CARD: PaymentChoice = { type: 'card', providerToken: 'tok_0123456789abcdef0123' };

/** The room the guest chose, bookable on site or by card. */
const ROOM = aRoom({ room_plan: [aPlan({ payment_method: [{ code: 'on_site' }, { code: 'credit_card' }] })] });
const SELECTION = readBookingSelection(
  new URLSearchParams('checkin=2030-04-10&checkout=2030-04-11&adults=2&room_type_code=STD-DBL&room_plan_code=RO'),
  4,
)!;

type Answer = { status: number; body: unknown } | 'network-failure';

/** The API at the fetch level: the price and add-ons always answer, the tokenizer answers a token, each booking and lookup the next queued answer. */
function fakeApi(bookings: Answer[], lookups: Answer[] = []) {
  const posts: { body: Record<string, unknown>; idempotencyKey: string | null }[] = [];
  const tokenRequests: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const answer = (next: Answer | undefined) => {
        if (!next || next === 'network-failure') throw new TypeError('Failed to fetch');
        return Response.json(next.body, { status: next.status });
      };
      if (init.method === 'GET' && url.includes('/hotels/1/rooms/price')) return Response.json(aBookingPrice());
      if (init.method === 'GET' && url.includes('/hotels/1/additional_questions')) return Response.json({ additional_questions: [] });
      if (init.method === 'GET' && url.includes('/hotels/1/extras')) return Response.json({ extras: [] });
      if (init.method === 'POST' && url.endsWith('/psp/tokens')) {
        tokenRequests.push(JSON.parse(String(init.body)));
        return Response.json({ token: 'tok_0123456789abcdef0123', brand: 'visa', last4: '1111' }, { status: 201 });
      }
      if (init.method === 'GET' && url.endsWith('/hotels/1/reservation_attempts')) return answer(lookups.shift() ?? { status: 200, body: { outcome: 'none' } });
      if (init.method === 'POST' && url.endsWith('/hotels/1/reservations')) {
        posts.push({ body: JSON.parse(String(init.body)), idempotencyKey: new Headers(init.headers).get(REQUEST_HEADERS.idempotencyKey) });
        return answer(bookings.shift());
      }
      throw new Error(`unexpected ${init.method} ${url}`);
    }),
  );
  return Object.assign(posts, { tokenRequests });
}

/** The hook alone, without the page: a query client and the hotel's settings are all it needs around it. */
function renderBooking() {
  const onBooked = vi.fn();
  const challenge = { returnUrl: RETURN_URL, paymentHubReturnUrl: 'http://localhost:5173/reservation/payment-hub-return', amazonPayReturnUrl: 'http://localhost:5173/reservation/amazon-pay-return', adyenReturnUrl: 'http://localhost:5173/reservation/adyen-return', go: vi.fn() };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <HotelSettingsProvider settings={someSettings()}>{children}</HotelSettingsProvider>
    </QueryClientProvider>
  );
  const hook = renderHook(
    () => useBookReservation({ selection: SELECTION, chosen: [{ room: ROOM, plan: ROOM.room_plan[0]! }], onBooked, challenge, visitorLabels: ['all_users'] }),
    { wrapper },
  );
  return { ...hook, onBooked, challenge };
}

/** Waits for the price, chooses the way to pay, then sends the booking as the form would. */
async function book(result: { current: ReturnType<typeof useBookReservation> }, choice: PaymentChoice = { type: 'on_site' }) {
  await vi.waitFor(() => expect(result.current.total).toBeDefined());
  act(() => result.current.setPaymentType(choice.type as BookingPaymentType));
  await vi.waitFor(() => expect(result.current.price.isFetching).toBe(false));
  await act(() => result.current.submit(BOOKER, choice, [{}], []));
}

beforeAll(async () => {
  await activateLocale('en');
});

beforeEach(() => {
  sessionStorage.clear();
  useSessionStore.setState({ brandId: 1, clientSession: 'session-token-0001', locale: 'en', renewClientSession: null });
});

afterEach(() => vi.unstubAllGlobals());

describe('useBookReservation', () => {
  it('books for the priced total and hands the reservation on, its summary kept and the draft cleared', async () => {
    const posts = fakeApi([{ status: 201, body: aReservation() }]);
    sessionStorage.setItem('hbw:booking-draft:sakura-tokyo', JSON.stringify({ values: { first_name: 'Hanako' } }));
    const { result, onBooked } = renderBooking();
    await book(result);

    expect(onBooked).toHaveBeenCalledWith(aReservation());
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toMatchObject({ payment: { type: 'on_site' }, expected_total_price: aBookingPrice().total_price, booker: BOOKER });
    expect(posts[0]?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(result.current.refusal).toBeNull();
    expect(sessionStorage.getItem('hbw:booking-draft:sakura-tokyo')).toBeNull();
    expect(readReservationSummaries()).toContainEqual(
      expect.objectContaining({ reservationNumber: 'SKT-12345678', hotelCode: 'sakura-tokyo', checkin: '2030-04-10', checkout: '2030-04-11' }),
    );
  });

  it('maps a declined card to its section 8.2 message and lets the guest try again', async () => {
    fakeApi([{ status: 422, body: { title: 'payment_failed', status: 422, codes: [3003], details: { base: [{ error: 'declined' }] } } }]);
    const { result, onBooked } = renderBooking();
    await book(result, CARD);

    expect(onBooked).not.toHaveBeenCalled();
    expect(result.current.refusal).toEqual({ kind: 'coded', messageKey: 'cardNotUsable' });
    expect(i18n.t('booking:failure.messages.cardNotUsable')).toBe('This card cannot be used. Please use another card.');
    expect(result.current.submitting).toBe(false);
  });

  it('books with the frame\'s token and, when the booking waits for 3-D Secure, keeps it pending and names the challenge', async () => {
    const posts = fakeApi([{ status: 201, body: aReservation({ status: 'payment_pending', challenge_url: CHALLENGE_URL }) }]);
    const { result, onBooked } = renderBooking();
    await book(result, CARD);

    // The frame's token alone: the app sends no card anywhere, to no tokenizer (ADR 255).
    expect(posts.tokenRequests).toEqual([]);
    expect(posts[0]?.body).toMatchObject({ payment: { type: 'card', card_token: 'tok_0123456789abcdef0123', return_url: RETURN_URL } });
    expect(JSON.stringify(posts[0]?.body)).not.toContain('4111');
    expect(result.current.pendingChallenge).toMatchObject({ url: CHALLENGE_URL });
    expect(onBooked).not.toHaveBeenCalled();
    expect(JSON.parse(sessionStorage.getItem('hbw:pending-payment:sakura-tokyo') ?? '{}')).toMatchObject({
      reservation_number: aReservation().reservation_number,
      stay: { checkin: '2030-04-10', checkout: '2030-04-11', adults: 2 },
    });
  });

  it('reuses the idempotency key when the guest retries a booking whose answer was lost', async () => {
    const posts = fakeApi(['network-failure', { status: 201, body: aReservation() }]);
    const { result, onBooked } = renderBooking();
    await book(result);

    // No answer, and the server has nothing under the key: not booked, safe to send again under it.
    expect(result.current.phase).toBe('not_booked');
    expect(onBooked).not.toHaveBeenCalled();
    await act(() => result.current.submit({ ...BOOKER, phone: '+813123456789' }, { type: 'on_site' }, [{}], []));

    expect(onBooked).toHaveBeenCalledWith(aReservation());
    expect(posts).toHaveLength(2);
    expect(posts[1]?.idempotencyKey).toBe(posts[0]?.idempotencyKey);
  });
});

// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { REQUEST_HEADERS } from '#domain/contracts/headers.ts';
import { GuestDetailPage } from '#app/features/checkout/components/guest-detail-page.tsx';
import { HotelSettingsProvider } from '#app/shared/hotel/hotel-settings.tsx';
import { activateLocale } from '#app/i18n/i18n.ts';
import { useCurrencyStore } from '#app/platform/stores/currency-store.ts';
import { useSessionStore } from '#app/platform/stores/session-store.ts';
import type { RoomsResponse } from '#domain/entities/room-result.ts';
import { aPlan, aReservation, aRoom, someRooms, someSettings } from '../../../factories';
import { aBookingPrice } from '../../booking-factories';

const GUEST_DETAIL =
  '/reservation/guest-detail?checkin=2030-04-10&checkout=2030-04-11&adults=2&room_type_code=STD-DBL&room_plan_code=RO&hotel_code=sakura-tokyo';

type Booking = { status: number; body: unknown } | 'network-failure';

/** Plans that take on-site and card payment; the price call knocks 3% off for card payment. */
const CARD_PLAN_ROOMS = someRooms([aRoom({ room_plan: [aPlan({ payment_method: [{ code: 'on_site' }, { code: 'credit_card' }] })] })]);
const CARD_PRICE = aBookingPrice({ promotion_discount_amount: 600, total_price_without_tax: 18400, total_price: 20272 });

const COUPON_PRICE = aBookingPrice({ coupon_discount_amount: 2000, total_price_without_tax: 17000, total_price: 18760 });

/** What the attempt lookup answers, in turn; after the queue, that the key found nothing. */
type Lookup = { status: number; body: unknown } | 'network-failure';

/** mcpRate: the exchange rate price calls in dollars are converted at now (a test moves it). */
type FakeApi = { rooms?: RoomsResponse; lookups?: Lookup[]; price?: { status: number; body: unknown }; mcpRate?: { current: number } };

/**
 * The API as the page sees it: rooms and the price always answer (the card price when pay_by_card), the
 * tokenizer answers a token, each booking attempt takes the next queued answer.
 */
function fakeApi(...bookings: Booking[]) {
  return fakeApiWith({}, ...bookings);
}

function fakeApiWith({ rooms = someRooms(), lookups = [], price, mcpRate }: FakeApi, ...bookings: Booking[]) {
  const posts: { body: unknown; idempotencyKey: string | null }[] = [];
  const lookupKeys: (string | null)[] = [];
  const tokenRequests: unknown[] = [];
  const priceQueries: URLSearchParams[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      if (init.method === 'GET' && url.includes('/hotels/1/rooms/price')) {
        const query = new URL(url, 'https://api.invalid').searchParams;
        priceQueries.push(query);
        if (price) return Response.json(price.body, { status: price.status });
        if (query.get('coupon_code') === 'BAD') {
          return Response.json(
            { title: 'invalid', status: 422, codes: [1500], details: { coupon_code: [{ error: 'coupon invalid' }] } },
            { status: 422 },
          );
        }
        if (query.get('coupon_code') === 'WELCOME10') return Response.json(COUPON_PRICE);
        const rate = mcpRate?.current;
        if (query.get('mcp_currency') === 'USD' && rate !== undefined) {
          const priced = query.get('pay_by_card') === 'true' ? CARD_PRICE : aBookingPrice();
          return Response.json({ ...priced, mcp_currency: 'USD', mcp_rate_micro: rate, mcp_total_price_cents: Math.round((priced.total_price * rate) / 10_000) });
        }
        return Response.json(query.get('pay_by_card') === 'true' ? CARD_PRICE : aBookingPrice());
      }
      if (init.method === 'POST' && url.endsWith('/psp/tokens')) {
        tokenRequests.push(JSON.parse(String(init.body)));
        return Response.json({ token: 'tok_0123456789abcdef0123', brand: 'visa', last4: '1111' }, { status: 201 });
      }
      if (init.method === 'GET' && url.includes('/hotels/1/rooms')) return Response.json(rooms);
      // This hotel asks no additional questions and sells no extras (their own tests cover them).
      if (init.method === 'GET' && url.includes('/hotels/1/additional_questions')) return Response.json({ additional_questions: [] });
      if (init.method === 'GET' && url.includes('/hotels/1/extras')) return Response.json({ extras: [] });
      if (init.method === 'GET' && url.endsWith('/hotels/1/reservation_attempts')) {
        lookupKeys.push(new Headers(init.headers).get(REQUEST_HEADERS.idempotencyKey));
        const answer = lookups.shift() ?? { status: 200, body: { outcome: 'none' } };
        if (answer === 'network-failure') throw new TypeError('Failed to fetch');
        return Response.json(answer.body, { status: answer.status });
      }
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
  return Object.assign(posts, { tokenRequests, priceQueries, lookupKeys });
}

const RETURN_URL = 'https://app.example/reservation/3ds-return?hotel_code=sakura-tokyo';

function renderPage(settings = someSettings({ coupon_active: true })) {
  const onBooked = vi.fn();
  const challenge = { returnUrl: RETURN_URL, paymentHubReturnUrl: 'http://localhost:5173/reservation/payment-hub-return', amazonPayReturnUrl: 'http://localhost:5173/reservation/amazon-pay-return', adyenReturnUrl: 'http://localhost:5173/reservation/adyen-return', go: vi.fn() };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: '/reservation/guest-detail',
        element: <GuestDetailPage resultsHref={() => '/booking/result'} onBooked={onBooked} challenge={challenge} visitorLabels={['all_users']} />,
      },
      { path: '/booking/result', element: <p>Results</p> },
    ],
    { initialEntries: [GUEST_DETAIL] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <HotelSettingsProvider settings={settings}>
        <RouterProvider router={router} />
      </HotelSettingsProvider>
    </QueryClientProvider>,
  );
  return { onBooked, challenge, user: userEvent.setup(), unmount: view.unmount };
}

async function fillGuest(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('First name'), 'Hanako');
  await user.type(screen.getByLabelText('Last name'), 'Yamada');
  await user.type(screen.getByLabelText('Email'), 'hanako@example.com');
  await user.type(screen.getByLabelText('Confirm email'), 'hanako@example.com');
  await user.type(screen.getByLabelText('Phone number'), '+81312345678');
  await user.click(screen.getByRole('checkbox', { name: /terms and conditions/ }));
}

/** The refusal of a round trip: focused, so the guest continues from it, and said through the live region. */
/** The stand-in's card frame (ADR 255) posts its token, as it does once the guest typed a card there. */
async function cardTokenFromFrame(last4: string) {
  const frame = await screen.findByTitle<HTMLIFrameElement>("Card details on the payment provider's secure page");
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { type: 'hbw:card-token', provider: 'stand-in', token: 'tok_0123456789abcdef0123', brand: 'visa', last4 },
        origin: new URL(frame.src).origin,
        source: frame.contentWindow,
      }),
    );
  });
  expect(screen.getByText(`The card ending ${last4} is ready.`)).toBeInTheDocument();
}

async function focusedRefusal(): Promise<HTMLElement> {
  await vi.waitFor(() => expect(document.activeElement?.textContent).not.toBe(''), { timeout: 5_000 });
  await vi.waitFor(() => expect(document.activeElement?.tagName).toBe('DIV'));
  return document.activeElement as HTMLElement;
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

describe('guest detail page', { timeout: 20_000 }, () => {
  it('shows the chosen room with the price call breakdown and books it for that total', async () => {
    const posts = fakeApi({ status: 201, body: aReservation() });
    const { onBooked, user } = renderPage();

    const summary = await screen.findByRole('region', { name: 'Your stay' });
    expect(summary).toHaveTextContent('Standard Double');
    expect(summary).toHaveTextContent('Room only');
    const line = (label: string) => within(summary).getByText(label).nextElementSibling?.textContent;
    expect(line('Room charge (before tax)')).toBe('¥20,000');
    expect(line('Special discount')).toBe('-¥1,000');
    expect(line('Consumption tax')).toBe('¥1,520');
    expect(line('Accommodation tax')).toBe('¥400');
    expect(line('Total')).toContain('¥20,920');
    expect(within(summary).queryByText('Coupon discount')).toBeNull();
    // The plan offers on-site payment only.
    expect((await screen.findAllByRole('radio')).map((radio) => radio.getAttribute('value'))).toEqual(['on_site']);
    await fillGuest(user);
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));

    await vi.waitFor(() => expect(onBooked).toHaveBeenCalledWith(aReservation()));
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toMatchObject({
      checkin: '2030-04-10',
      checkout: '2030-04-11',
      booking_source: 'booking_widget',
      payment: { type: 'on_site' },
      expected_total_price: 20920,
      rooms: [{ room_type_code: 'STD-DBL', room_plan_code: 'RO', adults: 2, children: 0 }],
      booker: { first_name: 'Hanako', last_name: 'Yamada', email: 'hanako@example.com', phone: '+81312345678' },
    });
    expect(posts[0]?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(sessionStorage.getItem('hbw:booking-draft:sakura-tokyo')).toBeNull();
  });

  it('asks the server by key after a lost answer, and shows the booking it made without sending again', async () => {
    const reservation = aReservation();
    const posts = fakeApiWith({ lookups: [{ status: 200, body: { outcome: 'booked', reservation } }] }, 'network-failure');
    const { onBooked, user } = renderPage();
    await fillGuest(user);
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));

    await vi.waitFor(() => expect(onBooked).toHaveBeenCalledWith(reservation));
    expect(posts).toHaveLength(1);
    expect(posts.lookupKeys).toEqual([posts[0]?.idempotencyKey]);
  });

  it('says a lost booking did not go through when the server has nothing for its key, and retries under the same key', async () => {
    const posts = fakeApi('network-failure', { status: 201, body: aReservation() });
    const { onBooked, user } = renderPage();
    await fillGuest(user);
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));

    expect(await screen.findByText(/Your booking did not go through, and nothing was charged/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Phone number'), '9');
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    await vi.waitFor(() => expect(onBooked).toHaveBeenCalled());
    // The guest changed a detail meanwhile: still the same attempt, so the server can never book it twice.
    expect(posts[1]?.idempotencyKey).toBe(posts[0]?.idempotencyKey);
  });

  it('keeps the guest and all they typed on the form through a 503, and sends nothing new until the check answers', async () => {
    const unavailable = { status: 503, body: { title: 'service_unavailable', status: 503, codes: [], details: { base: [{ error: 'Under maintenance.' }] } } };
    const posts = fakeApiWith({ lookups: [unavailable, 'network-failure'] }, unavailable, { status: 201, body: aReservation() });
    const { onBooked, user } = renderPage();
    await fillGuest(user);
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));

    const alert = await focusedRefusal();
    expect(alert).toHaveTextContent('We could not find out yet whether your booking went through.');
    expect(alert).toHaveTextContent('Under maintenance.');
    expect(screen.getByLabelText('First name')).toHaveValue('Hanako');
    expect(screen.getByLabelText('Email')).toHaveValue('hanako@example.com');

    // Confirming again checks first; the check gets no answer, so nothing is sent.
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    await vi.waitFor(() => expect(document.activeElement).toHaveTextContent('check your connection'));
    expect(posts).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByText(/Your booking did not go through/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    await vi.waitFor(() => expect(onBooked).toHaveBeenCalled());
    expect(posts.map((post) => post.idempotencyKey)).toEqual([posts[0]?.idempotencyKey, posts[0]?.idempotencyKey]);
  });

  it('words a reused key in its own words when the server has no result for it', async () => {
    const reused = { status: 422, body: { title: 'idempotency_key_reused', status: 422, codes: [1000], details: { base: [{ error: 'server words' }] } } };
    fakeApi(reused);
    const { user } = renderPage();
    await fillGuest(user);
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect(await focusedRefusal()).toHaveTextContent('This booking was already sent with other details.');
  });

  it('asks the guest to accept a changed price, then books with it', async () => {
    const posts = fakeApi(refusal('price_changed', { total_price: 24000 }), { status: 201, body: aReservation() });
    const { onBooked, user } = renderPage();
    await fillGuest(user);
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));

    expect(await focusedRefusal()).toHaveTextContent('The new total is ¥24,000.');
    await user.click(screen.getByRole('checkbox', { name: 'I accept the new total of ¥24,000.' }));
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));

    await vi.waitFor(() => expect(onBooked).toHaveBeenCalled());
    expect(posts[1]?.body).toMatchObject({ expected_total_price: 24000 });
    expect(posts[1]?.idempotencyKey).not.toBe(posts[0]?.idempotencyKey);
  });

  it('shows a price call that finds the room sold out as sold out, with the way back to the results', async () => {
    const soldOut = { title: 'sold_out', status: 409, codes: [1105], details: { base: [{ error: 'server words', code: 1105 }] } };
    fakeApiWith({ price: { status: 409, body: soldOut } });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('no longer available for your dates');
    expect(screen.getByRole('link', { name: 'Choose another room' })).toBeInTheDocument();
  });

  it('asks by key on opening when the last send got no answer before a reload, before anything can be sent', async () => {
    const reservation = aReservation();
    sessionStorage.setItem(
      'hbw:booking-draft:sakura-tokyo',
      JSON.stringify({ values: { first_name: 'Hanako' }, attempt: { key: '6f1c2b4e-8d3a-4f5b-9c7e-1a2b3c4d5e6f', unknown: true } }),
    );
    const posts = fakeApiWith({ lookups: [{ status: 200, body: { outcome: 'booked', reservation } }] });
    const { onBooked } = renderPage();
    await vi.waitFor(() => expect(onBooked).toHaveBeenCalledWith(reservation));
    expect(posts.lookupKeys).toEqual(['6f1c2b4e-8d3a-4f5b-9c7e-1a2b3c4d5e6f']);
    expect(posts).toHaveLength(0);
  });

  it('sends the guest back to the results when the room sold out meanwhile', async () => {
    fakeApi(refusal('sold_out'));
    const { user } = renderPage();
    await fillGuest(user);
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));

    expect(await focusedRefusal()).toHaveTextContent('no longer available for your dates');
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

  it('prices card payment with its promotion and books with the token from the card frame only', async () => {
    const posts = fakeApiWith(
      { rooms: CARD_PLAN_ROOMS },
      { status: 201, body: aReservation({ payment: { type: 'pre_paid', method: 'credit_card', card: { brand: 'visa', last4: '1111' } } }) },
    );
    const { onBooked, user } = renderPage();
    await fillGuest(user);
    await user.click(screen.getByRole('radio', { name: 'Pay now by card' }));

    const summary = screen.getByRole('region', { name: 'Your stay' });
    await vi.waitFor(() => expect(within(summary).getByText('Card payment discount')).toBeInTheDocument());
    expect(posts.priceQueries.at(-1)?.get('pay_by_card')).toBe('true');

    await cardTokenFromFrame('1111');
    expect(screen.queryByRole('textbox', { name: 'Card number' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));

    await vi.waitFor(() => expect(onBooked).toHaveBeenCalled());
    // The card is typed and tokenized in the stand-in's frame (ADR 255): the app sends no card to the tokenizer.
    expect(posts.tokenRequests).toEqual([]);
    expect(posts[0]?.body).toMatchObject({
      payment: { type: 'card', card_token: 'tok_0123456789abcdef0123', return_url: RETURN_URL },
      expected_total_price: 20272,
    });
    expect(JSON.stringify(posts[0]?.body)).not.toMatch(/4111 ?1111/);
  });

  it('sends the guest to the 3-D Secure check when the booking waits for it, keeping the draft', async () => {
    fakeApiWith(
      { rooms: CARD_PLAN_ROOMS },
      {
        status: 201,
        body: aReservation({ status: 'payment_pending', challenge_url: 'https://api.example/psp/3ds/abcdefghijklmnopqrstu' }),
      },
    );
    const { onBooked, challenge, user } = renderPage();
    await fillGuest(user);
    await user.click(screen.getByRole('radio', { name: 'Pay now by card' }));
    await cardTokenFromFrame('3220');
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));

    await vi.waitFor(() => expect(challenge.go).toHaveBeenCalledWith('https://api.example/psp/3ds/abcdefghijklmnopqrstu'));
    expect(screen.getByRole('link', { name: 'Continue to your card issuer' })).toHaveAttribute(
      'href',
      'https://api.example/psp/3ds/abcdefghijklmnopqrstu',
    );
    expect(onBooked).not.toHaveBeenCalled();
    expect(sessionStorage.getItem('hbw:booking-draft:sakura-tokyo')).toContain('Hanako');
    expect(JSON.parse(sessionStorage.getItem('hbw:pending-payment:sakura-tokyo') ?? '{}')).toMatchObject({
      reservation_number: aReservation().reservation_number,
      bypass_token: aReservation().bypass_token,
      stay: { checkin: '2030-04-10', checkout: '2030-04-11', adults: 2 },
    });
    // The way back from the payment step's session error (ADR 251).
    expect(JSON.parse(sessionStorage.getItem('hbw:booking-draft:sakura-tokyo') ?? '{}')).toMatchObject({
      guest_detail_query: { checkin: '2030-04-10', checkout: '2030-04-11', adults: '2' },
    });
  });

  // Two card entries typed key by key: longer than the other cases under a shared core.
  it('warns of updated exchange rates, shows the new total in the guest\'s currency and books at the rate then seen', { timeout: 40_000 }, async () => {
    useCurrencyStore.setState({ selected: 'USD' });
    try {
      const mcpRate = { current: 6_640 };
      const posts = fakeApiWith(
        { rooms: CARD_PLAN_ROOMS, mcpRate },
        refusal('exchange_rates_updated', { mcp_currency: 'USD', mcp_rate_micro: 6_800, mcp_total_price_cents: 14_183 }),
        { status: 201, body: aReservation() },
      );
      const { onBooked, user } = renderPage(someSettings({ coupon_active: true, mcp_enabled: true }));
      await fillGuest(user);
      // Another currency than the hotel's is paid by card, in temporary foreign-currency mode (a JCB card).
      const payByCard = screen.queryByRole('radio', { name: 'Pay now by card' });
      if (payByCard) await user.click(payByCard);
      await cardTokenFromFrame('0000');
      const asked = posts.priceQueries.length;
      mcpRate.current = 6_800;
      await user.click(screen.getByRole('button', { name: 'Confirm booking' }));

      const warning = await focusedRefusal();
      expect(warning).toHaveTextContent('Exchange rates have been updated since you saw these prices. Please check the prices again before you book.');
      expect(warning).toHaveTextContent('The new total is $141.83.');
      expect(posts[0]?.body).toMatchObject({ payment_currency: 'USD', mcp_rate_micro: 6_640 });
      expect(onBooked).not.toHaveBeenCalled();

      // The prices are asked again at the new rate; the next send names it, under a new key.
      await vi.waitFor(() => expect(posts.priceQueries.length).toBeGreaterThan(asked));
      // A sent card's token is spent: the frame opens again and the card is typed there again.
      await cardTokenFromFrame('0000');
      await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
      await vi.waitFor(() => expect(onBooked).toHaveBeenCalled());
      expect(posts[1]?.body).toMatchObject({ payment_currency: 'USD', mcp_rate_micro: 6_800 });
      expect(posts[1]?.idempotencyKey).not.toBe(posts[0]?.idempotencyKey);
    } finally {
      useCurrencyStore.setState({ selected: null });
    }
  });

  it('makes one booking of a double click', async () => {
    const posts = fakeApi({ status: 201, body: aReservation() });
    const { onBooked, user } = renderPage();
    await fillGuest(user);
    await user.dblClick(screen.getByRole('button', { name: 'Confirm booking' }));
    await vi.waitFor(() => expect(onBooked).toHaveBeenCalledTimes(1));
    expect(posts).toHaveLength(1);
  });

  it('words a declined card with its section 8.2 message', async () => {
    fakeApiWith({ rooms: CARD_PLAN_ROOMS }, {
      status: 422,
      body: { title: 'payment_failed', status: 422, codes: [3003], details: { base: [{ error: 'declined' }] } },
    });
    const { user } = renderPage();
    await fillGuest(user);
    await user.click(screen.getByRole('radio', { name: 'Pay now by card' }));
    await cardTokenFromFrame('0002');
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));

    // Said at the card's frame, which opens again empty for another card.
    await vi.waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('This card cannot be used. Please use another card.'));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('applies one coupon, books with its price and code, and keeps it across a reload', async () => {
    const posts = fakeApi({ status: 201, body: aReservation() });
    const first = renderPage();
    await first.user.type(await screen.findByRole('textbox', { name: 'Coupon code' }), 'BAD');
    await first.user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('textbox', { name: 'Coupon code' })).toHaveAccessibleDescription(
      expect.stringContaining('This coupon code is not valid or has expired.'),
    );

    await first.user.clear(screen.getByRole('textbox', { name: 'Coupon code' }));
    await first.user.type(screen.getByRole('textbox', { name: 'Coupon code' }), 'WELCOME10');
    await first.user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Coupon WELCOME10 is applied.')).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Your stay' });
    expect(within(summary).getByText('Coupon discount').nextElementSibling).toHaveTextContent('-¥2,000');
    first.unmount();

    const { onBooked, user } = renderPage();
    expect(await screen.findByText('Coupon WELCOME10 is applied.')).toBeInTheDocument();
    await fillGuest(user);
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    await vi.waitFor(() => expect(onBooked).toHaveBeenCalled());
    expect(posts[0]?.body).toMatchObject({ coupon_code: 'WELCOME10', expected_total_price: 18760, terms_accepted: true });
  });
});

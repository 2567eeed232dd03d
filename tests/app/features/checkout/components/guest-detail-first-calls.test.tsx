// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { preloadGuestDetail } from '#app/features/checkout/api/guest-detail-address-reads.ts';
import { GuestDetailPage } from '#app/features/checkout/components/guest-detail-page.tsx';
import type { BookingMember } from '#app/features/checkout/hooks/use-member-deductions.ts';
import { HotelSettingsProvider } from '#app/shared/hotel/hotel-settings.tsx';
import { activateLocale } from '#app/i18n/i18n.ts';
import { useSessionStore } from '#app/platform/stores/session-store.ts';
import type { RoomsResponse } from '#domain/entities/room-result.ts';
import { aPlan, aRoom, someRooms, someSettings } from '../../../factories';
import { aBookingPrice } from '../../booking-factories';

// ADR 282: guest detail's reads that need only the address start together with the rooms search, each once, and
// the page still checks every answer as it did when they waited for the rooms.

const GUEST_DETAIL =
  '/reservation/guest-detail?checkin=2030-04-10&checkout=2030-04-11&adults=2&room_type_code=STD-DBL&room_plan_code=RO&hotel_code=sakura-tokyo';

/** Which call a request is, by its path: what the tests count and order. */
function callOf(url: string): string {
  const path = new URL(url, 'https://api.invalid').pathname;
  if (path.endsWith('/rooms/price')) return 'price';
  if (path.endsWith('/rooms')) return 'rooms';
  if (path.startsWith('/hotel_brands/') && path.endsWith('/additional_questions')) return 'brand-questions';
  if (path.endsWith('/additional_questions')) return 'hotel-questions';
  if (path.endsWith('/extras')) return 'extras';
  if (path.includes('/memberships/')) return path.slice(path.indexOf('/memberships/') + '/memberships/'.length);
  return path;
}

type Answers = { rooms?: RoomsResponse; price?: { status: number; body: unknown } };

/**
 * The API with the rooms search held until `answerRooms` is called: what was sent before is what the page started
 * without waiting for the rooms. Every request is kept in order as its call's name.
 */
function fakeApi({ rooms = someRooms(), price = { status: 200, body: aBookingPrice() } }: Answers = {}) {
  const sent: string[] = [];
  let answerRooms: () => void = () => undefined;
  const roomsHeld = new Promise<void>((resolve) => {
    answerRooms = resolve;
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const call = callOf(url);
      sent.push(call);
      if (call === 'rooms') {
        await roomsHeld;
        return Response.json(rooms);
      }
      if (call === 'price') return Response.json(price.body, { status: price.status });
      if (call === 'hotel-questions' || call === 'brand-questions') return Response.json({ additional_questions: [] });
      if (call === 'extras') return Response.json({ extras: [] });
      if (call === 'point') return Response.json({ data: { total_point: 1200, point_name: 'Sakura points', ranking_points_value: 0 } });
      if (call === 'discount_coupons' || call === 'vouchers' || call === 'credit_cards') return Response.json({ data: [] });
      throw new Error(`unexpected ${url}`);
    }),
  );
  return { sent, answerRooms: () => answerRooms() };
}

const newQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });

function renderPage(member: BookingMember | null = null, queryClient = newQueryClient()) {
  const challenge = { returnUrl: '', paymentHubReturnUrl: '', amazonPayReturnUrl: '', adyenReturnUrl: '', go: vi.fn() };
  const router = createMemoryRouter(
    [
      {
        path: '/reservation/guest-detail',
        element: <GuestDetailPage resultsHref={() => '/booking/result'} onBooked={vi.fn()} challenge={challenge} visitorLabels={['all_users']} member={member} />,
      },
    ],
    { initialEntries: [GUEST_DETAIL] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <HotelSettingsProvider settings={someSettings()}>
        <RouterProvider router={router} />
      </HotelSettingsProvider>
    </QueryClientProvider>,
  );
}

const count = (sent: readonly string[], call: string) => sent.filter((name) => name === call).length;

beforeAll(async () => {
  await activateLocale('en');
});

beforeEach(() => {
  sessionStorage.clear();
  useSessionStore.setState({ brandId: 1, clientSession: 'session-token-0001', locale: 'en', renewClientSession: null, userToken: null });
});

afterEach(() => vi.unstubAllGlobals());

describe("guest detail's first calls", { timeout: 20_000 }, () => {
  it('sends the price, the extras, the questions and the notices while the rooms search is still out, and each once', async () => {
    const api = fakeApi();
    renderPage();

    // Before the rooms have answered: every read that needs only the address is already on its way.
    await vi.waitFor(() => expect(new Set(api.sent)).toEqual(new Set(['rooms', 'price', 'extras', 'hotel-questions', 'brand-questions'])));
    expect(screen.getByText('Loading your room…')).toBeInTheDocument();

    api.answerRooms();
    expect(await screen.findByLabelText('First name')).toBeInTheDocument();
    // The readers found the answers in the cache: nothing was asked twice. The hotel's questions are asked twice
    // on purpose, once for the form's questions and once for the notices (each with its own labels).
    expect(count(api.sent, 'rooms')).toBe(1);
    expect(count(api.sent, 'price')).toBe(1);
    expect(count(api.sent, 'extras')).toBe(1);
    expect(count(api.sent, 'hotel-questions')).toBe(2);
    expect(count(api.sent, 'brand-questions')).toBe(1);
  });

  it("sends the address's reads from the startup, before the page is drawn, and the page does not send them again", async () => {
    const api = fakeApi();
    const queryClient = newQueryClient();
    preloadGuestDetail(queryClient, someSettings(), new URL(GUEST_DETAIL, 'https://app.invalid').search, 'en');
    // The rooms search, the extras and the notices (the hotel's and the brand's questions): no page yet.
    await vi.waitFor(() => expect(new Set(api.sent)).toEqual(new Set(['rooms', 'extras', 'hotel-questions', 'brand-questions'])));

    renderPage(null, queryClient);
    api.answerRooms();
    expect(await screen.findByLabelText('First name')).toBeInTheDocument();
    // As without the startup's share: the hotel's questions twice (the form's and the notices'), the rest once.
    expect(['rooms', 'price', 'extras', 'hotel-questions', 'brand-questions'].map((call) => count(api.sent, call))).toEqual([1, 1, 1, 2, 1]);
  });

  it('starts nothing from the startup for an address it cannot read (the page says so)', async () => {
    const api = fakeApi();
    preloadGuestDetail(newQueryClient(), someSettings(), '?checkin=2030-04-11&checkout=2030-04-10&adults=2', 'en');
    await Promise.resolve();
    expect(api.sent).toEqual([]);
  });

  it('asks nothing of a guest who is not signed in beyond the page’s reads', async () => {
    const api = fakeApi();
    renderPage();
    api.answerRooms();
    await screen.findByLabelText('First name');
    expect(api.sent.filter((call) => !['rooms', 'price', 'extras', 'hotel-questions', 'brand-questions'].includes(call))).toEqual([]);
  });

  it("sends a member's points, coupons and saved cards with the rooms search, each once", async () => {
    useSessionStore.setState({ userToken: 'member-token-1' });
    const api = fakeApi();
    renderPage({ userToken: 'member-token-1', pointsKept: true });

    await vi.waitFor(() => expect(api.sent).toEqual(expect.arrayContaining(['point', 'discount_coupons', 'credit_cards'])));
    expect(screen.getByText('Loading your room…')).toBeInTheDocument();
    api.answerRooms();
    await screen.findByLabelText('First name');
    // Not in voucher mode: no vouchers asked.
    expect(['point', 'discount_coupons', 'credit_cards', 'vouchers'].map((call) => count(api.sent, call))).toEqual([1, 1, 1, 0]);
  });

  it.each([
    ['no longer offers the plan', someRooms([aRoom({ room_plan: [aPlan({ room_plan_code: 'OTHER' })] })])],
    ['has too few rooms left', someRooms([aRoom({ room_count: 0 })])],
  ])('still sends the guest back when the rooms answer %s, though the price has answered', async (_case, rooms) => {
    const api = fakeApi({ rooms });
    renderPage();
    await vi.waitFor(() => expect(api.sent).toContain('price'));
    api.answerRooms();
    expect(await screen.findByText('The room you chose is not available any more, or the link is incomplete.')).toBeInTheDocument();
    expect(screen.queryByLabelText('First name')).toBeNull();
  });

  it("shows a members-only plan's refusal of the price (2304) once the rooms answer, without asking the price again", async () => {
    const refused = { title: 'plan_account_mismatch', status: 422, codes: [2304], details: { base: [{ error: 'server words', code: 2304 }] } };
    const api = fakeApi({ price: { status: 422, body: refused } });
    renderPage();
    await vi.waitFor(() => expect(api.sent).toContain('price'));
    api.answerRooms();
    expect(await screen.findByText("The plan's settings do not match your account. Please refresh the page and book again.")).toBeInTheDocument();
    expect(count(api.sent, 'price')).toBe(1);
    expect(screen.queryByLabelText('First name')).toBeNull();
  });
});

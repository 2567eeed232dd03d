// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdditionalQuestion } from '#domain/entities/additional-question.ts';
import type { RoomsResponse } from '#domain/entities/room-result.ts';
import type { BookingWidgetSettings } from '#domain/entities/settings.ts';
import { addDays, todayIn } from '#domain/rules/nights.ts';
import { LiveRegion } from '#app/components/ui/live-region.tsx';
import { ResultsPage } from '#app/features/search/components/results-page.tsx';
import { HotelSettingsProvider } from '#app/shared/hotel/hotel-settings.tsx';
import { activateLocale } from '#app/i18n/i18n.ts';
import type { RoomsChoice } from '#app/shared/stay/booked-rooms.ts';
import { useSessionStore } from '#app/platform/stores/session-store.ts';
import { aPlan, aRoom, someRooms, someSettings } from '../../../factories';

const TODAY = todayIn('Asia/Tokyo');
const CHECKIN = addDays(TODAY, 10);
const CHECKOUT = addDays(TODAY, 12);
const RESULTS = `/booking/result?checkin=${CHECKIN}&checkout=${CHECKOUT}&adults=2&hotel_code=sakura-tokyo`;

type Answer = RoomsResponse | Response;

/** Rooms answers in turn (the last one repeats); notices answer with the given questions. */
function answerRooms(answers: Answer[], notices: AdditionalQuestion[] = []) {
  const queue = [...answers];
  const fetchMock = vi.fn(async (url: string) => {
    if (String(url).includes('/hotels/') && String(url).includes('additional_questions')) return Response.json({ additional_questions: notices });
    if (String(url).includes('additional_questions')) return Response.json({ additional_questions: [] });
    if (String(url).includes('cancellation_policies')) return Response.json({ cancellation_policies: [], no_policy_room_plan_codes: [] });
    if (String(url).includes('/rooms/availability')) return Response.json({ days: [] });
    // The hotel info block (address and photos) at the foot of the page.
    if (/\/hotels\/\d+(\?|$)/.test(String(url))) {
      return Response.json({ id: 101, name: 'Sakura', address: { post_code: '104-0061', full_address: 'Ginza', country: 'JP' }, hotel_photos: [] });
    }
    const answer = queue.length > 1 ? queue.shift() : queue[0];
    return answer instanceof Response ? answer : Response.json(answer);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function roomCalls(fetchMock: ReturnType<typeof answerRooms>): URL[] {
  return fetchMock.mock.calls.map(([url]) => new URL(String(url))).filter((url) => url.pathname.endsWith('/rooms'));
}

/** The app's one live region, where the results say their count. */
async function expectAnnounced(text: string) {
  await waitFor(() => expect(document.querySelector('[data-live-region]')).toHaveTextContent(text));
}

function renderResults(address = RESULTS, settings: Partial<BookingWidgetSettings> = {}) {
  const onBook = vi.fn<(choice: RoomsChoice) => void>();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: '/booking/result',
        element: (
          <ResultsPage
            onBook={onBook}
            otherHotelsHref="/facilities"
            policyHref={(code) => `/cancellation-policy?room_plan_codes=${code}`}
            signInHref="/sign-in?urlBack=%2Fbooking%2Fresult"
          />
        ),
      },
    ],
    { initialEntries: [address] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <HotelSettingsProvider settings={someSettings(settings)}>
        <RouterProvider router={router} />
        {/* As the root layout mounts it: the results announce through it. */}
        <LiveRegion />
      </HotelSettingsProvider>
    </QueryClientProvider>,
  );
  return { onBook, router, user: userEvent.setup() };
}

beforeAll(async () => {
  await activateLocale('en');
  // jsdom has no modal dialogs (the date fields' pickers): close() is stubbed to fire close, as the dialog would.
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});

beforeEach(() => {
  useSessionStore.setState({ brandId: 1, clientSession: 'session-token-0001', userToken: null, locale: 'en', renewClientSession: null });
  document.cookie.split('; ').forEach((entry) => {
    const name = entry.split('=')[0];
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('results page', () => {
  it('summarises the search from the address and lists rooms with their plans', { timeout: 20_000 }, async () => {
    const fetchMock = answerRooms([
      someRooms([
        aRoom(),
        aRoom({ room_type_code: 'TWN', room_type_name: 'Twin', room_count: 0, room_plan: [aPlan({ is_member_only: true })] }),
      ]),
    ]);
    const { onBook, user } = renderResults(`${RESULTS}&is_including_occupied=true`);

    expect(screen.getByRole('heading', { level: 1, name: 'Choose your room' })).toBeInTheDocument();
    // The search in one line, the form closed behind Edit.
    expect(screen.getByText(/· 2 nights · 2 adults$/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit your search' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('form', { name: 'Change your search' })).not.toBeInTheDocument();
    await screen.findByRole('article', { name: 'Standard Double' });
    const sent = roomCalls(fetchMock)[0];
    expect(sent?.searchParams.get('checkin')).toBe(CHECKIN);
    expect(JSON.parse(sent?.searchParams.get('rooms') ?? '')).toEqual([{ adults: 2, children: 0, kids_tiers: [] }]);
    expect(sent?.searchParams.get('order')).toBe('price_low_to_high');

    const double = screen.getByRole('article', { name: 'Standard Double' });
    expect(within(double).getByText('¥22,000')).toBeInTheDocument();
    expect(within(double).getByText('2 nights · 2 adults · Includes all taxes')).toBeInTheDocument();
    expect(within(double).getByText('5 or more rooms left')).toBeInTheDocument();
    await user.click(within(double).getByRole('button', { name: /^Book:/ }));
    expect(onBook).toHaveBeenCalledWith({
      checkin: CHECKIN,
      checkout: CHECKOUT,
      adults: 2,
      isDayUse: false,
      rooms: [{ room_type_code: 'STD-DBL', room_plan_code: 'RO', adults: 2, children: 0, kids_tiers: [] }],
    });
    // One room books at once: no selected-rooms summary is in the way.
    expect(screen.queryByRole('complementary', { name: 'Your rooms' })).not.toBeInTheDocument();

    const twin = screen.getByRole('article', { name: 'Twin' });
    expect(within(twin).getByText('Fully booked')).toBeInTheDocument();
    expect(within(twin).getByText('Members only')).toBeInTheDocument();
    expect(within(twin).getByRole('button', { name: /^Sold out:/ })).toBeDisabled();
  });

  it('opens the form on a first visit only once the first results are in, in the place kept for it (ADR 271)', { timeout: 20_000 }, async () => {
    const fetchMock = answerRooms([someRooms()]);
    let answerRoomsNow: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (answerRoomsNow = resolve));
    let roomsAsked = false;
    vi.stubGlobal('fetch', async (url: string) => {
      if (new URL(String(url)).pathname.endsWith('/rooms')) {
        roomsAsked = true;
        await held;
      }
      return fetchMock(url);
    });
    // The form's code is at hand, so only the page's own wait can keep it off the screen.
    await import('#app/features/search/components/search-form.tsx');
    renderResults('/booking/result?hotel_code=sakura-tokyo');
    expect(screen.getByRole('button', { name: 'Edit your search' })).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(roomsAsked).toBe(true));
    await expect(screen.findByRole('form', { name: 'Change your search' }, { timeout: 500 })).rejects.toThrow();

    answerRoomsNow();
    await screen.findByRole('article', { name: 'Standard Double' });
    expect(await screen.findByRole('form', { name: 'Change your search' })).toBeInTheDocument();
  });

  it('drops offers that cannot sell the rooms asked for unless sold-out ones are wanted (tier-mode rule)', async () => {
    answerRooms([
      someRooms([
        aRoom(),
        aRoom({ room_type_code: 'TWN', room_type_name: 'Twin', room_count: 3, room_plan: [aPlan({ sale_limit: 0 })] }),
      ]),
    ]);
    renderResults();
    await screen.findByRole('article', { name: 'Standard Double' });
    expect(screen.queryByRole('article', { name: 'Twin' })).not.toBeInTheDocument();
    await expectAnnounced('1 room type found');
    expect(screen.getByText('1 room type found', { selector: 'p' })).toBeVisible();
  });

  it('re-filters the answer at hand without asking for its rates policies again (ADR 274)', async () => {
    const fetchMock = answerRooms([
      someRooms([
        aRoom({
          room_plan: [
            aPlan(),
            aPlan({ room_plan_code: 'BB', room_plan_name: 'Bed and breakfast', hotel_plan_code: 'H-BB', meal: 'breakfast', total_price: 26_000 }),
          ],
        }),
      ]),
    ]);
    const { user } = renderResults();
    const card = await screen.findByRole('article', { name: 'Standard Double' });
    const policyCalls = () => fetchMock.mock.calls.map(([url]) => new URL(String(url))).filter((url) => url.pathname.endsWith('/cancellation_policies'));
    await waitFor(() => expect(policyCalls()).toHaveLength(1));
    expect(policyCalls()[0]?.searchParams.get('room_plan_codes')).toBe('BB,RO');

    await user.click(screen.getByRole('button', { name: 'Breakfast' }));
    await waitFor(() => expect(within(card).queryByRole('heading', { name: 'Room only' })).not.toBeInTheDocument());
    expect(within(card).getByRole('heading', { name: 'Bed and breakfast' })).toBeVisible();
    // The policies asked for cover every rate of the answer, so the filtered view has them already.
    expect(policyCalls()).toHaveLength(1);
  });

  it('shows one savings badge: the member price before the card promotion', async () => {
    answerRooms([
      {
        ...someRooms([
          aRoom({
            room_plan: [
              aPlan({
                discounts: [{ discount_type: 'creansmaerd', discount_amount: 2000, discount_origin: 'creansmaerd' }],
                price_after_discount: { non_sign_in: 22000, sign_in: 19800 },
              }),
            ],
          }),
        ]),
        payment_promotion_info: { target_mode: 'include', hotel_plan_codes: ['H-RO'] },
      },
    ]);
    renderResults();
    const double = await screen.findByRole('article', { name: 'Standard Double' });
    // One badge: the members' price wins over the card promotion.
    expect(within(double).getByText('Members pay ¥19,800')).toBeInTheDocument();
    expect(within(double).queryByText('Save when paying by card')).not.toBeInTheDocument();
  });

  it('leads each room of the plans view with its room type first photo, named, lazy and in a fixed frame', async () => {
    const photographed = aRoom({ photos: ['/photos/standard-double.svg', '/photos/standard-double-bath.svg'] });
    const bare = aRoom({ room_type_code: 'TWN', room_type_name: 'Twin', photos: [] });
    answerRooms([
      {
        ...someRooms([photographed, bare]),
        plans: [
          {
            hotel_plan_code: 'H-RO',
            plan_name: 'Room only',
            description: '',
            meal: 'none',
            is_member_only: false,
            booking_start_date: TODAY,
            inclusive_extra_ids: [],
            cancellation_policy_id: null,
            rooms: [photographed, bare],
          },
        ],
      },
    ]);
    renderResults(`${RESULTS}&type=plans`);
    const plan = await screen.findByRole('article', { name: 'Room only' });
    expect(within(plan).getByRole('heading', { level: 4, name: 'Twin' })).toBeInTheDocument();
    // One thumbnail: the twin has no photo, and its row goes without rather than with an empty frame.
    const [photo, ...others] = within(plan).getAllByRole('img');
    expect(others).toHaveLength(0);
    expect(photo).toHaveAccessibleName('Photo of Standard Double');
    expect(photo).toHaveAttribute('loading', 'lazy');
    expect(photo).toHaveAttribute('width', '640');
    expect(photo).toHaveAttribute('height', '480');
    expect(photo?.getAttribute('src')).toMatch(/\/photos\/standard-double\.svg$/);
  });

  it('says when nothing is free and what to do next', async () => {
    answerRooms([someRooms([])]);
    renderResults();
    await expectAnnounced('No rooms are available for these dates');
    // The visible count line and the notice's lead.
    expect(screen.getAllByText('No rooms are available for these dates', { selector: 'p' })).toHaveLength(2);
    expect(screen.getByText('Try other dates, fewer guests or fewer rooms.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See our other hotels' })).toHaveAttribute('href', '/facilities');
  });

  it('shows a failure with a retry', async () => {
    answerRooms([new Response('oops', { status: 500 }), someRooms()]);
    const { user } = renderResults();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load the rooms.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Standard Double' })).toBeInTheDocument();
  });

  it('shows the notices placed on the search result', async () => {
    const notice: AdditionalQuestion = {
      id: 1,
      question_type: 'notification',
      answer_type: 'text',
      required: false,
      title: 'Lobby renovation',
      body: 'The lobby is being renovated.',
      options: [],
      labels: ['place_search_result'],
      hotel_plan_codes: [],
      display_start_date: TODAY,
      display_end_date: addDays(TODAY, 30),
      ownable_type: 'Hotel',
      hotel_ids: null,
      enabled: true,
    };
    const later: AdditionalQuestion = { ...notice, id: 2, title: 'Later notice', display_start_date: addDays(TODAY, 60), display_end_date: null };
    answerRooms([someRooms()], [notice, later]);
    renderResults();
    const notices = await screen.findByRole('region', { name: 'Notices from the hotel' });
    expect(notices).toHaveTextContent('Lobby renovation');
    expect(notices).not.toHaveTextContent('Later notice');
  });

  it('keeps the open form and what the guest typed across a filter chip; a new search in the address starts it over (ADR 274)', { timeout: 20_000 }, async () => {
    answerRooms([someRooms()]);
    const { router, user } = renderResults();
    await user.click(screen.getByRole('button', { name: 'Edit your search' }));
    await user.selectOptions(await screen.findByLabelText('Adults'), '3');

    await user.click(screen.getByRole('button', { name: 'Breakfast' }));
    await vi.waitFor(() => expect(new URLSearchParams(router.state.location.search).get('filter')).toBe('breakfast'));
    // Not sent yet, and still there: the chip filtered the answer without building the form again.
    expect(screen.getByLabelText('Adults')).toHaveValue('3');

    await user.click(screen.getByRole('button', { name: 'Search' }));
    await vi.waitFor(() => expect(router.state.location.search).toContain('adults=3'));
    // The form does not hold the chips' filters: the one ticked on the page goes along with the search.
    expect(new URLSearchParams(router.state.location.search).get('filter')).toBe('breakfast');

    await user.click(screen.getByRole('button', { name: 'Edit your search' }));
    await user.selectOptions(await screen.findByLabelText('Adults'), '4');
    await router.navigate(RESULTS);
    // A search from the address (back, a link) starts the form over from it.
    await vi.waitFor(() => expect(screen.getByLabelText('Adults')).toHaveValue('2'));
  });

  it('puts a changed search into the address and remembers it for the hotel', { timeout: 20_000 }, async () => {
    answerRooms([someRooms()]);
    const { router, user } = renderResults();
    await user.click(screen.getByRole('button', { name: 'Edit your search' }));
    await user.selectOptions(await screen.findByLabelText('Adults'), '3');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'price_high_to_low');
    await user.click(screen.getByRole('radio', { name: 'Plans' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await vi.waitFor(() => expect(router.state.location.search).toContain('adults=3'));
    const query = new URLSearchParams(router.state.location.search);
    expect(query.get('hotel_code')).toBe('sakura-tokyo');
    expect(query.get('order')).toBe('price_high_to_low');
    expect(query.get('type')).toBe('plans');
    expect(document.cookie).toContain('hbw_search_sakura-tokyo=');
  });

  it('refuses a check-out before the check-in', { timeout: 20_000 }, async () => {
    answerRooms([someRooms()]);
    const { user } = renderResults();
    await user.click(screen.getByRole('button', { name: 'Edit your search' }));
    // The check-out is a DateField: its grid offers no day up to the check-in.
    await user.click(screen.getByRole('button', { name: /^Check-out/ }));
    const dialog = await screen.findByRole('dialog');
    for (const day of [addDays(CHECKIN, -1), CHECKIN]) {
      expect(dialog.querySelector(`[data-day="${day}"]`)).toHaveAttribute('aria-disabled', 'true');
    }
    expect(dialog.querySelector(`[data-day="${addDays(CHECKIN, 1)}"]`)).not.toHaveAttribute('aria-disabled');
  });

  it('asks for children by kids tier and adds rooms up to the limit', { timeout: 20_000 }, async () => {
    const fetchMock = answerRooms([someRooms()]);
    const { router, user } = renderResults(RESULTS, {
      kids_tiers: [
        { code: 'A', names: { en: 'Infant with meal and bed' }, min_age: 0, max_age: 5 },
        { code: 'C', names: { en: 'Infant, no bed' }, min_age: 0, max_age: 2 },
      ],
      multi_rooms_search_enabled: true,
      multi_rooms_search_limit: 2,
    });
    await user.click(screen.getByRole('button', { name: 'Edit your search' }));
    const room1 = screen.getByRole('group', { name: 'Room 1' });
    // One count of children, then each child's category for its age.
    await user.selectOptions(within(room1).getByLabelText('Children'), '1');
    expect(within(room1).getByLabelText('Age of child 1 at check-out')).toHaveValue('A');
    await user.selectOptions(within(room1).getByLabelText('Age of child 1 at check-out'), 'Infant with meal and bed (ages 0–5)');
    await user.click(screen.getByRole('button', { name: 'Add a room' }));
    expect(screen.queryByRole('button', { name: 'Add a room' })).not.toBeInTheDocument();
    const room2 = screen.getByRole('group', { name: 'Room 2' });
    await user.selectOptions(within(room2).getByLabelText('Adults'), '1');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await vi.waitFor(() => expect(JSON.parse(new URLSearchParams(router.state.location.search).get('rooms') ?? '[]')).toHaveLength(2));
    expect(JSON.parse(new URLSearchParams(router.state.location.search).get('rooms') ?? '')).toEqual([
      { adults: 2, children: 1, kids_tiers: [{ code: 'A', children: 1 }] },
      { adults: 1, children: 0, kids_tiers: [] },
    ]);
    // Several rooms: the results ask for one room at a time, the first one first, priced for its guests.
    await vi.waitFor(() =>
      expect(JSON.parse(roomCalls(fetchMock).at(-1)?.searchParams.get('rooms') ?? '')).toEqual([
        { adults: 2, children: 1, kids_tiers: [{ code: 'A', children: 1 }] },
      ]),
    );
  });

  it('tells the guest when a room has more children than its adults may bring', async () => {
    answerRooms([someRooms()]);
    const { user } = renderResults(RESULTS, {
      kids_setting: { kids_type: 'ages', accept_type: 'accept', kids_bed_type: 'separate_bed', shared_bed_type: 'none', max_children_per_adult: 1, max_child_age: 12 },
      max_guests_per_room: 6,
    });
    await user.click(screen.getByRole('button', { name: 'Edit your search' }));
    const room = screen.getByRole('group', { name: 'Room 1' });
    await user.selectOptions(within(room).getByLabelText('Children'), '2');
    await user.selectOptions(within(room).getByLabelText('Age of child 2 at check-out'), '9');
    await user.selectOptions(within(room).getByLabelText('Adults'), '1');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(room).toHaveAccessibleDescription('Too many children for the number of adults in this room.');
  });
});

describe('choosing rooms of a multi-room search', () => {
  const twoRooms = JSON.stringify([
    { adults: 2, children: 0, kids_tiers: [] },
    { adults: 1, children: 0, kids_tiers: [] },
  ]);
  const MULTI = `/booking/result?checkin=${CHECKIN}&checkout=${CHECKOUT}&hotel_code=sakura-tokyo&rooms=${encodeURIComponent(twoRooms)}`;
  const SETTINGS = { multi_rooms_search_enabled: true, multi_rooms_search_limit: 3 };
  const double = aRoom({
    room_plan: [
      aPlan({ room_plan_code: 'RO', room_plan_name: 'Room only', total_price: 22000, payment_method: [{ code: 'on_site' }, { code: 'credit_card' }] }),
      aPlan({ room_plan_code: 'BF', room_plan_name: 'Breakfast', meal: 'breakfast', total_price: 26000, payment_method: [{ code: 'credit_card' }] }),
    ],
  });
  const single = aRoom({
    room_type_code: 'SGL',
    room_type_name: 'Single',
    room_plan: [aPlan({ room_plan_code: 'SOLO', room_plan_name: 'Solo', total_price: 12000, payment_method: [{ code: 'on_site' }] })],
  });

  /** Each room's own search: two adults see the double, one adult the single. */
  function answerPerRoom() {
    const fetchMock = vi.fn(async (url: string) => {
      const address = new URL(String(url));
      if (address.pathname.includes('additional_questions')) return Response.json({ additional_questions: [] });
      if (address.pathname.includes('cancellation_policies')) return Response.json({ cancellation_policies: [], no_policy_room_plan_codes: [] });
      const [room] = JSON.parse(address.searchParams.get('rooms') ?? '[]') as { adults: number }[];
      return Response.json(someRooms(room?.adults === 1 ? [single] : [double]));
    });
    vi.stubGlobal('fetch', fetchMock);
    return fetchMock;
  }

  it('chooses an offer for each room, adds them up, changes one and goes on once every room has one', async () => {
    answerPerRoom();
    const { onBook, user } = renderResults(MULTI, SETTINGS);
    const summary = screen.getByRole('complementary', { name: 'Your rooms' });
    expect(within(summary).getByText('Rooms chosen: 0 of 2')).toBeInTheDocument();

    await user.click(within(summary).getByRole('button', { name: 'Continue to guest details' }));
    expect(await within(summary).findByRole('alert')).toHaveTextContent('Choose a room and plan for: Room 1 · 2 adults, Room 2 · 1 adult.');
    expect(onBook).not.toHaveBeenCalled();

    const doubleCard = await screen.findByRole('article', { name: 'Standard Double' });
    await user.click(within(doubleCard).getAllByRole('button', { name: /^Choose for room 1:/ })[0]!);
    // On to room 2, whose search is its own.
    const singleCard = await screen.findByRole('article', { name: 'Single' });
    expect(screen.getByRole('radio', { name: /Room 2 · 1 adult/ })).toBeChecked();
    // The chosen button went with room 1's offers: focus waits at the next room.
    await vi.waitFor(() => expect(screen.getByRole('radio', { name: /Room 2 · 1 adult/ })).toHaveFocus());
    await user.click(within(singleCard).getByRole('button', { name: /^Choose for room 2:/ }));
    expect(within(summary).getByText('Rooms chosen: 2 of 2')).toBeInTheDocument();
    await vi.waitFor(() => expect(within(summary).getByRole('button', { name: 'Continue to guest details' })).toHaveFocus());
    expect(within(summary).getByText('¥34,000')).toBeInTheDocument();
    expect(within(summary).queryByRole('alert')).not.toBeInTheDocument();

    // Change room 1 to breakfast: the guest is taken back to room 1's offers.
    await user.click(within(summary).getAllByRole('button', { name: 'Change' })[0]!);
    expect(screen.getByRole('radio', { name: /Room 1 · 2 adults/ })).toBeChecked();
    const again = await screen.findByRole('article', { name: 'Standard Double' });
    await user.click(within(again).getAllByRole('button', { name: /^Choose for room 1:/ })[1]!);
    expect(within(summary).getByText('¥38,000')).toBeInTheDocument();
    // Breakfast is card only and the solo plan on site only: one reservation has no way to pay both.
    expect(within(summary).getByRole('alert')).toHaveTextContent('no way to pay in common');
    await user.click(within(summary).getByRole('button', { name: 'Continue to guest details' }));
    expect(onBook).not.toHaveBeenCalled();

    // Removing room 1's choice never goes below zero; choosing room only again makes the pair payable.
    await user.click(within(summary).getAllByRole('button', { name: 'Remove' })[0]!);
    expect(within(summary).getByText('Rooms chosen: 1 of 2')).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.getByRole('radio', { name: /Room 1 · 2 adults/ })).toHaveFocus());
    const last = await screen.findByRole('article', { name: 'Standard Double' });
    await user.click(within(last).getAllByRole('button', { name: /^Choose for room 1:/ })[0]!);
    await user.click(within(summary).getByRole('button', { name: 'Continue to guest details' }));
    expect(onBook).toHaveBeenCalledWith({
      checkin: CHECKIN,
      checkout: CHECKOUT,
      adults: 2,
      isDayUse: false,
      rooms: [
        { room_type_code: 'STD-DBL', room_plan_code: 'RO', adults: 2, children: 0, kids_tiers: [] },
        { room_type_code: 'SGL', room_plan_code: 'SOLO', adults: 1, children: 0, kids_tiers: [] },
      ],
    });
    // A whole pass through the rooms is many clicks: more than the default on a busy machine.
  }, 30_000);

  it('prices rooms with the same counts but other kids tiers each with its own search', async () => {
    const tiered = JSON.stringify([
      { adults: 2, children: 1, kids_tiers: [{ code: 'A', children: 1 }] },
      { adults: 2, children: 1, kids_tiers: [{ code: 'C', children: 1 }] },
    ]);
    const fetchMock = vi.fn(async (url: string) => {
      const address = new URL(String(url));
      if (address.pathname.includes('additional_questions')) return Response.json({ additional_questions: [] });
      if (address.pathname.includes('cancellation_policies')) return Response.json({ cancellation_policies: [], no_policy_room_plan_codes: [] });
      const [room] = JSON.parse(address.searchParams.get('rooms') ?? '[]') as { kids_tiers: { code: string }[] }[];
      // A school child (tier A) costs more than an infant (tier C).
      const price = room?.kids_tiers[0]?.code === 'A' ? 30000 : 24000;
      return Response.json(someRooms([aRoom({ room_plan: [aPlan({ total_price: price })] })]));
    });
    vi.stubGlobal('fetch', fetchMock);
    const { onBook, user } = renderResults(
      `/booking/result?checkin=${CHECKIN}&checkout=${CHECKOUT}&hotel_code=sakura-tokyo&rooms=${encodeURIComponent(tiered)}`,
      {
        ...SETTINGS,
        kids_tiers: [
          { code: 'A', names: { en: 'School child' }, min_age: 6, max_age: 12 },
          { code: 'C', names: { en: 'Infant' }, min_age: 0, max_age: 2 },
        ],
      },
    );
    const summary = screen.getByRole('complementary', { name: 'Your rooms' });
    await user.click(within(await screen.findByRole('article', { name: 'Standard Double' })).getByRole('button', { name: /^Choose for room 1:/ }));
    await vi.waitFor(() => expect(screen.getByRole('radio', { name: /Room 2 · 2 adults, 1 child/ })).toBeChecked());
    // Room 2's offers come from its own search: wait for its price before choosing.
    const room2 = await screen.findByRole('article', { name: 'Standard Double' });
    await within(room2).findByText('¥24,000');
    await user.click(within(room2).getByRole('button', { name: /^Choose for room 2:/ }));

    const [first, second] = within(summary).getAllByRole('listitem');
    expect(first).toHaveTextContent('¥30,000');
    expect(second).toHaveTextContent('¥24,000');
    expect(within(summary).getByText('¥54,000')).toBeInTheDocument();
    await user.click(within(summary).getByRole('button', { name: 'Continue to guest details' }));
    expect(onBook.mock.calls[0]?.[0].rooms.map((room) => room.kids_tiers)).toEqual([[{ code: 'A', children: 1 }], [{ code: 'C', children: 1 }]]);
  });

  it('keeps the choice over a reload of the same search and clears it on request', async () => {
    answerPerRoom();
    const first = renderResults(MULTI, SETTINGS);
    const doubleCard = await screen.findByRole('article', { name: 'Standard Double' });
    await first.user.click(within(doubleCard).getAllByRole('button', { name: /^Choose for room 1:/ })[0]!);
    cleanup();
    const { user } = renderResults(MULTI, SETTINGS);
    const summary = screen.getByRole('complementary', { name: 'Your rooms' });
    expect(within(summary).getByText('Rooms chosen: 1 of 2')).toBeInTheDocument();
    await user.click(within(summary).getByRole('button', { name: 'Clear all' }));
    expect(within(summary).getByText('Rooms chosen: 0 of 2')).toBeInTheDocument();
  });
});

describe('members-only plans (issue 13)', () => {
  const MEMBERSHIP = { login_enabled: true, corporate_login_enabled: true, sign_up_enabled: true, custom_auth_token_name: null };
  const membersRoom = () =>
    someRooms([aRoom({ room_plan: [aPlan({ room_plan_code: 'STD-DBL_member-room-only', room_plan_name: 'Members room only', is_member_only: true })] })]);

  it('offers a guest member sign-in instead of a Book button the server would refuse', async () => {
    answerRooms([membersRoom()]);
    const { onBook } = renderResults(RESULTS, { membership: MEMBERSHIP });
    const room = await screen.findByRole('article', { name: 'Standard Double' });
    expect(within(room).queryByRole('button', { name: /Book/ })).not.toBeInTheDocument();
    expect(within(room).getByText("Members' rate — sign in to book")).toBeInTheDocument();
    const signIn = within(room).getByRole('link', { name: /^Sign in to book:/ });
    expect(signIn).toHaveAttribute('href', '/sign-in?urlBack=%2Fbooking%2Fresult');
    // Read with the room and plan it is for, and why: the link says which plan signing in unlocks.
    expect(signIn).toHaveAccessibleName(/Standard Double, Members room only, ¥22,000/);
    expect(signIn).toHaveAccessibleDescription("Members' rate — sign in to book");
    expect(onBook).not.toHaveBeenCalled();
  });

  it('gives no sign-in link where the brand has no member sign-in, and still no Book button', async () => {
    answerRooms([membersRoom()]);
    renderResults();
    const room = await screen.findByRole('article', { name: 'Standard Double' });
    expect(within(room).getByText("Members' rate — sign in to book")).toBeInTheDocument();
    expect(within(room).queryByRole('link', { name: /^Sign in to book:/ })).not.toBeInTheDocument();
    expect(within(room).queryByRole('button', { name: /Book/ })).not.toBeInTheDocument();
  });

  it('lets a signed-in member book the members-only plan', async () => {
    useSessionStore.setState({ userToken: 'member-token-0001' });
    answerRooms([membersRoom()]);
    const { onBook, user } = renderResults(RESULTS, { membership: MEMBERSHIP });
    const room = await screen.findByRole('article', { name: 'Standard Double' });
    expect(within(room).queryByRole('link', { name: /^Sign in to book:/ })).not.toBeInTheDocument();
    await user.click(within(room).getByRole('button', { name: /^Book:/ }));
    expect(onBook).toHaveBeenCalledOnce();
  });
});

describe('cards away from the screen (ADR 275)', () => {
  // jsdom lays nothing out: a fake Intersection Observer the test drives, and idle callbacks the test runs.
  let observed: Element[] = [];
  let reportNear: (target: Element) => void = () => undefined;
  let idle: (() => void)[] = [];

  class FakeObserver {
    constructor(callback: (entries: { target: Element; isIntersecting: boolean }[]) => void) {
      reportNear = (target) => callback([{ target, isIntersecting: true }]);
    }
    observe(target: Element): void {
      observed.push(target);
    }
    unobserve(target: Element): void {
      observed = observed.filter((element) => element !== target);
    }
    disconnect(): void {
      observed = [];
    }
  }

  beforeEach(() => {
    observed = [];
    idle = [];
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
  });

  const breakfast = (code: string) =>
    aPlan({ room_plan_code: `${code}-BB`, room_plan_name: 'Bed and breakfast', hotel_plan_code: 'H-BB', meal: 'breakfast', total_price: 26_000 });
  const fourRooms = () =>
    someRooms(
      ['One', 'Two', 'Three', 'Four'].map((name) =>
        aRoom({ room_type_code: name.toUpperCase(), room_type_name: `Room ${name}`, room_plan: [aPlan({ room_plan_code: `${name}-RO` }), breakfast(name)] }),
      ),
    );
  const card = (name: string) => screen.getByRole('article', { name: `Room ${name}` });
  const isDrawn = (name: string) => within(card(name)).queryAllByRole('button', { name: /^Book:/ }).length > 0;

  it('draws the first card at once and the others, headed as drawn, as they near the screen or on idle; a filter mounts no card again', async () => {
    answerRooms([fourRooms()]);
    const { user } = renderResults();
    await screen.findByRole('article', { name: 'Room One' });
    await waitFor(() => expect(isDrawn('One')).toBe(true));
    // A shell is the card's article with the card's heading, at the card's level, and no rates.
    for (const name of ['Two', 'Three', 'Four']) {
      expect(isDrawn(name)).toBe(false);
      expect(within(card(name)).getByRole('heading', { level: 3 })).toHaveTextContent(`Room ${name}`);
    }
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(4);
    await waitFor(() => expect(observed).toHaveLength(3));

    // Near the screen: drawn, and no longer watched.
    act(() => reportNear(card('Three')));
    await waitFor(() => expect(isDrawn('Three')).toBe(true));
    expect(observed).toHaveLength(2);
    // An idle moment draws one shell, the first in the list.
    act(() => idle.shift()?.());
    await waitFor(() => expect(isDrawn('Two')).toBe(true));
    expect(isDrawn('Four')).toBe(false);

    // A filter re-renders the drawn cards in place and leaves the shell a shell.
    const drawn = card('One');
    await user.click(screen.getByRole('button', { name: 'Breakfast' }));
    await waitFor(() => expect(within(card('One')).queryByRole('heading', { name: 'Room only' })).not.toBeInTheDocument());
    expect(card('One')).toBe(drawn);
    expect(isDrawn('Four')).toBe(false);
    act(() => idle.shift()?.());
    await waitFor(() => expect(isDrawn('Four')).toBe(true));
    expect(within(card('Four')).getByRole('heading', { name: 'Bed and breakfast' })).toBeInTheDocument();
  });

  it('draws the first results\' photo and heading first and their rates in a task after, in a place kept for them (ADR 281)', async () => {
    const rooms = fourRooms();
    const [first] = rooms.rooms;
    if (first) first.photos = ['/photos/one.svg'];
    answerRooms([rooms]);
    // What each commit put on the page, seen as it lands (the rates follow within the same await of the test).
    const commits: { photo: boolean; rates: boolean; place: boolean }[] = [];
    const watcher = new MutationObserver(() => {
      const article = document.querySelector('article');
      if (article) commits.push({ photo: article.querySelector('img') !== null, rates: article.querySelector('h4') !== null, place: article.querySelector('div[aria-hidden="true"]') !== null });
    });
    watcher.observe(document.body, { childList: true, subtree: true });
    renderResults();
    const one = await screen.findByRole('article', { name: 'Room One' });
    expect(within(one).getByRole('img', { name: 'Photo of Room One' })).toBeInTheDocument();
    await waitFor(() => expect(isDrawn('One')).toBe(true));
    watcher.disconnect();
    // The first commit with the photo had no rates yet, and kept their place.
    expect(commits.find((commit) => commit.photo)).toEqual({ photo: true, rates: false, place: true });
    await waitFor(() => expect(isDrawn('One')).toBe(true));
    expect(within(card('One')).getByRole('heading', { name: 'Bed and breakfast' })).toBeInTheDocument();
  });

  it('tabbing through the list reaches every card in order: focus in a card draws the shells beside it', async () => {
    answerRooms([fourRooms()]);
    const { user } = renderResults();
    await screen.findByRole('article', { name: 'Room One' });
    act(() => within(card('One')).getAllByRole('button', { name: /^Book:/ })[0]?.focus());
    const order: string[] = ['One'];
    for (let step = 0; step < 40 && order.at(-1) !== 'Four'; step += 1) {
      await user.tab();
      const name = document.activeElement?.closest('article')?.getAttribute('aria-labelledby');
      const heading = name ? document.getElementById(name)?.textContent?.replace('Room ', '') : undefined;
      if (heading && order.at(-1) !== heading) order.push(heading);
    }
    // Every card's Book buttons are reached, card after card; nothing filled them but focus.
    expect(order).toEqual(['One', 'Two', 'Three', 'Four']);
    expect(idle.length).toBeGreaterThan(0);
    for (const name of ['One', 'Two', 'Three', 'Four']) expect(isDrawn(name)).toBe(true);
  });
});

describe('re-filtering a large list (ADR 278)', () => {
  const MEMBERSHIP = { login_enabled: true, corporate_login_enabled: true, sign_up_enabled: true, custom_auth_token_name: null };

  /** As the app's route hands it: the sign-in link returns to the page's address, so a filter chip changes it. */
  function RoutedResults({ policyHref }: { policyHref: (code: string) => string }) {
    const { pathname, search } = useLocation();
    return <ResultsPage onBook={vi.fn()} otherHotelsHref="/facilities" policyHref={policyHref} signInHref={`/sign-in?urlBack=${encodeURIComponent(pathname + search)}`} />;
  }

  it('draws again only the rows whose rates or links a filter changed; a members-only row follows the new address', async () => {
    answerRooms([
      someRooms([
        aRoom({
          room_plan: [
            aPlan(),
            aPlan({ room_plan_code: 'BB', room_plan_name: 'Bed and breakfast', hotel_plan_code: 'H-BB', meal: 'breakfast', total_price: 26_000 }),
          ],
        }),
        aRoom({
          room_type_code: 'STE',
          room_type_name: 'Suite',
          room_plan: [aPlan({ room_plan_code: 'MB', room_plan_name: 'Members breakfast', hotel_plan_code: 'H-MB', meal: 'breakfast', total_price: 40_000, is_member_only: true })],
        }),
        aRoom({
          room_type_code: 'TWN',
          room_type_name: 'Twin',
          room_plan: [aPlan({ room_plan_code: 'TWN-BB', room_plan_name: 'Twin breakfast', hotel_plan_code: 'H-BB', meal: 'breakfast', total_price: 30_000 })],
        }),
      ]),
    ]);
    // A row words its policy link's address as it renders: the calls per rate count the row's renders.
    const policyHref = vi.fn((code: string) => `/cancellation-policy?room_plan_codes=${code}`);
    const router = createMemoryRouter([{ path: '/booking/result', element: <RoutedResults policyHref={policyHref} /> }], { initialEntries: [RESULTS] });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <HotelSettingsProvider settings={someSettings({ membership: MEMBERSHIP })}>
          <RouterProvider router={router} />
        </HotelSettingsProvider>
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    const double = await screen.findByRole('article', { name: 'Standard Double' });
    await within(double).findByRole('heading', { name: 'Room only' });
    // Settled: the rates' policies are in (they change what a card picks, and so draw it once more).
    await waitFor(() => expect(screen.getByRole('button', { name: 'Breakfast' })).toBeEnabled());
    await act(() => new Promise((done) => setTimeout(done, 50)));
    const renders = (code: string) => policyHref.mock.calls.filter(([called]) => called === code).length;
    const before = { BB: renders('BB'), MB: renders('MB'), 'TWN-BB': renders('TWN-BB') };

    await user.click(screen.getByRole('button', { name: 'Breakfast' }));
    await waitFor(() => expect(within(double).queryByRole('heading', { name: 'Room only' })).not.toBeInTheDocument());
    expect(within(double).getByRole('heading', { name: 'Bed and breakfast' })).toBeVisible();
    // The kept breakfast rate of the changed card, and the whole card whose rates the filter left, are not drawn again.
    expect(renders('BB')).toBe(before.BB);
    expect(renders('TWN-BB')).toBe(before['TWN-BB']);
    // The members-only row is, in a card the filter left whole: its sign-in link returns to the filtered address.
    expect(renders('MB')).toBeGreaterThan(before.MB);
    expect(within(screen.getByRole('article', { name: 'Suite' })).getByRole('link', { name: /^Sign in to book:/ }).getAttribute('href')).toContain(encodeURIComponent('filter=breakfast'));
  });
});

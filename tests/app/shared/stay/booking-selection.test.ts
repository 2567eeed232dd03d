import { describe, expect, it } from 'vitest';
import { paths } from '#app/app/paths.ts';
import { planTerms, readBookingSelection, resultsSearch } from '#app/shared/stay/booking-selection.ts';
import { reservationRequest } from '#app/features/checkout/utils/reservation-request.ts';

const ROOM = { room_type_code: 'deluxe-twin', room_plan_code: 'deluxe-twin_day-use-5h', adults: 2, children: 0, kids_tiers: [] };
const STAY = { checkin: '2030-04-10', checkout: '2030-04-11', adults: 2, rooms: [ROOM] };
const BOOKER = { first_name: 'Hanako', last_name: 'Yamada', email: 'hanako@example.com', phone: '+81312345678' };

function roundTrip(path: string) {
  const url = new URL(path, 'https://app.example');
  expect(url.pathname).toBe(paths.guestDetail.path);
  return readBookingSelection(url.searchParams, 4);
}

describe('guest detail address', () => {
  it('carries a day-use selection through the address and back', () => {
    const path = paths.guestDetail.build({ ...STAY, isDayUse: true });
    expect(new URL(path, 'https://app.example').searchParams.get('is_day_use')).toBe('true');
    expect(roundTrip(path)).toEqual({ ...STAY, isDayUse: true });
  });

  it('reads an overnight selection back as not day use, without the parameter in its address', () => {
    const path = paths.guestDetail.build({ ...STAY, isDayUse: false });
    expect(path).not.toContain('is_day_use');
    expect(roundTrip(path)).toEqual({ ...STAY, isDayUse: false });
  });
});

describe('several rooms in the address', () => {
  const family = { room_type_code: 'family', room_plan_code: 'family_breakfast', adults: 2, children: 2, kids_tiers: [{ code: 'A' as const, children: 2 }] };
  const single = { room_type_code: 'single', room_plan_code: 'single_room-only', adults: 1, children: 0, kids_tiers: [], kids_ages: [] };

  it('carries every room, in order, with its own guests', () => {
    const path = paths.guestDetail.build({ ...STAY, rooms: [ROOM, family, single], isDayUse: false });
    expect(roundTrip(path)).toEqual({ ...STAY, rooms: [ROOM, family, single], isDayUse: false });
  });

  it('leads back to the same search of several rooms, with the guests and ages of each room', () => {
    const aged = { ...single, adults: 2, children: 2, kids_ages: [4, 9] };
    const back = new URL(paths.results.build({ ...STAY, rooms: [ROOM, aged] }), 'https://app.example').searchParams;
    expect(JSON.parse(back.get('rooms') ?? '')).toEqual([
      { adults: 2, children: 0, kids_tiers: [] },
      { adults: 2, children: 2, kids_tiers: [] },
    ]);
    expect(JSON.parse(back.get('kids_ages') ?? '')).toEqual([[], [4, 9]]);
    expect(back.get('selections')).toBeNull();
  });

  it('reads a link of one room type and plan (from before multi-room) as one room without children', () => {
    const query = new URLSearchParams('checkin=2030-04-10&checkout=2030-04-11&adults=3&room_type_code=twin&room_plan_code=twin_ro');
    expect(readBookingSelection(query, 4)?.rooms).toEqual([{ room_type_code: 'twin', room_plan_code: 'twin_ro', adults: 3, children: 0, kids_tiers: [] }]);
  });

  it.each([
    ['malformed JSON', '[{'],
    ['no room', '[]'],
    ['a room without a plan', JSON.stringify([{ room_type_code: 'twin', adults: 2 }])],
    ['more adults than a room takes', JSON.stringify([{ room_type_code: 'twin', room_plan_code: 'twin_ro', adults: 5 }])],
  ])('refuses %s', (_case, selections) => {
    const query = new URLSearchParams({ checkin: '2030-04-10', checkout: '2030-04-11', adults: '2', selections });
    expect(readBookingSelection(query, 4)).toBeNull();
  });
});

describe('day-use reservation request', () => {
  it('books the check-in day alone, marked as day use', () => {
    const request = reservationRequest({ selection: { ...STAY, isDayUse: true }, booker: BOOKER, locale: 'en', payment: { type: 'on_site' }, expectedTotal: 9000 });
    expect(request).toMatchObject({ checkin: STAY.checkin, checkout: STAY.checkin, is_day_use: true });
  });

  it('leaves an overnight request as it was', () => {
    const request = reservationRequest({ selection: { ...STAY, isDayUse: false }, booker: BOOKER, locale: 'en', payment: { type: 'on_site' }, expectedTotal: 9000 });
    expect(request).toMatchObject({ checkin: STAY.checkin, checkout: STAY.checkout });
    expect(request).not.toHaveProperty('is_day_use');
  });

  it('keeps the whole search the rooms were chosen in, without the keys in-app links add themselves', () => {
    const results = new URLSearchParams({
      hotel_code: 'sakura-tokyo',
      locale: 'en',
      checkin: STAY.checkin,
      checkout: STAY.checkout,
      rooms: JSON.stringify([{ adults: 2 }, { adults: 1 }]),
      order: 'price_high_to_low',
      filter: 'breakfast',
      view: 'plan',
      is_day_use: 'true',
    });
    const search = resultsSearch(results);
    expect(new URLSearchParams(search)).toEqual(new URLSearchParams({ checkin: STAY.checkin, checkout: STAY.checkout, rooms: results.get('rooms') ?? '', order: 'price_high_to_low', filter: 'breakfast', view: 'plan', is_day_use: 'true' }));
    expect(roundTrip(paths.guestDetail.build({ ...STAY, search }))).toEqual({ ...STAY, isDayUse: false, search });
    // Nothing to keep, or more than any search writes: the way back is the stay's own results.
    expect(resultsSearch(new URLSearchParams({ hotel_code: 'sakura-tokyo' }))).toBeUndefined();
    expect(resultsSearch(new URLSearchParams({ filter: 'x'.repeat(3_000) }))).toBeUndefined();
  });
});

describe('planTerms', () => {
  it('carries the search\'s secret or voucher mode and promo code to the price call and the booking (ADR 193)', () => {
    const selection = { ...STAY, search: 'mode=secret&promo_code=%20SAKURA2026%20&order=recommended' };
    expect(planTerms(selection)).toEqual({ mode: 'secret', promo_code: 'SAKURA2026' });
    const body = reservationRequest({ selection, booker: BOOKER, locale: 'en', payment: { type: 'on_site' }, expectedTotal: 1 });
    expect(body).toMatchObject({ mode: 'secret', promo_code: 'SAKURA2026' });
  });

  it('sends no terms for a plain search or a mode the app does not know', () => {
    expect(planTerms({ ...STAY, search: 'mode=admin&promo_code=' })).toEqual({});
    expect(planTerms(STAY)).toEqual({});
  });
});

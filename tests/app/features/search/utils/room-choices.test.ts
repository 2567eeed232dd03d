import { describe, expect, it } from 'vitest';
import type { SelectedRoom } from '#domain/entities/selected-room.ts';
import { addSelectedRoom, assignSelectedRooms } from '#domain/rules/selected-rooms.ts';
import {
  canChooseOffer,
  choicesSharePayment,
  offerInfoFor,
  offerKey,
  roomOccupancies,
  roomsChoice,
  selectedRoomFor,
  type OfferInfos,
} from '#app/features/search/utils/room-choices.ts';
import { resolveCriteria, type SearchCriteriaState } from '#app/features/search/utils/search-criteria.ts';
import { aPlan, aRoom, someSettings } from '../../../factories';

const STAY = { checkin: '2030-04-10', checkout: '2030-04-12' };
const criteria: SearchCriteriaState = resolveCriteria(
  { ...STAY, rooms: [{ adults: 2, tiers: { A: 1 }, ages: [] }, { adults: 1, tiers: {}, ages: [] }] },
  someSettings({ multi_rooms_search_enabled: true, multi_rooms_search_limit: 3 }),
  '2030-04-01',
);
const rooms = [
  { adults: 2, children: 1 },
  { adults: 1, children: 0 },
];

const twin = aRoom({ room_type_code: 'TWN', room_type_name: 'Twin', room_count: 1 });
const roomOnly = aPlan({ room_plan_code: 'TWN_RO', payment_method: [{ code: 'on_site' }, { code: 'credit_card' }], price_after_discount: { sign_in: 18000, non_sign_in: 20000 } });
const solo = aPlan({ room_plan_code: 'TWN_SOLO', payment_method: [{ code: 'on_site' }], sale_limit: 1 });
const prepaid = aPlan({ room_plan_code: 'TWN_PRE', payment_method: [{ code: 'credit_card' }] });

function chosen(entries: [plan: typeof roomOnly, forRoom: number][]): { selected: SelectedRoom[]; offers: OfferInfos } {
  let selected: SelectedRoom[] = [];
  const offers: OfferInfos = {};
  for (const [plan, forRoom] of entries) {
    const entry = selectedRoomFor(twin, plan, rooms[forRoom] ?? rooms[0]!, 'rooms');
    selected = addSelectedRoom(selected, entry);
    offers[offerKey(entry)] = offerInfoFor({ ...twin, room_count: 5 }, plan, STAY);
  }
  return { selected, offers };
}

describe('a room offer as a selected room', () => {
  it('carries the room guests and the price a guest who is not signed in pays', () => {
    expect(selectedRoomFor(twin, roomOnly, rooms[0]!, 'plans')).toEqual({
      roomTypeCode: 'TWN',
      roomPlanCode: 'TWN_RO',
      numberOfAdults: 2,
      numberOfChildren: 1,
      type: 'plans',
      salePrice: 20000,
      tax: 2000,
    });
    expect(selectedRoomFor(twin, solo, rooms[1]!, 'rooms').salePrice).toBe(22000);
  });
});

describe('the guests of each searched room', () => {
  it('carry the kids tiers that price the children, and their ages where the hotel asks for ages', () => {
    expect(roomOccupancies(criteria, 'tiers')).toEqual([
      { adults: 2, children: 1, kidsTiers: [{ code: 'A', children: 1 }] },
      { adults: 1, children: 0 },
    ]);
    const aged = { rooms: [{ adults: 2, tiers: {}, ages: [4, 9] }, { adults: 2, tiers: {}, ages: [] }] };
    expect(roomOccupancies(aged, 'ages')).toEqual([{ adults: 2, children: 2, kidsAges: [4, 9] }, { adults: 2, children: 0 }]);
  });

  it('go into the selected room, so rooms priced by other tiers keep their own entry', () => {
    const [tierA] = roomOccupancies(criteria, 'tiers');
    const forA = selectedRoomFor(twin, roomOnly, tierA!, 'rooms');
    expect(forA).toMatchObject({ numberOfChildren: 1, kidsTiers: [{ code: 'A', children: 1 }] });
    const forC = selectedRoomFor(twin, roomOnly, { adults: 2, children: 1, kidsTiers: [{ code: 'C', children: 1 }] }, 'rooms');
    expect(addSelectedRoom(addSelectedRoom([], forA), forC)).toHaveLength(2);
  });
});

describe('what can be chosen for a room', () => {
  const candidate = (plan: typeof roomOnly, roomCount = 5, stay = STAY) => ({
    roomTypeCode: 'TWN',
    roomPlanCode: plan.room_plan_code,
    info: offerInfoFor({ ...twin, room_count: roomCount }, plan, stay),
  });

  it('counts the other rooms choices against the free rooms of the type and the plan sale limit', () => {
    const { selected, offers } = chosen([[solo, 1]]);
    expect(canChooseOffer(rooms, selected, offers, 0, candidate(roomOnly, 2))).toBe(true);
    // One room of the type left, and room 2 already has it.
    expect(canChooseOffer(rooms, selected, offers, 0, candidate(roomOnly, 1))).toBe(false);
    // The solo plan sells one room at a time, and room 2 has it.
    expect(canChooseOffer(rooms, selected, offers, 0, candidate(solo))).toBe(false);
  });

  it('lets a room change its own choice: its current one does not count', () => {
    const { selected, offers } = chosen([[solo, 1]]);
    expect(canChooseOffer(rooms, selected, offers, 1, candidate(solo, 1))).toBe(true);
  });

  it('keeps every room of a reservation on one stay', () => {
    const { selected, offers } = chosen([[solo, 1]]);
    expect(canChooseOffer(rooms, selected, offers, 0, candidate(roomOnly, 5, { checkin: '2030-04-11', checkout: '2030-04-13' }))).toBe(false);
  });
});

describe('one way to pay for every room', () => {
  it('holds while the chosen plans share a payment method', () => {
    const shared = chosen([[roomOnly, 0], [solo, 1]]);
    expect(choicesSharePayment(assignSelectedRooms(rooms, shared.selected), shared.offers, 'JPY')).toBe(true);
    const apart = chosen([[prepaid, 0], [solo, 1]]);
    expect(choicesSharePayment(assignSelectedRooms(rooms, apart.selected), apart.offers, 'JPY')).toBe(false);
    expect(choicesSharePayment([null, null], {}, 'JPY')).toBe(true);
  });
});

describe('the hand-off to guest detail', () => {
  it('books every room with its own guests and kids tiers, for the choices stay', () => {
    const { selected, offers } = chosen([[roomOnly, 0], [solo, 1]]);
    expect(roomsChoice(criteria, 'tiers', assignSelectedRooms(rooms, selected), offers)).toEqual({
      ...STAY,
      adults: 2,
      isDayUse: false,
      rooms: [
        { room_type_code: 'TWN', room_plan_code: 'TWN_RO', adults: 2, children: 1, kids_tiers: [{ code: 'A', children: 1 }] },
        { room_type_code: 'TWN', room_plan_code: 'TWN_SOLO', adults: 1, children: 0, kids_tiers: [] },
      ],
    });
  });

  it('hands over how many children share an adult\'s bed, where the search said so', () => {
    const { selected, offers } = chosen([[roomOnly, 0], [solo, 1]]);
    const sharing: SearchCriteriaState = { ...criteria, rooms: criteria.rooms.map((room, i) => (i === 0 ? { ...room, sharedBed: 1 } : room)) };
    expect(roomsChoice(sharing, 'tiers', assignSelectedRooms(rooms, selected), offers)?.rooms).toEqual([
      { room_type_code: 'TWN', room_plan_code: 'TWN_RO', adults: 2, children: 1, kids_tiers: [{ code: 'A', children: 1 }], shared_bed_children: 1 },
      { room_type_code: 'TWN', room_plan_code: 'TWN_SOLO', adults: 1, children: 0, kids_tiers: [] },
    ]);
  });

  it('is not ready while a room has no choice', () => {
    const { selected, offers } = chosen([[roomOnly, 0]]);
    expect(roomsChoice(criteria, 'tiers', assignSelectedRooms(rooms, selected), offers)).toBeNull();
  });
});

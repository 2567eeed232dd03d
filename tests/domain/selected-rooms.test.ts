import { describe, expect, it } from 'vitest';
import type { SelectedRoom } from '#domain/entities/selected-room.ts';
import {
  addSelectedRoom,
  assignSelectedRooms,
  clearSelectedRooms,
  decreaseSelectedRoom,
  roomsStillToChoose,
  selectionSummary,
  setSelectedRoom,
} from '#domain/rules/selected-rooms.ts';

const room = (overrides: Partial<SelectedRoom> = {}): SelectedRoom => ({
  roomTypeCode: 'twin',
  roomPlanCode: 'twin_room-only',
  numberOfAdults: 2,
  numberOfChildren: 0,
  quantity: 1,
  type: 'rooms',
  salePrice: 10_800,
  tax: 800,
  ...overrides,
});

describe('selected rooms', () => {
  it('replaces the entry with the same room type, plan, adults, children and type', () => {
    const next = setSelectedRoom([room(), room({ roomPlanCode: 'twin_breakfast' })], room({ quantity: 3 }));
    expect(next).toHaveLength(2);
    expect(next[0]?.quantity).toBe(3);
    expect(next[1]?.roomPlanCode).toBe('twin_breakfast');
  });

  it.each([
    ['room type', { roomTypeCode: 'suite' }],
    ['plan', { roomPlanCode: 'twin_breakfast' }],
    ['adults', { numberOfAdults: 1 }],
    ['children', { numberOfChildren: 1 }],
    ['type', { type: 'plans' as const }],
  ])('adds an entry that differs by %s', (_, change) => {
    expect(setSelectedRoom([room()], room({ ...change, quantity: 2 }))).toHaveLength(2);
  });

  it.each([
    ['kids tier', { kidsTiers: [{ code: 'C' as const, children: 1 }] }],
    ['kids age', { kidsAges: [10] }],
  ])('adds an entry for the same counts that differs by %s', (_, change) => {
    const withChild = room({ numberOfChildren: 1, kidsTiers: [{ code: 'A', children: 1 }], kidsAges: [1] });
    expect(setSelectedRoom([withChild], { ...withChild, ...change, quantity: 2 })).toHaveLength(2);
  });

  it('matches the same children however the search listed them', () => {
    const tiers = room({ numberOfChildren: 3, kidsTiers: [{ code: 'A', children: 1 }, { code: 'C', children: 2 }] });
    const reordered = room({ numberOfChildren: 3, kidsTiers: [{ code: 'C', children: 2 }, { code: 'B', children: 0 }, { code: 'A', children: 1 }], quantity: 2 });
    expect(setSelectedRoom([tiers], reordered)).toEqual([reordered]);
    const ages = room({ numberOfChildren: 2, kidsAges: [9, 4] });
    expect(setSelectedRoom([ages], room({ numberOfChildren: 2, kidsAges: [4, 9], quantity: 2 }))).toHaveLength(1);
    // No tiers and an empty list of them are the same children.
    expect(setSelectedRoom([room()], room({ kidsTiers: [], quantity: 2 }))).toHaveLength(1);
  });

  it('decreases by one and never below zero, leaving other entries alone', () => {
    const list = [room({ quantity: 1 }), room({ roomTypeCode: 'suite', quantity: 2 })];
    const once = decreaseSelectedRoom(list, room());
    expect(once.map((r) => r.quantity)).toEqual([0, 2]);
    expect(decreaseSelectedRoom(once, room()).map((r) => r.quantity)).toEqual([0, 2]);
  });

  it('clears everything', () => {
    expect(clearSelectedRooms()).toEqual([]);
  });

  it('sums rooms and prices across entries by quantity', () => {
    expect(selectionSummary([room({ quantity: 2 }), room({ roomTypeCode: 'suite', salePrice: 30_000, tax: 2_000 })])).toEqual({
      rooms: 3,
      total: 51_600,
      tax: 3_600,
    });
  });
});

describe('choosing across several rooms', () => {
  // Two rooms of 2 adults and one of 1 adult.
  const rooms = [
    { adults: 2, children: 0 },
    { adults: 1, children: 0 },
    { adults: 2, children: 0 },
  ];
  const single = (overrides: Partial<SelectedRoom> = {}) => room({ numberOfAdults: 1, roomPlanCode: 'twin_solo', ...overrides });

  it('adds one room to the matching entry, or a new entry of one', () => {
    const once = addSelectedRoom([], room());
    expect(once).toEqual([room({ quantity: 1 })]);
    const twice = addSelectedRoom(once, room());
    expect(twice).toEqual([room({ quantity: 2 })]);
    expect(addSelectedRoom(twice, single())).toHaveLength(2);
  });

  it('gives each entry to the rooms with its guests, in room order', () => {
    const selected = [room({ quantity: 2 }), single()];
    expect(assignSelectedRooms(rooms, selected).map((entry) => entry?.roomPlanCode ?? null)).toEqual(['twin_room-only', 'twin_solo', 'twin_room-only']);
    expect(roomsStillToChoose(rooms, selected)).toEqual([]);
  });

  it('names the rooms still without a choice, and never assigns more rooms than an entry has', () => {
    expect(roomsStillToChoose(rooms, [])).toEqual([0, 1, 2]);
    expect(roomsStillToChoose(rooms, [room()])).toEqual([1, 2]);
    // An entry decreased to zero keeps its place in the list but holds no room.
    expect(roomsStillToChoose(rooms, [room({ quantity: 0 }), single()])).toEqual([0, 2]);
    // Three rooms of 2 adults chosen for two such rooms: the third has nowhere to go.
    expect(assignSelectedRooms(rooms, [room({ quantity: 3 })]).filter(Boolean)).toHaveLength(2);
  });

  it('does not give a room an entry for other guests', () => {
    expect(roomsStillToChoose(rooms, [single({ quantity: 2 })])).toEqual([0, 2]);
    expect(roomsStillToChoose(rooms, [room({ numberOfChildren: 1 })])).toEqual([0, 1, 2]);
  });

  it('gives rooms with the same counts but other kids tiers or ages each its own entry and price', () => {
    const tierA = { adults: 2, children: 1, kidsTiers: [{ code: 'A' as const, children: 1 }] };
    const tierC = { adults: 2, children: 1, kidsTiers: [{ code: 'C' as const, children: 1 }] };
    const forA = room({ numberOfChildren: 1, kidsTiers: tierA.kidsTiers, salePrice: 15_000 });
    const forC = room({ numberOfChildren: 1, kidsTiers: tierC.kidsTiers, salePrice: 11_000 });
    const selected = addSelectedRoom(addSelectedRoom([], forC), forA);
    expect(selected).toHaveLength(2);
    expect(assignSelectedRooms([tierA, tierC], selected).map((entry) => entry?.salePrice)).toEqual([15_000, 11_000]);
    expect(selectionSummary(selected).total).toBe(26_000);
    // A room's own tiers only: the tier C entry is no choice for a second tier A room.
    expect(roomsStillToChoose([tierA, tierA], selected)).toEqual([1]);

    const aged = (age: number) => ({ adults: 2, children: 1, kidsAges: [age] });
    const forOne = room({ numberOfChildren: 1, kidsAges: [1] });
    expect(assignSelectedRooms([aged(10), aged(1)], [forOne]).map((entry) => entry?.kidsAges ?? null)).toEqual([null, [1]]);
  });

  it('sums the summary over the rooms chosen', () => {
    const selected = decreaseSelectedRoom(addSelectedRoom(addSelectedRoom([single()], room()), room()), single());
    expect(selectionSummary(selected)).toEqual({ rooms: 2, total: 21_600, tax: 1_600 });
  });
});

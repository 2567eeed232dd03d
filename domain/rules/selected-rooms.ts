import type { KidsTierCode } from '../constants/value-sets';
import type { SelectedRoom } from '../entities/selected-room';

type Key = Pick<
  SelectedRoom,
  'roomTypeCode' | 'roomPlanCode' | 'numberOfAdults' | 'numberOfChildren' | 'kidsTiers' | 'kidsAges' | 'type'
>;

/**
 * A searched room's guests, which is all a selected room knows of the room it was chosen for. Children's kids tiers
 * and ages are part of it because they price the room: equal counts with other tiers or ages cost differently.
 */
export type RoomOccupancy = {
  adults: number;
  children: number;
  kidsTiers?: readonly { code: KidsTierCode; children: number }[] | undefined;
  kidsAges?: readonly number[] | undefined;
};

function occupancyOf(entry: Key): RoomOccupancy {
  return { adults: entry.numberOfAdults, children: entry.numberOfChildren, kidsTiers: entry.kidsTiers, kidsAges: entry.kidsAges };
}

/** The children as one comparable text: tiers by code without empty ones, ages in order, as a search may list either. */
function childrenKey({ kidsTiers = [], kidsAges = [] }: RoomOccupancy): string {
  const tiers = kidsTiers.filter((tier) => tier.children > 0).map((tier) => `${tier.code}:${tier.children}`).sort();
  return `${tiers.join(',')}|${kidsAges.toSorted((a, b) => a - b).join(',')}`;
}

/** The same guests: adults, children, and the children's kids tiers and ages where the search gave them. */
function isSameOccupancy(a: RoomOccupancy, b: RoomOccupancy): boolean {
  return a.adults === b.adults && a.children === b.children && childrenKey(a) === childrenKey(b);
}

/**
 * The same entry: same room type, plan, guests and view type (document 1's key, with the children's tiers and ages
 * added to its adults and children so that rooms priced differently keep their own entry and price).
 */
export function isSameSelection(a: Key, b: Key): boolean {
  return (
    a.roomTypeCode === b.roomTypeCode &&
    a.roomPlanCode === b.roomPlanCode &&
    a.type === b.type &&
    isSameOccupancy(occupancyOf(a), occupancyOf(b))
  );
}

/** "Setting a count replaces the matching entry or adds one." */
export function setSelectedRoom(selected: readonly SelectedRoom[], entry: SelectedRoom): SelectedRoom[] {
  const index = selected.findIndex((room) => isSameSelection(room, entry));
  if (index === -1) return [...selected, entry];
  return selected.map((room, i) => (i === index ? entry : room));
}

/** "Decreasing lowers the quantity by one and never below zero." Unknown entries leave the list as it was. */
export function decreaseSelectedRoom(selected: readonly SelectedRoom[], key: Key): SelectedRoom[] {
  return selected.map((room) => (isSameSelection(room, key) ? { ...room, quantity: Math.max(0, room.quantity - 1) } : room));
}

/** "Clearing empties all." */
export function clearSelectedRooms(): SelectedRoom[] {
  return [];
}

/** The summary across rooms: how many rooms and their price (tax included), counting quantities. */
export function selectionSummary(selected: readonly SelectedRoom[]): { rooms: number; total: number; tax: number } {
  return selected.reduce(
    (sum, room) => ({
      rooms: sum.rooms + room.quantity,
      total: sum.total + room.salePrice * room.quantity,
      tax: sum.tax + room.tax * room.quantity,
    }),
    { rooms: 0, total: 0, tax: 0 },
  );
}

/** Choosing an offer for one more room: the matching entry's quantity goes up by one, or a new entry of one. */
export function addSelectedRoom(selected: readonly SelectedRoom[], entry: Omit<SelectedRoom, 'quantity'>): SelectedRoom[] {
  const current = selected.find((room) => isSameSelection(room, entry));
  return setSelectedRoom(selected, { ...entry, quantity: (current?.quantity ?? 0) + 1 });
}

/**
 * The entry each searched room has, in room order; null where none is chosen yet. Rooms with the same guests
 * (isSameOccupancy) are interchangeable (the selected room's key has nothing else of them), so each entry fills its
 * quantity of the first open rooms with its guests. Quantity beyond those rooms is not assigned.
 */
export function assignSelectedRooms(rooms: readonly RoomOccupancy[], selected: readonly SelectedRoom[]): (SelectedRoom | null)[] {
  const assigned: (SelectedRoom | null)[] = rooms.map(() => null);
  for (const entry of selected) {
    let left = entry.quantity;
    rooms.forEach((room, i) => {
      if (left > 0 && assigned[i] === null && isSameOccupancy(room, occupancyOf(entry))) {
        assigned[i] = entry;
        left -= 1;
      }
    });
  }
  return assigned;
}

/** The searched rooms (their indexes) still without a choice: going on needs none left. */
export function roomsStillToChoose(rooms: readonly RoomOccupancy[], selected: readonly SelectedRoom[]): number[] {
  return assignSelectedRooms(rooms, selected).flatMap((entry, i) => (entry === null ? [i] : []));
}

import type { SelectedRoom } from '../entities/selected-room';

type Key = Pick<SelectedRoom, 'roomTypeCode' | 'roomPlanCode' | 'numberOfAdults' | 'numberOfChildren' | 'type'>;

/** The same entry: same room type, plan, adults, children and view type. */
export function isSameSelection(a: Key, b: Key): boolean {
  return (
    a.roomTypeCode === b.roomTypeCode &&
    a.roomPlanCode === b.roomPlanCode &&
    a.numberOfAdults === b.numberOfAdults &&
    a.numberOfChildren === b.numberOfChildren &&
    a.type === b.type
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

/** A searched room's guests, which is all a selected room knows of the room it was chosen for. */
export type RoomOccupancy = { adults: number; children: number };

/**
 * The entry each searched room has, in room order; null where none is chosen yet. Rooms with the same adults and
 * children are interchangeable (the selected room's key has nothing else of them), so each entry fills its
 * quantity of the first open rooms with its guests. Quantity beyond those rooms is not assigned.
 */
export function assignSelectedRooms(rooms: readonly RoomOccupancy[], selected: readonly SelectedRoom[]): (SelectedRoom | null)[] {
  const assigned: (SelectedRoom | null)[] = rooms.map(() => null);
  for (const entry of selected) {
    let left = entry.quantity;
    rooms.forEach((room, i) => {
      if (left > 0 && assigned[i] === null && room.adults === entry.numberOfAdults && room.children === entry.numberOfChildren) {
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

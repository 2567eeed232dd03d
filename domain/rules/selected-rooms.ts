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

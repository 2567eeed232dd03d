import { describe, expect, it } from 'vitest';
import type { SelectedRoom } from '../../domain/entities/selected-room';
import { clearSelectedRooms, decreaseSelectedRoom, selectionSummary, setSelectedRoom } from '../../domain/rules/selected-rooms';

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

import { describe, expect, it } from 'vitest';
import { UNLIMITED_INVENTORY } from '#domain/constants/limits.ts';
import { availabilityDisplay, bookableCount } from '#domain/rules/availability-threshold.ts';

describe('availability by threshold', () => {
  it.each([
    [0, { kind: 'fully_booked' }],
    [-1, { kind: 'fully_booked' }],
    [1, { kind: 'few', left: 1 }],
    [3, { kind: 'few', left: 3 }],
    [4, { kind: 'plenty', atLeast: 3 }],
    [UNLIMITED_INVENTORY, { kind: 'plenty', atLeast: 3 }],
  ])('%i rooms with N = 3', (available, expected) => {
    expect(availabilityDisplay(available, 3)).toEqual(expected);
  });

  it('treats unlimited inventory as plenty even with a huge threshold', () => {
    expect(availabilityDisplay(UNLIMITED_INVENTORY, UNLIMITED_INVENTORY).kind).toBe('plenty');
  });

  it('counts what one plan can sell as the tightest of room count, sale limit and stock', () => {
    expect(bookableCount(10, { sale_limit: 3, plan_stock_count: 5 })).toBe(3);
    expect(bookableCount(2, { sale_limit: 3, plan_stock_count: 5 })).toBe(2);
    expect(bookableCount(10, { sale_limit: 3, plan_stock_count: 0 })).toBe(0);
  });
});

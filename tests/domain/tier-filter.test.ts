import { describe, expect, it } from 'vitest';
import { filterPlansForTierMode, filterRoomsForTierMode, planFitsRequest, tierFilterApplies } from '#domain/rules/tier-filter.ts';

const plan = (code: string, sale_limit: number, plan_stock_count: number) => ({ code, sale_limit, plan_stock_count });
const rooms = [
  { code: 'twin', room_count: 3, room_plan: [plan('a', 5, 5), plan('b', 1, 5), plan('c', 5, 2)] },
  { code: 'suite', room_count: 1, room_plan: [plan('d', 5, 5)] },
];
const base = { requestedRoomCount: 2, isIncludingOccupied: false, isUndated: false, mode: undefined };

describe('the tier-mode filtering rule', () => {
  it('keeps a plan only when the room count is within min(sale limit, stock) and the room type count', () => {
    expect(planFitsRequest({ room_count: 3 }, plan('x', 2, 5), 2)).toBe(true);
    expect(planFitsRequest({ room_count: 3 }, plan('x', 1, 5), 2)).toBe(false);
    expect(planFitsRequest({ room_count: 3 }, plan('x', 5, 1), 2)).toBe(false);
    expect(planFitsRequest({ room_count: 1 }, plan('x', 5, 5), 2)).toBe(false);
  });

  it('drops plans that do not fit, then room types left empty', () => {
    const kept = filterRoomsForTierMode(rooms, base);
    expect(kept.map((room) => room.code)).toEqual(['twin']);
    expect(kept[0]?.room_plan.map((p) => p.code)).toEqual(['a', 'c']);
  });

  it.each([
    ['including occupied', { isIncludingOccupied: true }],
    ['undated', { isUndated: true }],
    ['voucher mode', { mode: 'voucher' as const }],
  ])('does not apply when %s', (_, change) => {
    expect(tierFilterApplies({ ...base, ...change })).toBe(false);
    expect(filterRoomsForTierMode(rooms, { ...base, ...change })).toEqual(rooms);
  });

  it('applies in secret mode', () => {
    expect(tierFilterApplies({ ...base, mode: 'secret' })).toBe(true);
  });

  it('filters the plans view the same way and drops plans left without rooms', () => {
    const plans = [
      { code: 'p1', rooms: [{ room_count: 1, room_plan: [plan('x', 5, 5)] }, { room_count: 4, room_plan: [plan('y', 3, 3)] }] },
      { code: 'p2', rooms: [{ room_count: 1, room_plan: [plan('z', 5, 5)] }] },
    ];
    const kept = filterPlansForTierMode(plans, base);
    expect(kept.map((p) => p.code)).toEqual(['p1']);
    expect(kept[0]?.rooms).toHaveLength(1);
  });
});

import { describe, expect, it } from 'vitest';
import { hasPaymentPromotion, visiblePlans, visibleRooms, type VisibleContext } from '#app/features/search/utils/visible-results.ts';
import { aPlan, aRoom } from '../../../factories';

const context: VisibleContext = { requestedRoomCount: 2, isIncludingOccupied: false, isUndated: false, mode: undefined, filter: [] };

const rooms = [
  aRoom({ room_count: 5, room_plan: [aPlan({ room_plan_code: 'fits' }), aPlan({ room_plan_code: 'limit-1', sale_limit: 1 })] }),
  aRoom({ room_type_code: 'ONE', room_count: 1, room_plan: [aPlan({ room_plan_code: 'one-left' })] }),
];

describe('visible results', () => {
  it('keeps only offers that can sell every room asked for (tier-mode rule) and drops emptied rooms', () => {
    const shown = visibleRooms({ rooms }, context);
    expect(shown.map((room) => room.room_plan.map((plan) => plan.room_plan_code))).toEqual([['fits']]);
  });

  it('does not apply the tier-mode rule to undated or voucher searches, nor when sold-out offers are wanted', () => {
    expect(visibleRooms({ rooms }, { ...context, isUndated: true })).toHaveLength(2);
    expect(visibleRooms({ rooms }, { ...context, mode: 'voucher' })).toHaveLength(2);
    expect(visibleRooms({ rooms: [...rooms, aRoom({ room_count: 0 })] }, { ...context, isIncludingOccupied: true })).toHaveLength(3);
  });

  it('applies the ticked filters on the answer at hand', () => {
    const mixed = [aRoom({ room_plan: [aPlan({ room_plan_code: 'ro' }), aPlan({ room_plan_code: 'bf', meal: 'breakfast' })] })];
    expect(visibleRooms({ rooms: mixed }, { ...context, requestedRoomCount: 1, filter: ['breakfast'] })[0]?.room_plan.map((plan) => plan.room_plan_code)).toEqual(['bf']);
    expect(visibleRooms({ rooms: mixed }, { ...context, requestedRoomCount: 1, filter: ['member_only'] })).toEqual([]);
  });

  it('filters the plans view by the same rules, dropping plans left without rooms', () => {
    const plans = [
      { hotel_plan_code: 'RO', plan_name: 'Room only', description: '', meal: 'none' as const, is_member_only: false, booking_start_date: '2030-01-01', inclusive_extra_ids: [], cancellation_policy_id: null, rooms },
      { hotel_plan_code: 'X', plan_name: 'Sold', description: '', meal: 'none' as const, is_member_only: false, booking_start_date: '2030-01-01', inclusive_extra_ids: [], cancellation_policy_id: null, rooms: [rooms[1]!] },
    ];
    expect(visiblePlans({ plans }, context).map((plan) => plan.hotel_plan_code)).toEqual(['RO']);
  });

  it('marks the card promotion by include and exclude lists', () => {
    expect(hasPaymentPromotion(null, 'RO')).toBe(false);
    expect(hasPaymentPromotion({ target_mode: 'include', hotel_plan_codes: ['RO'] }, 'RO')).toBe(true);
    expect(hasPaymentPromotion({ target_mode: 'include', hotel_plan_codes: ['RO'] }, 'BF')).toBe(false);
    expect(hasPaymentPromotion({ target_mode: 'exclude', hotel_plan_codes: ['NR'] }, 'NR')).toBe(false);
    expect(hasPaymentPromotion({ target_mode: 'exclude', hotel_plan_codes: ['NR'] }, 'RO')).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { roomAvailability, isPlanBookable } from '#app/features/search/utils/availability.ts';
import { searchResultEvent } from '#app/features/search/utils/search-analytics.ts';
import { resolveCriteria } from '#app/features/search/utils/search-criteria.ts';
import { aPlan, aRoom, someSettings } from '../../../factories';

describe('search_result analytics layer', () => {
  it('sends the stay and one item per room type at its lowest price, nothing about the guest', () => {
    const criteria = resolveCriteria({ checkin: '2030-02-10', checkout: '2030-02-12' }, someSettings(), '2030-01-31');
    const event = searchResultEvent(criteria, [aRoom({ room_plan: [aPlan({ total_price: 30000 }), aPlan({ total_price: 21000 })] })], 'sakura-tokyo', 'JPY');
    expect(event.name).toBe('view_item_list');
    expect(event.params).toMatchObject({ page_layer: 'search_result', checkin: '2030-02-10', checkout: '2030-02-12', rooms: 1, adults: 2 });
    expect(event.params.items).toEqual([{ item_id: 'STD-DBL', item_name: 'Standard Double', index: 0, price: 21000 }]);
  });
});

describe('availability shown by threshold', () => {
  it('says N or more, the exact few, or fully booked; unlimited is plenty', () => {
    expect(roomAvailability({ room_count: 0 })).toEqual({ kind: 'fully_booked' });
    expect(roomAvailability({ room_count: 3 })).toEqual({ kind: 'few', left: 3 });
    expect(roomAvailability({ room_count: 9 })).toEqual({ kind: 'plenty', atLeast: 5 });
    expect(roomAvailability({ room_count: Number.MAX_SAFE_INTEGER })).toEqual({ kind: 'plenty', atLeast: 5 });
  });

  it('lets a plan be booked only for as many rooms as its stock, limit and room type allow', () => {
    expect(isPlanBookable({ room_count: 3 }, { plan_stock_count: 5, sale_limit: 2 }, 2)).toBe(true);
    expect(isPlanBookable({ room_count: 3 }, { plan_stock_count: 5, sale_limit: 2 }, 3)).toBe(false);
    expect(isPlanBookable({ room_count: 0 }, { plan_stock_count: 5, sale_limit: 5 }, 1)).toBe(false);
  });
});

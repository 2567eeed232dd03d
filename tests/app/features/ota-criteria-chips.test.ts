import { describe, expect, it } from 'vitest';
import { withoutChip } from '#app/features/ota-search/utils/criteria-chips.ts';

describe('withoutChip', () => {
  const criteria = { checkin: '2026-07-18', checkout: '2026-07-20', adults: 2, children: 1, children_ages: [5], amenities: ['onsen' as const, 'pool' as const] };

  it('takes one item out of a list, and the list when it was the last', () => {
    expect(withoutChip(criteria, { key: 'amenities:onsen', label: '' }).amenities).toEqual(['pool']);
    expect(withoutChip({ amenities: ['pool'] }, { key: 'amenities:pool', label: '' })).toEqual({});
  });

  it('takes the dates together, and the children with their ages', () => {
    expect(withoutChip(criteria, { key: 'dates', label: '' })).not.toHaveProperty('checkout');
    expect(withoutChip(criteria, { key: 'children', label: '' })).toEqual({ checkin: '2026-07-18', checkout: '2026-07-20', adults: 2, amenities: ['onsen', 'pool'] });
  });
});

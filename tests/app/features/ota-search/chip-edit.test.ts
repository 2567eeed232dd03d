import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { chipEditSchema, withEditedChip, type ChipDraft } from '#app/features/ota-search/utils/chip-edit.ts';
import { fitBox, JAPAN_BOX, prefecturePaths, project } from '#app/features/ota-search/utils/japan-map.ts';

const TODAY = '2026-06-01';
const draft: ChipDraft = { checkin: '', checkout: '', count: '', ages: '', amount: '', per: 'night', value: '' };
const messages = (kind: Parameters<typeof chipEditSchema>[0], values: Partial<ChipDraft>) => {
  const parsed = z.safeParse(chipEditSchema(kind, TODAY), { ...draft, ...values });
  return parsed.success ? parsed.data : parsed.error.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`);
};

describe('chipEditSchema', () => {
  it.each([
    ['nights', { count: '31' }, ['count:nightsRange']],
    ['nights', { count: '2.5' }, ['count:nightsRange']],
    ['rooms', { count: '' }, ['count:roomsRange']],
    ['children', { count: '1', ages: '18' }, ['ages:agesFormat']],
    ['budget', { amount: '-5' }, ['amount:budgetRange']],
    ['area', { value: 'atlantis' }, ['value:areaUnknown']],
    ['dates', { checkin: '2026/05/31', checkout: '2026/06/02' }, ['checkin:checkinPast']],
    ['dates', { checkin: '2026/06/02', checkout: '2026/07/10' }, ['checkout:stayLength']],
    ['dates', { checkin: '2026-06-02', checkout: '2026/06/03' }, ['checkin:dateFormat']],
  ] as const)('refuses %s %j', (kind, values, expected) => {
    expect(messages(kind, values)).toEqual(expected);
  });

  it('reads full-width digits, thousands separators and ages', () => {
    expect(messages('budget', { amount: '３０,０００', per: 'stay' })).toEqual({ budget: { amount: 30000, per: 'stay' } });
    expect(messages('children', { count: '2', ages: '4, 7' })).toEqual({ children: 2, children_ages: [4, 7] });
    expect(messages('children', { count: '1', ages: '' })).toEqual({ children: 1, children_ages: undefined });
  });
});

describe('withEditedChip', () => {
  it('swaps a list item in place, once, and drops what the edit leaves undefined', () => {
    const criteria = { amenities: ['onsen' as const, 'pool' as const], nights: 2, children: 2, children_ages: [4] };
    expect(withEditedChip(criteria, { key: 'amenities:onsen', label: '' }, { amenities: ['pool'] }).amenities).toEqual(['pool']);
    expect(withEditedChip(criteria, { key: 'dates', label: '' }, { checkin: '2026-07-01', checkout: '2026-07-03', nights: undefined })).toEqual({
      amenities: ['onsen', 'pool'],
      children: 2,
      children_ages: [4],
      checkin: '2026-07-01',
      checkout: '2026-07-03',
    });
    expect(withEditedChip(criteria, { key: 'children', label: '' }, { children: 1, children_ages: undefined })).not.toHaveProperty('children_ages');
  });
});

describe('the map of Japan', () => {
  it('gives every prefecture a shape, and puts Tokyo inside the map and Okinawa in the inset', () => {
    const shapes = prefecturePaths();
    expect(shapes).toHaveLength(47);
    expect(shapes.every((shape) => shape.path.startsWith('M'))).toBe(true);
    for (const [lon, lat] of [[139.69, 35.68], [127.68, 26.21], [141.35, 43.06], [124.16, 24.34]] as const) {
      const [x, y] = project(lon, lat);
      expect(x).toBeGreaterThan(0);
      expect(x).toBeLessThan(JAPAN_BOX.width);
      expect(y).toBeGreaterThan(0);
      expect(y).toBeLessThan(JAPAN_BOX.height);
    }
  });

  it('fits a square box around the results, never closer than a town', () => {
    const box = fitBox([project(139.1, 35.23)]);
    expect(box.width).toBe(box.height);
    expect(box.width).toBeGreaterThan(14);
    expect(fitBox([])).toEqual(JAPAN_BOX);
  });
});

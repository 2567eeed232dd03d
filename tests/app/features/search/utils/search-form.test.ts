import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { resolveCriteria } from '#app/features/search/utils/search-criteria.ts';
import { searchFormSchema } from '#app/features/search/utils/search-form.ts';
import { someSettings } from '../../../factories';

const TODAY = '2030-01-31';
const settings = someSettings({ reservable_period_months: 2, max_guests_per_room: 4, multi_rooms_search_enabled: true, multi_rooms_search_limit: 3 });
const base = resolveCriteria({}, settings, TODAY);
const schema = searchFormSchema(settings, TODAY);

describe('the search form schema', () => {
  it('passes a valid search through unchanged', () => {
    expect(z.parse(schema, base)).toEqual(base);
  });

  it("puts each of validateCriteria's refusals at its field, a room's at rooms.{index}", () => {
    const result = z.safeParse(schema, {
      ...base,
      checkin: '2030-01-30',
      rooms: [{ adults: 2, tiers: {}, ages: [] }, { adults: 1, tiers: { A: 3 }, ages: [] }],
    });
    expect(result.error?.issues.map(({ path, message }) => ({ path, message }))).toEqual([
      { path: ['checkin'], message: 'checkinTooEarly' },
      { path: ['rooms', 1], message: 'tooManyChildren' },
    ]);
  });

  it('says an undated search over rooms with different guests at the undated box', () => {
    const result = z.safeParse(schema, { ...base, undated: true, rooms: [{ adults: 2, tiers: {}, ages: [] }, { adults: 1, tiers: {}, ages: [] }] });
    expect(result.error?.issues.map(({ path, message }) => ({ path, message }))).toEqual([{ path: ['undated'], message: 'undatedUnavailable' }]);
  });
});

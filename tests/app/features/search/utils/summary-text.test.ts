import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, activateLocale } from '#app/i18n/i18n.ts';
import { resolveCriteria } from '#app/features/search/utils/search-criteria.ts';
import { searchSummaryText } from '#app/features/search/utils/summary-text.ts';
import { someSettings } from '../../../factories';

const settings = someSettings();
const base = resolveCriteria({ checkin: '2026-11-26', checkout: '2026-11-27' }, settings, '2026-11-20');

beforeAll(async () => {
  await activateLocale('en');
  await activateLocale('ja');
  await activateLocale('en');
});

describe('the search summary line', () => {
  it('says dates, nights and guests in one line', () => {
    const t = i18n.getFixedT('en', 'search');
    expect(searchSummaryText(base, 'tiers', 'en', t)).toMatch(/^Nov 26\s?–\s?27 · 1 night · 2 adults$/);
    const family = { ...base, checkout: '2026-11-28', rooms: [{ adults: 2, tiers: { A: 1 }, ages: [] }, { adults: 1, tiers: {}, ages: [] }] };
    expect(searchSummaryText(family, 'tiers', 'en', t)).toMatch(/ · 2 nights · 2 rooms · 3 adults · 1 child$/);
  });

  it('says undated and day-use searches in their own words', () => {
    const t = i18n.getFixedT('en', 'search');
    expect(searchSummaryText({ ...base, undated: true, nights: 3 }, 'tiers', 'en', t)).toBe('Any dates in the next 30 days · 3 nights · 2 adults');
    expect(searchSummaryText({ ...base, isDayUse: true }, 'tiers', 'en', t)).toBe('Day use on Nov 26 · 2 adults');
  });

  it('reads in Japanese', () => {
    const t = i18n.getFixedT('ja', 'search');
    expect(searchSummaryText(base, 'tiers', 'ja', t)).toBe('11/26～11/27 · 1泊 · 大人2名');
  });
});

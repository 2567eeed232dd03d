import { describe, expect, it } from 'vitest';
import { parseOtaQuery } from '#domain/rules/ota-query-parser.ts';
import { parserAccuracy, QUERY_SETS } from '#scripts/lib/parser-accuracy.ts';

const TODAY = '2026-06-01'; // a Monday

describe('parseOtaQuery', () => {
  it('reads the issue\'s three examples', () => {
    expect(parseOtaQuery('2泊 箱根 温泉 露天風呂付き客室 大人2名 1泊3万円以内', TODAY)).toEqual({
      criteria: { nights: 2, adults: 2, area: 'hakone', amenities: ['private_open_air_bath'], budget: { amount: 30000, per: 'night' } },
      unknown: [],
    });
    expect(parseOtaQuery('family of four, two kids under 6, beach resort in Okinawa next weekend', TODAY).criteria).toEqual({
      checkin: '2026-06-13', checkout: '2026-06-14', adults: 2, children: 2, area: 'okinawa', types: ['resort'], amenities: ['beach'],
    });
    expect(parseOtaQuery('金沢 来月の三連休 ひとり 朝食付き', TODAY).criteria).toEqual({
      checkin: '2026-07-18', checkout: '2026-07-20', adults: 1, area: 'kanazawa', meals: ['breakfast'],
    });
  });

  it('says which words it did not understand', () => {
    expect(parseOtaQuery('zorblax hotel near tokyo tower', TODAY)).toEqual({ criteria: { area: 'tokyo' }, unknown: ['zorblax', 'tower'] });
    expect(parseOtaQuery('箱根 カラオケ', TODAY).unknown).toEqual(['カラオケ']);
  });

  it('puts a date without a year in the future, and a range across the new year', () => {
    expect(parseOtaQuery('3/1 2 nights', TODAY).criteria).toMatchObject({ checkin: '2027-03-01', checkout: '2027-03-03' });
    expect(parseOtaQuery('12月31日から2泊', TODAY).criteria).toMatchObject({ checkin: '2026-12-31', checkout: '2027-01-02' });
  });

  it('finds the next long weekend with its holiday, or the year-end break', () => {
    expect(parseOtaQuery('三連休', '2026-08-01').criteria).toMatchObject({ checkin: '2026-09-19', checkout: '2026-09-21' });
    expect(parseOtaQuery('来月の三連休', '2026-11-27').criteria).toMatchObject({ checkin: '2026-12-29', checkout: '2026-12-31' });
  });

  it('tells a price from a count: 1泊 1人 is no budget, ¥ and 万 are', () => {
    expect(parseOtaQuery('1泊 1人', TODAY).criteria).toEqual({ nights: 1, adults: 1 });
    expect(parseOtaQuery('予算1.5万', TODAY).criteria.budget).toEqual({ amount: 15000, per: 'night' });
    expect(parseOtaQuery('under ¥80,000 for the whole stay', TODAY).criteria.budget).toEqual({ amount: 80000, per: 'stay' });
  });

  it('reads a compound yen amount as one number (held-out set: 1万5千円 was read as ¥10,000)', () => {
    expect(parseOtaQuery('渋谷 1泊1万5千円以内', TODAY).criteria.budget).toEqual({ amount: 15000, per: 'night' });
    expect(parseOtaQuery('合計2万5000円', TODAY).criteria.budget).toEqual({ amount: 25000, per: 'stay' });
  });

  it('reads a bare number after "for" as the party, never nights, rooms or a date', () => {
    expect(parseOtaQuery('hotel in Kobe this friday for one', TODAY).criteria).toMatchObject({ adults: 1 });
    expect(parseOtaQuery('Ginzan Onsen for 2 on January 10, one night', TODAY).criteria).toMatchObject({ adults: 2, checkin: '2027-01-10' });
    expect(parseOtaQuery('Hakone for 3 nights', TODAY).criteria).toEqual({ area: 'hakone', nights: 3 });
    expect(parseOtaQuery('Hakone for 2 rooms', TODAY).criteria).toEqual({ area: 'hakone', rooms: 2 });
  });

  it('reads children\'s ages given in brackets after them', () => {
    expect(parseOtaQuery('two adults + one child (4)', TODAY).criteria).toEqual({ adults: 2, children: 1, children_ages: [4] });
    expect(parseOtaQuery('2 adults 2 kids (5, 8)', TODAY).criteria).toEqual({ adults: 2, children: 2, children_ages: [5, 8] });
  });

  it('corrects a misspelt word but leaves real words alone', () => {
    expect(parseOtaQuery('resrot in okinwa with brekfast', TODAY).criteria).toEqual({ area: 'okinawa', types: ['resort'], meals: ['breakfast'] });
    expect(parseOtaQuery('one night', TODAY).criteria).toEqual({ nights: 1 });
  });

  it('reads kana, katakana and full-width text', () => {
    expect(parseOtaQuery('ハコネ　大人２名', TODAY).criteria).toEqual({ area: 'hakone', adults: 2 });
    expect(parseOtaQuery('きょうと', TODAY).criteria).toEqual({ area: 'kyoto' });
  });
});

describe('the bench\'s query sets', () => {
  it.each(Object.entries(QUERY_SETS))('%s reaches 0.9 precision and recall on dates, guests and area', (_file, data) => {
    const { fields } = parserAccuracy(data);
    for (const name of ['dates', 'guests', 'area']) {
      const field = fields.find((f) => f.field === name);
      expect(field?.precision, name).toBeGreaterThanOrEqual(0.9);
      expect(field?.recall, name).toBeGreaterThanOrEqual(0.9);
    }
  });

  it('has at least 60 queries the parser was built against, half Japanese', () => {
    const { queries } = QUERY_SETS['scripts/lib/ota-parser-queries.json'];
    expect(queries.length).toBeGreaterThanOrEqual(60);
    expect(queries.filter(({ q }) => /[\u3040-\u30ff\u4e00-\u9fff]/.test(q)).length).toBeGreaterThanOrEqual(30);
  });
});

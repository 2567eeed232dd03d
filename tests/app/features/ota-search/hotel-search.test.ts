import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { hotelSearchSchema, initialDraft, readHotelSearch, type HotelSearchDraft } from '#app/features/ota-search/utils/hotel-search.ts';
import { fromFormDate, toFormDate } from '#app/shared/stay-search/form-date.ts';

const TODAY = '2026-06-01';
const draft = { checkin: '2026/06/02', checkout: '2026/06/04', adults: 2, rooms: 1, keyword: '' };

describe('the travel-agency search form dates (YYYY/MM/DD)', () => {
  it('reads YYYY/MM/DD, full-width digits and one-digit months and days as ISO dates', () => {
    expect(fromFormDate('2026/06/02')).toBe('2026-06-02');
    expect(fromFormDate('２０２６／６／２')).toBe('2026-06-02');
    expect(fromFormDate(' 2026/6/2 ')).toBe('2026-06-02');
    expect(toFormDate('2026-06-02')).toBe('2026/06/02');
  });

  it.each(['2026-06-02', '2026/13/01', '2026/02/30', '06/02/2026', '', 'tomorrow'])('refuses %j', (text) => {
    expect(fromFormDate(text)).toBeNull();
  });
});

/** The form's check: the search, or the first message key of each wrong field. */
function validateHotelSearch(values: HotelSearchDraft, today: string) {
  const parsed = z.safeParse(hotelSearchSchema(today), values);
  if (parsed.success) return { search: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return { errors };
}

describe('hotelSearchSchema', () => {
  it('gives the search for good input, without an empty keyword', () => {
    expect(validateHotelSearch({ ...draft, keyword: '  ' }, TODAY)).toEqual({
      search: { checkin: '2026-06-02', checkout: '2026-06-04', adults: 2, rooms: 1 },
    });
    expect(validateHotelSearch({ ...draft, keyword: ' Umi ' }, TODAY).search?.keyword).toBe('Umi');
  });

  it('says what is wrong at each field', () => {
    expect(validateHotelSearch({ ...draft, checkin: '2026-06-02' }, TODAY).errors).toEqual({ checkin: 'dateFormat' });
    expect(validateHotelSearch({ ...draft, checkin: '2026/05/31' }, TODAY).errors).toEqual({ checkin: 'checkinPast' });
    expect(validateHotelSearch({ ...draft, checkout: '2026/06/02' }, TODAY).errors).toEqual({ checkout: 'checkoutOrder' });
    expect(validateHotelSearch({ ...draft, checkout: 'x' }, TODAY).errors).toEqual({ checkout: 'dateFormat' });
    expect(validateHotelSearch({ ...draft, keyword: 'k'.repeat(101) }, TODAY).errors).toEqual({ keyword: 'keywordLength' });
    expect(validateHotelSearch({ ...draft, checkin: '2026/05/31', checkout: '2026/05/30' }, TODAY).errors).toEqual({
      checkin: 'checkinPast',
      checkout: 'checkoutOrder',
    });
  });
});

describe('the search in the address', () => {
  it('is read when its dates are usable, guests clamped to the defaults when missing or out of range', () => {
    const read = (text: string) => readHotelSearch(new URLSearchParams(text), TODAY);
    expect(read('checkin=2026-06-02&checkout=2026-06-03&adults=3&rooms=2&keyword=umi')).toEqual({
      checkin: '2026-06-02', checkout: '2026-06-03', adults: 3, rooms: 2, keyword: 'umi',
    });
    expect(read('checkin=2026-06-02&checkout=2026-06-03&adults=0&rooms=11')).toMatchObject({ adults: 2, rooms: 1 });
    expect(read('checkin=2026-05-31&checkout=2026-06-03')).toBeNull();
    expect(read('checkin=2026-06-03&checkout=2026-06-03')).toBeNull();
    expect(read('')).toBeNull();
  });

  it('fills the form from it, or with tomorrow for one night', () => {
    expect(initialDraft(null, TODAY)).toEqual({ checkin: '2026/06/02', checkout: '2026/06/03', adults: 2, rooms: 1, keyword: '' });
    expect(initialDraft({ checkin: '2026-07-01', checkout: '2026-07-05', adults: 1, rooms: 3, keyword: 'x' }, TODAY)).toEqual({
      checkin: '2026/07/01', checkout: '2026/07/05', adults: 1, rooms: 3, keyword: 'x',
    });
  });
});

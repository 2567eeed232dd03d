import { describe, expect, it } from 'vitest';
import { addDays } from '#domain/rules/nights.ts';
import { STAY_PLUS_FLIGHT } from '#domain/rules/stay-plus-flight.ts';
import { initialPackageDraft, packageSearchQuery, packageSearchSchema, readPackageSearch } from '#app/features/stay-plus-flight/utils/package-search.ts';

const TODAY = '2026-11-28';
const slash = (date: string) => date.replaceAll('-', '/');

function messages(draft: Record<string, unknown>): Record<string, string> {
  const parsed = packageSearchSchema(TODAY).safeParse({ from: 'HND', adults: 2, rooms: 1, ...draft });
  return Object.fromEntries((parsed.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
}

describe('the stay-plus-flight search form', () => {
  it('reads YYYY/MM/DD dates into the search, and the search back from its address', () => {
    const checkin = addDays(TODAY, 10);
    const checkout = addDays(TODAY, 12);
    const parsed = packageSearchSchema(TODAY).parse({ from: 'ITM', checkin: slash(checkin), checkout: slash(checkout), adults: 2, rooms: 3 });
    expect(parsed).toEqual({ from: 'ITM', checkin, checkout, adults: 2, rooms: 3 });
    const query = new URLSearchParams(packageSearchQuery({ ...parsed, hotelCode: 'umi-okinawa' }) as Record<string, string>);
    expect(readPackageSearch(query, TODAY)).toEqual({ ...parsed, hotelCode: 'umi-okinawa' });
  });

  it('starts on the first check-in date flights are sold for', () => {
    expect(initialPackageDraft(null, TODAY)).toMatchObject({ checkin: slash(addDays(TODAY, STAY_PLUS_FLIGHT.minLeadDays)), rooms: 1 });
  });

  it('says which rule a stay breaks, on the field that meets it', () => {
    expect(messages({ checkin: '2026-12-10', checkout: '2026/12/11' })).toEqual({ checkin: 'dateFormat' });
    expect(messages({ checkin: slash(addDays(TODAY, 1)), checkout: slash(addDays(TODAY, 2)) })).toEqual({ checkin: 'checkinNotOffered' });
    expect(messages({ checkin: slash(addDays(TODAY, 10)), checkout: slash(addDays(TODAY, 10 + STAY_PLUS_FLIGHT.maxNights + 1)) })).toEqual({ checkout: 'stayTooLong' });
    expect(messages({ checkin: slash(addDays(TODAY, 10)), checkout: slash(addDays(TODAY, 9)) })).toEqual({ checkout: 'checkoutOrder' });
    expect(messages({ checkin: slash(addDays(TODAY, 10)), checkout: slash(addDays(TODAY, 11)), rooms: 6 })).toEqual({ rooms: 'tooManyRooms' });
  });

  it('reads no undated package, nor one beyond the rules, from an address', () => {
    expect(readPackageSearch(new URLSearchParams('dynamic_package=flight&from=HND'), TODAY)).toBeNull();
    expect(readPackageSearch(new URLSearchParams(`dynamic_package=flight&checkin=${addDays(TODAY, 1)}&checkout=${addDays(TODAY, 2)}`), TODAY)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { nearestAirport } from '#domain/constants/airports.ts';
import { addDays } from '#domain/rules/nights.ts';
import { STAY_PLUS_FLIGHT, stayPlusFlightIssues } from '#domain/rules/stay-plus-flight.ts';

const TODAY = '2026-11-28';
const stay = (checkinIn: number, nights: number, more: Partial<Parameters<typeof stayPlusFlightIssues>[0]> = {}) => ({
  checkin: addDays(TODAY, checkinIn),
  checkout: addDays(TODAY, checkinIn + nights),
  rooms: 1,
  locale: 'ja',
  ...more,
});

describe('stay plus flight rules (document 1 section 5, document 2 section 9.2)', () => {
  it('takes a dated Japanese stay of at most 5 rooms within the check-in dates and stay length flights are sold for', () => {
    expect(stayPlusFlightIssues(stay(STAY_PLUS_FLIGHT.minLeadDays, STAY_PLUS_FLIGHT.maxNights, { rooms: 5 }), TODAY)).toEqual([]);
    expect(stayPlusFlightIssues(stay(STAY_PLUS_FLIGHT.maxLeadDays, 1), TODAY)).toEqual([]);
  });

  it('names each rule a stay breaks', () => {
    expect(stayPlusFlightIssues(stay(10, 1, { rooms: 6 }), TODAY)).toEqual(['tooManyRooms']);
    expect(stayPlusFlightIssues(stay(10, 1, { locale: 'en' }), TODAY)).toEqual(['notJapanese']);
    expect(stayPlusFlightIssues(stay(STAY_PLUS_FLIGHT.minLeadDays - 1, 1), TODAY)).toEqual(['checkinNotOffered']);
    expect(stayPlusFlightIssues(stay(STAY_PLUS_FLIGHT.maxLeadDays + 1, 1), TODAY)).toEqual(['checkinNotOffered']);
    expect(stayPlusFlightIssues(stay(10, STAY_PLUS_FLIGHT.maxNights + 1), TODAY)).toEqual(['stayTooLong']);
    expect(stayPlusFlightIssues(stay(10, 0, { isDayUse: true }), TODAY)).toEqual(['dayUse', 'undated']);
  });

  it('has no undated package: a stay without dates is refused', () => {
    expect(stayPlusFlightIssues({ rooms: 1, locale: 'ja' }, TODAY)).toEqual(['undated']);
    expect(stayPlusFlightIssues({ checkin: addDays(TODAY, 10), checkout: null, rooms: 1, locale: 'ja' }, TODAY)).toEqual(['undated']);
  });

  it('flies to the airport nearest the hotel', () => {
    expect(nearestAirport({ lat: 26.48, lon: 127.85 }).code).toBe('OKA');
    expect(nearestAirport({ lat: 35.67, lon: 139.77 }).code).toBe('HND');
    expect(nearestAirport({ lat: 43.06, lon: 141.35 }).code).toBe('CTS');
  });
});

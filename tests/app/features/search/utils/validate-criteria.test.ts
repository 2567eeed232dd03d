import { describe, expect, it } from 'vitest';
import { resolveCriteria } from '#app/features/search/utils/search-criteria.ts';
import { hasErrors, validateCriteria } from '#app/features/search/utils/validate-criteria.ts';
import { someSettings } from '../../../factories';

const TODAY = '2030-01-31';
const settings = someSettings({ reservable_period_months: 2, max_guests_per_room: 4, multi_rooms_search_enabled: true, multi_rooms_search_limit: 3 });
const base = resolveCriteria({}, settings, TODAY);

describe('search form checks', () => {
  it('accepts the defaults', () => {
    expect(hasErrors(validateCriteria(base, settings, TODAY))).toBe(false);
  });

  it('refuses past, out-of-period and inverted dates', () => {
    expect(validateCriteria({ ...base, checkin: '2030-01-30' }, settings, TODAY).checkin).toBe('checkinTooEarly');
    expect(validateCriteria({ ...base, checkin: '2030-04-01', checkout: '2030-04-02' }, settings, TODAY).checkin).toBe('checkinTooLate');
    expect(validateCriteria({ ...base, checkin: '2030-02-05', checkout: '2030-02-05' }, settings, TODAY).checkout).toBe('checkoutAfterCheckin');
    expect(validateCriteria({ ...base, checkin: '', checkout: '' }, settings, TODAY).checkin).toBe('checkinRequired');
    // A day use has no check-out to check.
    expect(validateCriteria({ ...base, isDayUse: true, checkout: base.checkin }, settings, TODAY).checkout).toBeUndefined();
  });

  it('checks guests per room and children per adult', () => {
    const errors = validateCriteria(
      { ...base, rooms: [{ adults: 3, tiers: { A: 2 }, ages: [] }, { adults: 1, tiers: { A: 3 }, ages: [] }] },
      settings,
      TODAY,
    );
    expect(errors.rooms).toEqual({ 0: 'tooManyGuests', 1: 'tooManyChildren' });
  });

  it('refuses an undated search over rooms with different guests', () => {
    const errors = validateCriteria({ ...base, undated: true, rooms: [{ adults: 2, tiers: {}, ages: [] }, { adults: 1, tiers: {}, ages: [] }] }, settings, TODAY);
    expect(errors.undated).toBe('undatedUnavailable');
  });
});

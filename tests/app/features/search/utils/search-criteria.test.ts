import { describe, expect, it } from 'vitest';
import {
  criteriaQuery,
  earliestCheckin,
  latestCheckin,
  readCriteria,
  resolveCriteria,
  roomLimit,
  toSearchRooms,
  undatedAvailable,
  type CriteriaSettings,
} from '#app/features/search/utils/search-criteria.ts';
import { someSettings } from '../../../factories';

const TODAY = '2030-01-31';

function settings(overrides: Partial<CriteriaSettings> = {}): CriteriaSettings {
  return someSettings({
    kids_tiers: [
      { code: 'A', names: { en: 'A' }, min_age: 0, max_age: 5 },
      { code: 'B', names: { en: 'B' }, min_age: 6, max_age: 12 },
    ],
    multi_rooms_search_enabled: true,
    multi_rooms_search_limit: 3,
    day_use_search_active: true,
    ...overrides,
  });
}

const query = (text: string) => new URLSearchParams(text);

describe('search criteria', () => {
  it('falls back to the spec defaults: tomorrow for one night, 2 adults, one room, price low to high, rooms view', () => {
    const criteria = resolveCriteria({}, settings(), TODAY);
    expect(criteria).toMatchObject({
      checkin: '2030-02-01',
      checkout: '2030-02-02',
      rooms: [{ adults: 2, tiers: {}, ages: [] }],
      order: 'price_low_to_high',
      type: 'rooms',
      isDayUse: false,
      undated: false,
    });
  });

  it('limits check-in to the reservable period and lets yesterday in only where the hotel sells it', () => {
    expect(latestCheckin(settings({ reservable_period_months: 1 }), TODAY)).toBe('2030-02-28');
    expect(latestCheckin(settings({ reservable_period_months: 12 }), '2030-03-15')).toBe('2031-03-15');
    expect(earliestCheckin(settings(), TODAY)).toBe(TODAY);
    expect(earliestCheckin(settings({ default_search_setting: { yesterday_bookable: true, available_rooms_only: true } }), TODAY)).toBe('2030-01-30');
    const late = resolveCriteria(readCriteria(query('checkin=2030-03-01&checkout=2030-03-02'), settings({ reservable_period_months: 1 })), settings({ reservable_period_months: 1 }), TODAY);
    expect(late.checkin).toBe('2030-02-01');
    const yesterday = settings({ default_search_setting: { yesterday_bookable: true, available_rooms_only: true } });
    expect(resolveCriteria(readCriteria(query('checkin=2030-01-30&checkout=2030-01-31'), yesterday), yesterday, TODAY).checkin).toBe('2030-01-30');
  });

  it('defaults check-out to the day after check-in when it is missing or not after it', () => {
    const criteria = resolveCriteria(readCriteria(query('checkin=2030-02-10&checkout=2030-02-10'), settings()), settings(), TODAY);
    expect(criteria.checkout).toBe('2030-02-11');
  });

  it('reads rooms with kids tiers, dropping unknown tiers and children beyond the per-adult limit', () => {
    const rooms = JSON.stringify([
      { adults: 2, children: 2, kids_tiers: [{ code: 'A', children: 1 }, { code: 'D', children: 1 }] },
      { adults: 1, children: 3, kids_tiers: [{ code: 'B', children: 3 }] },
    ]);
    const read = readCriteria(query(`rooms=${encodeURIComponent(rooms)}`), settings());
    expect(read.rooms).toEqual([
      { adults: 2, tiers: { A: 1 }, ages: [] },
      // Three children for one adult breaks max_children_per_adult (2): the room keeps its adults only.
      { adults: 1, tiers: {}, ages: [] },
    ]);
  });

  it('reads ages at check-out for hotels that ask for ages, and only within the hotel maximum', () => {
    const ages = settings({ kids_setting: { kids_type: 'ages', accept_type: 'accept', kids_bed_type: 'separate_bed', shared_bed_type: 'none', max_children_per_adult: 2, max_child_age: 12 } });
    const read = readCriteria(query(`rooms=${encodeURIComponent('[{"adults":2,"children":2,"kids_tiers":[]}]')}&kids_ages=${encodeURIComponent('[[4,15]]')}`), ages);
    expect(read.rooms).toEqual([{ adults: 2, tiers: {}, ages: [4] }]);
  });

  it('keeps no more rooms than the multi-room limit, and one where multi-room is off', () => {
    const rooms = encodeURIComponent(JSON.stringify(Array.from({ length: 5 }, () => ({ adults: 1, children: 0, kids_tiers: [] }))));
    expect(readCriteria(query(`rooms=${rooms}`), settings()).rooms).toHaveLength(3);
    expect(roomLimit(settings({ multi_rooms_search_enabled: false }))).toBe(1);
    expect(readCriteria(query(`rooms=${rooms}`), settings({ multi_rooms_search_enabled: false })).rooms).toHaveLength(1);
  });

  it('takes adults alone from older links and refuses more guests than a room holds', () => {
    expect(readCriteria(query('adults=3'), settings()).rooms).toEqual([{ adults: 3, tiers: {}, ages: [] }]);
    expect(readCriteria(query('adults=21'), settings({ max_guests_per_room: null })).rooms).toBeUndefined();
    expect(readCriteria(query('adults=20'), settings({ max_guests_per_room: null })).rooms).toEqual([{ adults: 20, tiers: {}, ages: [] }]);
  });

  it('allows day use only where the hotel offers it, and undated search only with equal rooms', () => {
    expect(resolveCriteria(readCriteria(query('is_day_use=true'), settings({ day_use_search_active: false })), settings({ day_use_search_active: false }), TODAY).isDayUse).toBe(false);
    expect(resolveCriteria(readCriteria(query('is_day_use=true'), settings()), settings(), TODAY).isDayUse).toBe(true);
    const unequal = [
      { adults: 2, tiers: {}, ages: [] },
      { adults: 1, tiers: {}, ages: [] },
    ];
    expect(undatedAvailable(unequal, 'tiers')).toBe(false);
    expect(undatedAvailable([unequal[0]!, unequal[0]!], 'tiers')).toBe(true);
    expect(resolveCriteria({ undated: true, rooms: unequal }, settings(), TODAY).undated).toBe(false);
  });

  it('writes the criteria back as the query it reads, adults beside rooms for older readers', () => {
    const criteria = resolveCriteria(
      { checkin: '2030-02-10', checkout: '2030-02-12', rooms: [{ adults: 2, tiers: { A: 1 }, ages: [] }], order: 'recommended', filter: ['breakfast'], promoCode: 'SAKURA2026' },
      settings(),
      TODAY,
    );
    const written = criteriaQuery(criteria, 'tiers');
    expect(written).toMatchObject({ checkin: '2030-02-10', checkout: '2030-02-12', adults: '2', order: 'recommended', filter: 'breakfast', promo_code: 'SAKURA2026' });
    expect(toSearchRooms(criteria, 'tiers')).toEqual([{ adults: 2, children: 1, kids_tiers: [{ code: 'A', children: 1 }] }]);
    expect(resolveCriteria(readCriteria(new URLSearchParams(written), settings()), settings(), TODAY)).toEqual(criteria);
  });

  it('writes an undated search with nights and no dates', () => {
    const criteria = resolveCriteria({ undated: true, nights: 3 }, settings(), TODAY);
    const written = criteriaQuery(criteria, 'tiers');
    expect(written.search_type).toBe('undated');
    expect(written.nights).toBe('3');
    expect(written.checkin).toBeUndefined();
  });
});

describe('children sharing a bed', () => {
  const sharing = (shared_bed_type: 'none' | 'per_adult' | 'per_room', kids_bed_type: 'share_bed' | 'separate_bed' = 'share_bed') =>
    settings({
      kids_setting: { kids_type: 'tiers', accept_type: 'accept', kids_bed_type, shared_bed_type, max_children_per_adult: 2, max_child_age: 12 },
    });
  const roomsWith = (shared: number, adults = 2, children = 2) =>
    query(`rooms=${JSON.stringify([{ adults, children, kids_tiers: [{ code: 'A', children }], shared_bed_children: shared }])}`);

  it('reads the count from the address within the hotel rule and sends it back with the rooms', () => {
    const read = readCriteria(roomsWith(2), sharing('per_adult'));
    expect(read.rooms?.[0]?.sharedBed).toBe(2);
    expect(toSearchRooms({ rooms: read.rooms ?? [] }, 'tiers')[0]).toMatchObject({ shared_bed_children: 2 });
  });

  it('drops a count beyond the rule or where the hotel does not offer sharing', () => {
    expect(readCriteria(roomsWith(2), sharing('per_room')).rooms?.[0]?.sharedBed).toBeUndefined();
    expect(readCriteria(roomsWith(1), sharing('per_room')).rooms?.[0]?.sharedBed).toBe(1);
    expect(readCriteria(roomsWith(1), sharing('per_adult', 'separate_bed')).rooms?.[0]?.sharedBed).toBeUndefined();
    expect(readCriteria(roomsWith(1), sharing('none')).rooms?.[0]?.sharedBed).toBeUndefined();
    expect(readCriteria(roomsWith(2, 1, 2), sharing('per_adult')).rooms?.[0]?.sharedBed).toBeUndefined();
  });

  it('leaves the field out of the search when nobody shares', () => {
    expect(toSearchRooms({ rooms: [{ adults: 2, tiers: { A: 1 }, ages: [] }] }, 'tiers')[0]).not.toHaveProperty('shared_bed_children');
  });
});

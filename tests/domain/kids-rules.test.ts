import { describe, expect, it } from 'vitest';
import { ageAt, childrenWithinLimit, isSharedBedOptionVisible, maxChildrenFor, maxGuestsPerRoom, tierForAge } from '../../domain/rules/kids';

describe('kids rules', () => {
  it.each([
    ['2020-06-10', '2026-06-09', 5],
    ['2020-06-10', '2026-06-10', 6],
    ['2020-02-29', '2026-02-28', 5],
    ['2020-02-29', '2026-03-01', 6],
    ['2019-12-31', '2026-01-01', 6],
  ])('a child born %s, checking out %s, is %i', (birth, checkout, age) => {
    expect(ageAt(birth, checkout)).toBe(age);
  });

  it('limits children per adult', () => {
    expect(maxChildrenFor(2, 2)).toBe(4);
    expect(childrenWithinLimit(1, 2, 2)).toBe(true);
    expect(childrenWithinLimit(1, 3, 2)).toBe(false);
    expect(childrenWithinLimit(0, 1, 3)).toBe(false);
  });

  it('defaults the guests per room to 20', () => {
    expect(maxGuestsPerRoom(null)).toBe(20);
    expect(maxGuestsPerRoom(undefined)).toBe(20);
    expect(maxGuestsPerRoom(6)).toBe(6);
  });

  it.each([
    ['accept', 'share_bed', 'per_adult', true],
    ['accept', 'share_bed', 'per_room', true],
    ['accept', 'share_bed', 'none', false],
    ['not_accept', 'share_bed', 'per_room', false],
    ['accept', 'tiers', 'per_room', false],
  ])('shared-bed option with %s, %s, %s: %s', (accept_type, kids_type, shared_bed_type, visible) => {
    expect(isSharedBedOptionVisible({ accept_type, kids_type, shared_bed_type })).toBe(visible);
  });

  it('maps an age at check-out to its tier', () => {
    const tiers = [
      { code: 'A', min_age: 6, max_age: 12 },
      { code: 'B', min_age: 3, max_age: 5 },
      { code: 'C', min_age: 0, max_age: 2 },
    ];
    expect(tierForAge(tiers, 6)?.code).toBe('A');
    expect(tierForAge(tiers, 5)?.code).toBe('B');
    expect(tierForAge(tiers, 0)?.code).toBe('C');
    expect(tierForAge(tiers, 13)).toBeUndefined();
  });
});

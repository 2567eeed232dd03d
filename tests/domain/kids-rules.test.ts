import { describe, expect, it } from 'vitest';
import {
  ageAt,
  childrenWithinLimit,
  isSharedBedOptionVisible,
  maxChildrenFor,
  maxGuestsPerRoom,
  maxSharedBedChildren,
  tierForAge,
} from '#domain/rules/kids.ts';

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

  type Setting = Parameters<typeof isSharedBedOptionVisible>[0];
  it.each<[Setting['accept_type'], Setting['kids_bed_type'], Setting['shared_bed_type'], boolean]>([
    ['accept', 'share_bed', 'per_adult', true],
    ['accept', 'share_bed', 'per_room', true],
    ['accept', 'share_bed', 'none', false],
    ['not_accept', 'share_bed', 'per_room', false],
    ['accept', 'separate_bed', 'per_room', false],
    ['accept', 'separate_bed', 'per_adult', false],
  ])('shared-bed option with %s, %s, %s: %s', (accept_type, kids_bed_type, shared_bed_type, visible) => {
    expect(isSharedBedOptionVisible({ accept_type, kids_bed_type, shared_bed_type })).toBe(visible);
  });

  it('lets one child per adult, or one per room, share a bed, never more than the children', () => {
    const perAdult = { accept_type: 'accept', kids_bed_type: 'share_bed', shared_bed_type: 'per_adult' } as const;
    const perRoom = { ...perAdult, shared_bed_type: 'per_room' } as const;
    expect(maxSharedBedChildren(perAdult, 2, 3)).toBe(2);
    expect(maxSharedBedChildren(perAdult, 3, 1)).toBe(1);
    expect(maxSharedBedChildren(perAdult, 2, 0)).toBe(0);
    expect(maxSharedBedChildren(perRoom, 3, 2)).toBe(1);
    expect(maxSharedBedChildren(perRoom, 1, 0)).toBe(0);
    expect(maxSharedBedChildren({ ...perAdult, kids_bed_type: 'separate_bed' }, 2, 2)).toBe(0);
    expect(maxSharedBedChildren({ ...perAdult, accept_type: 'not_accept' }, 2, 2)).toBe(0);
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

import { COUNTS } from '../constants/limits';
import type { KidsSetting } from '../entities/settings';

/** "A child's age is given at check-out": whole years completed on the check-out date. */
export function ageAt(birthDate: string, date: string): number {
  const [by = 0, bm = 0, bd = 0] = birthDate.split('-').map(Number);
  const [y = 0, m = 0, d = 0] = date.split('-').map(Number);
  const hadBirthday = m > bm || (m === bm && d >= bd);
  return y - by - (hadBirthday ? 0 : 1);
}

/** "A maximum number of children per adult applies." */
export function maxChildrenFor(adults: number, maxChildrenPerAdult: number): number {
  return Math.max(0, adults) * Math.max(0, maxChildrenPerAdult);
}

export function childrenWithinLimit(adults: number, children: number, maxChildrenPerAdult: number): boolean {
  return children <= maxChildrenFor(adults, maxChildrenPerAdult);
}

/** "Guests per room default to a limit of 20 when the setting gives none." */
export function maxGuestsPerRoom(setting: number | null | undefined): number {
  return setting ?? COUNTS.defaultMaxGuestsPerRoom;
}

/**
 * "The kids shared-bed option is shown only if kids are accepted, kids type is share_bed and the shared bed
 * type is per adult or per room." The kids type of that rule is the hotel's bed arrangement (kids_bed_type).
 */
export function isSharedBedOptionVisible(setting: Pick<KidsSetting, 'accept_type' | 'kids_bed_type' | 'shared_bed_type'>): boolean {
  return (
    setting.accept_type === 'accept' &&
    setting.kids_bed_type === 'share_bed' &&
    (setting.shared_bed_type === 'per_adult' || setting.shared_bed_type === 'per_room')
  );
}

/**
 * How many of a room's children may share a bed: one per adult (per_adult) or one in the whole room
 * (per_room), never more than the children there are; none where the option is not shown.
 */
export function maxSharedBedChildren(
  setting: Pick<KidsSetting, 'accept_type' | 'kids_bed_type' | 'shared_bed_type'>,
  adults: number,
  children: number,
): number {
  if (!isSharedBedOptionVisible(setting)) return 0;
  const perBed = setting.shared_bed_type === 'per_adult' ? Math.max(0, adults) : 1;
  return Math.max(0, Math.min(perBed, children));
}

/** The age bracket (a kids tier) an age at check-out falls in, first match in the order given. */
export function tierForAge<T extends { min_age: number; max_age: number }>(tiers: readonly T[], age: number): T | undefined {
  return tiers.find((tier) => age >= tier.min_age && age <= tier.max_age);
}

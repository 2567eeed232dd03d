import type { RoomPlan, RoomResult } from '#domain/entities/room-result.ts';
import type { OfferContext } from '../components/room-card';

/**
 * Whether two rooms are the same room of the same answer, their rates aside: a filter hands a card a copy of the
 * answer's room with fewer rates (visible-results.ts), whose other fields are the answer's own values. A cheap
 * check for memoised cards and rows, which a filter would otherwise redraw for a new object alone (ADR 278).
 */
export function sameRoomBesidesRates(a: RoomResult, b: RoomResult): boolean {
  if (a === b) return true;
  const keys = Object.keys(a) as (keyof RoomResult)[];
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => key === 'room_plan' || a[key] === b[key]);
}

/** Whether two lists hold the same rates (the answer's objects) in the same order. */
export function sameRates(a: readonly RoomPlan[], b: readonly RoomPlan[]): boolean {
  return a === b || (a.length === b.length && a.every((plan, index) => plan === b[index]));
}

/**
 * Whether two offer contexts read the same for rates of which `membersOnly` says whether any is members-only. The
 * sign-in address returns to the page's address, so a filter chip changes it (and with it the context): only a
 * members-only rate's row shows it; the others read only whether someone is signed in.
 */
export function sameOfferFor(a: OfferContext, b: OfferContext, membersOnly: boolean): boolean {
  if (a === b) return true;
  const keys = Object.keys(a) as (keyof OfferContext)[];
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) =>
    key === 'membersLocked' ? (membersOnly ? a.membersLocked === b.membersLocked : (a.membersLocked === null) === (b.membersLocked === null)) : a[key] === b[key],
  );
}

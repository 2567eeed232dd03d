import { BOOKING_SOURCES } from '../constants/booking-sources';
import { cancellationPercentage, type FeePolicy } from './cancellation-fee';
import { addDays } from './nights';
import { intlPartsFormatter, isoMinuteOf, type PartsFormatterFor, wallClockIn } from './wall-clock';

/**
 * Why a reservation cannot be changed or cancelled online (document 1 sections 4 and 6). Stable strings: the
 * server sends them as the refusal's title and in the management answer, and the app localizes them.
 */
export const MANAGE_BLOCK_REASONS = [
  'reservation_not_active',
  'modified_by_staff',
  'travel_agency_booking',
  'day_of_stay',
  'stay_over',
  'update_deadline_passed',
] as const;
export type ManageBlockReason = (typeof MANAGE_BLOCK_REASONS)[number];

/** Booked through the travel agency: it is changed and cancelled there, never here. */
const AGENCY_SOURCES: readonly string[] = BOOKING_SOURCES.filter((source) => source.endsWith('_ota'));

/** With no policy, changes are taken until the end of the day before check-in. */
const NO_POLICY_DEADLINE_TIME = '23:59';

export type ManageFacts = {
  status: string;
  booking_method: string;
  modified_by_staff: boolean;
  checkin: string;
  checkout: string;
  /** The policies of the booked rooms' plans; null for a plan without one. */
  policies: readonly (FeePolicy | null)[];
};

/**
 * The update deadline, hotel-local `YYYY-MM-DDTHH:MM`: the day before check-in at the earliest cancel_before_at
 * among the booked plans' policies (the moment the policies' day-based parts fall on), so a change never lands on
 * the day of stay, which cannot be handled online.
 */
export function updateDeadline(checkin: string, policies: readonly (FeePolicy | null)[]): string {
  const times = policies.map((policy) => policy?.cancel_before_at ?? NO_POLICY_DEADLINE_TIME);
  const earliest = times.reduce((first, time) => (time < first ? time : first), NO_POLICY_DEADLINE_TIME);
  return `${addDays(checkin, -1)}T${earliest}`;
}

/** What blocks a change at hotel-local `at`, the first reason that applies, or undefined when it is allowed. */
export function updateBlockReason(facts: ManageFacts, at: string): ManageBlockReason | undefined {
  return commonBlockReason(facts, at) ?? (at >= updateDeadline(facts.checkin, facts.policies) ? 'update_deadline_passed' : undefined);
}

/**
 * What blocks a cancellation at hotel-local `at`. Document 1 section 4 blocks cancellation after the update
 * deadline too, and never online on the day of stay.
 */
export function cancelBlockReason(facts: ManageFacts, at: string): ManageBlockReason | undefined {
  return updateBlockReason(facts, at);
}

function commonBlockReason(facts: ManageFacts, at: string): ManageBlockReason | undefined {
  if (facts.status !== 'done') return 'reservation_not_active';
  if (facts.modified_by_staff) return 'modified_by_staff';
  if (AGENCY_SOURCES.includes(facts.booking_method)) return 'travel_agency_booking';
  // From the check-out date on the stay is over; before that, from check-in, it is under way.
  if (at.slice(0, 10) >= facts.checkout) return 'stay_over';
  if (at.slice(0, 10) >= facts.checkin) return 'day_of_stay';
  return undefined;
}

export type RoomFee = { total_price: number; policy: FeePolicy | null };

/**
 * The fee of cancelling at hotel-local `at`: each room's price times its plan's percentage, rounded down per
 * room; a room without a policy is free. Extras are refunded in full.
 */
export function reservationCancellationFee(rooms: readonly RoomFee[], checkin: string, at: string): { fee: number; rooms: { percentage: number; fee: number }[] } {
  const lines = rooms.map((room) => {
    const percentage = room.policy ? cancellationPercentage(room.policy, checkin, at) : 0;
    return { percentage, fee: Math.floor((room.total_price * percentage) / 100) };
  });
  return { fee: lines.reduce((sum, line) => sum + line.fee, 0), rooms: lines };
}

/** The wall-clock time in a time zone as `YYYY-MM-DDTHH:MM`, the form the fee rule compares. */
export function localDateTimeIn(timeZone: string, now: Date, formatterFor: PartsFormatterFor = intlPartsFormatter): string {
  return isoMinuteOf(wallClockIn(timeZone, now, formatterFor));
}

/**
 * The stay a change asks for. An overnight stay takes both dates or neither. A day use has no nights: it moves
 * to another day (checkout, when sent, must be that same day) and keeps checkout = checkin, as it was booked.
 * Answers the dates, or the field that is wrong.
 */
export function changedStay(
  booked: { checkin: string; checkout: string; is_day_use: boolean },
  change: { checkin?: string | undefined; checkout?: string | undefined },
): { checkin: string; checkout: string } | { invalid: 'checkout' } {
  const checkin = change.checkin ?? booked.checkin;
  if (booked.is_day_use) {
    if (change.checkout !== undefined && change.checkout !== checkin) return { invalid: 'checkout' };
    return { checkin, checkout: checkin };
  }
  const checkout = change.checkout ?? booked.checkout;
  return checkout > checkin ? { checkin, checkout } : { invalid: 'checkout' };
}

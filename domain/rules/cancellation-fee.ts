import { addDays, utcMidnight } from './nights';

export type FeePolicy = {
  /** HH:MM, hotel-local. */
  cancel_before_at: string;
  no_show_percentage_of_cost: number;
  cancellation_policy_parts: readonly { days_before: number; hours_after: number; percentage_of_cost: number }[];
};

/**
 * The moment a part starts to apply, as a hotel-local `YYYY-MM-DDTHH:MM`: days_before days before check-in at
 * cancel_before_at, plus hours_after hours.
 */
export function partStartsAt(checkin: string, cancelBeforeAt: string, daysBefore: number, hoursAfter: number): string {
  const [hours = 0, minutes = 0] = cancelBeforeAt.split(':').map(Number);
  const start = utcMidnight(addDays(checkin, -daysBefore));
  start.setUTCMinutes(start.getUTCMinutes() + (hours + hoursAfter) * 60 + minutes);
  return start.toISOString().slice(0, 16);
}

/** The percentage a cancellation at `at` (hotel-local YYYY-MM-DDTHH:MM) costs: the highest part already started. */
export function cancellationPercentage(policy: FeePolicy, checkin: string, at: string): number {
  return policy.cancellation_policy_parts.reduce(
    (highest, part) =>
      at >= partStartsAt(checkin, policy.cancel_before_at, part.days_before, part.hours_after)
        ? Math.max(highest, part.percentage_of_cost)
        : highest,
    0,
  );
}

/** Fee in whole currency units, rounded down: a cancellation at `at`, or a no-show. */
export function cancellationFee(
  policy: FeePolicy,
  price: number,
  event: { kind: 'cancel'; checkin: string; at: string } | { kind: 'no_show' },
): number {
  const percent =
    event.kind === 'no_show' ? policy.no_show_percentage_of_cost : cancellationPercentage(policy, event.checkin, event.at);
  return Math.floor((price * percent) / 100);
}

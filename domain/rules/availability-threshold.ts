import { UNLIMITED_INVENTORY } from '../constants/limits';

/**
 * What the guest is told about rooms left: "N or more" (plenty, the exact count withheld), "N or fewer"
 * (few: the exact count shown, so they hurry) or fully booked.
 */
export type AvailabilityDisplay =
  | { kind: 'plenty'; atLeast: number }
  | { kind: 'few'; left: number }
  | { kind: 'fully_booked' };

/** `threshold` is the hotel's N. Unlimited inventory (the largest safe integer) is always plenty. */
export function availabilityDisplay(available: number, threshold: number): AvailabilityDisplay {
  if (available <= 0) return { kind: 'fully_booked' };
  if (available >= UNLIMITED_INVENTORY || available > threshold) return { kind: 'plenty', atLeast: threshold };
  return { kind: 'few', left: available };
}

/** What one plan can still sell to one reservation: the tightest of stock, sale limit and the room type. */
export function bookableCount(roomCount: number, plan: { sale_limit: number; plan_stock_count: number }): number {
  return Math.max(0, Math.min(roomCount, plan.sale_limit, plan.plan_stock_count));
}

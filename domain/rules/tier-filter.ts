import type { SearchMode } from './search-mode';

export type StockedPlan = { sale_limit: number; plan_stock_count: number };
export type StockedRoom<P extends StockedPlan> = { room_count: number; room_plan: P[] };
export type StockedPlanView<P extends StockedPlan, R extends StockedRoom<P>> = { rooms: R[] };

export type TierFilterContext = {
  /** Rooms the guest asked for in one search. */
  requestedRoomCount: number;
  isIncludingOccupied: boolean;
  isUndated: boolean;
  mode: SearchMode | undefined;
};

/** Document 1 section 5: the filter applies only when not including occupied, not undated and not voucher mode. */
export function tierFilterApplies(context: TierFilterContext): boolean {
  return !context.isIncludingOccupied && !context.isUndated && context.mode !== 'voucher';
}

/**
 * "A plan is kept only if the requested room count is within the smaller of its sale limit and plan stock,
 * and within the room type's room count. Empty rooms and plans are dropped."
 */
export function planFitsRequest(room: { room_count: number }, plan: StockedPlan, requestedRoomCount: number): boolean {
  return requestedRoomCount <= Math.min(plan.sale_limit, plan.plan_stock_count) && requestedRoomCount <= room.room_count;
}

/** The rooms view after the tier-mode rule: room types keep only fitting plans, and empty ones go. */
export function filterRoomsForTierMode<P extends StockedPlan, R extends StockedRoom<P>>(
  rooms: readonly R[],
  context: TierFilterContext,
): R[] {
  if (!tierFilterApplies(context)) return [...rooms];
  return rooms.flatMap((room) => {
    const plans = room.room_plan.filter((plan) => planFitsRequest(room, plan, context.requestedRoomCount));
    return plans.length === 0 ? [] : [{ ...room, room_plan: plans }];
  });
}

/** The plans view after the same rule: each plan keeps its fitting rooms, and plans left without any go. */
export function filterPlansForTierMode<P extends StockedPlan, R extends StockedRoom<P>, V extends StockedPlanView<P, R>>(
  plans: readonly V[],
  context: TierFilterContext,
): V[] {
  if (!tierFilterApplies(context)) return [...plans];
  return plans.flatMap((plan) => {
    const rooms = filterRoomsForTierMode(plan.rooms, context);
    return rooms.length === 0 ? [] : [{ ...plan, rooms }];
  });
}

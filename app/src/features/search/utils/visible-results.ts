import type { PlanResult, RoomPlan, RoomResult, RoomsResponse } from '#domain/entities/room-result.ts';
import { bookableCount } from '#domain/rules/availability-threshold.ts';
import { planMatchesFilters, type RoomSearchFilter } from '#domain/rules/room-filters.ts';
import { filterPlansForTierMode, filterRoomsForTierMode, type TierFilterContext } from '#domain/rules/tier-filter.ts';
import type { SearchCriteriaState } from './search-criteria';

export type VisibleContext = TierFilterContext & { filter: readonly RoomSearchFilter[] };

type CriteriaForView = Pick<SearchCriteriaState, 'rooms' | 'isIncludingOccupied' | 'undated' | 'mode' | 'filter'>;

/** What of a search decides which of its answer's offers a guest sees. */
export function visibleContextOf(criteria: CriteriaForView): VisibleContext {
  return {
    requestedRoomCount: criteria.rooms.length,
    isIncludingOccupied: criteria.isIncludingOccupied,
    isUndated: criteria.undated,
    mode: criteria.mode,
    filter: criteria.filter,
  };
}

function keepPlan(room: RoomResult, plan: RoomPlan, context: VisibleContext): boolean {
  if (!planMatchesFilters(plan, context.filter)) return false;
  // Without sold-out offers (is_including_occupied false) a plan that cannot sell a room goes, whatever the mode.
  return context.isIncludingOccupied || bookableCount(room.room_count, plan) > 0;
}

function filterRooms(rooms: readonly RoomResult[], context: VisibleContext): RoomResult[] {
  return rooms.flatMap((room) => {
    const plans = room.room_plan.filter((plan) => keepPlan(room, plan, context));
    if (plans.length === 0) return [];
    // A room the filters leave whole stays the same object, so its memoised card is not drawn again (ADR 274).
    return [plans.length === room.room_plan.length ? room : { ...room, room_plan: plans }];
  });
}

/** The rooms view a guest sees: the tier-mode rule of document 1 section 5, then the ticked filters. */
export function visibleRooms(answer: Pick<RoomsResponse, 'rooms'>, context: VisibleContext): RoomResult[] {
  return filterRooms(filterRoomsForTierMode(answer.rooms, context), context);
}

/** The plans view a guest sees, by the same rules; a plan left without rooms goes. */
export function visiblePlans(answer: Pick<RoomsResponse, 'plans'>, context: VisibleContext): PlanResult[] {
  return filterPlansForTierMode(answer.plans ?? [], context).flatMap((plan) => {
    const rooms = filterRooms(plan.rooms, context);
    return rooms.length === 0 ? [] : [{ ...plan, rooms }];
  });
}

/** Whether the hotel's card payment promotion applies to a plan (the answer's payment_promotion_info). */
export function hasPaymentPromotion(info: RoomsResponse['payment_promotion_info'], hotelPlanCode: string): boolean {
  if (info === null) return false;
  const listed = info.hotel_plan_codes.includes(hotelPlanCode);
  return info.target_mode === 'include' ? listed : !listed;
}

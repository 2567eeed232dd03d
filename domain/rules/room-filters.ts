/** The room search filters a guest may tick (the search form's `filter` list). */
export const ROOM_SEARCH_FILTERS = ['room_only', 'breakfast', 'half_board', 'member_only', 'card_payment'] as const;
export type RoomSearchFilter = (typeof ROOM_SEARCH_FILTERS)[number];

export type FilterablePlan = {
  meal: 'none' | 'breakfast' | 'half_board';
  is_member_only: boolean;
  credit_card_payment: boolean;
};

const MEAL_OF_FILTER = { room_only: 'none', breakfast: 'breakfast', half_board: 'half_board' } as const;

/**
 * Whether a plan passes the ticked filters. Meal filters are alternatives (a plan has one meal plan, so
 * "breakfast" and "half board" together mean either); every other filter must hold.
 */
export function planMatchesFilters(plan: FilterablePlan, filters: readonly RoomSearchFilter[]): boolean {
  const meals = filters.flatMap((filter) => (filter in MEAL_OF_FILTER ? [MEAL_OF_FILTER[filter as keyof typeof MEAL_OF_FILTER]] : []));
  if (meals.length > 0 && !meals.includes(plan.meal)) return false;
  if (filters.includes('member_only') && !plan.is_member_only) return false;
  return !filters.includes('card_payment') || plan.credit_card_payment;
}

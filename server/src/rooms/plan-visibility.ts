import type { RoomsQuery } from '../../../domain/contracts/rooms';
import { planMatchesFilters } from '../../../domain/rules/room-filters';
import type { RoomPlanRow } from './offer-rows';

type VisibilityQuery = Pick<RoomsQuery, 'mode' | 'promo_code' | 'hotel_plan_codes' | 'filter'>;

/**
 * Whether a search may see a plan at all: secret plans only in secret mode, promo plans only with their code,
 * voucher mode only voucher-eligible plans that are not member-only, then the plan codes and filters asked for.
 */
export function planVisible(plan: RoomPlanRow, query: VisibilityQuery): boolean {
  if (plan.is_secret === 1 && query.mode !== 'secret') return false;
  if (plan.promo_code !== null && plan.promo_code.toLowerCase() !== query.promo_code?.toLowerCase()) return false;
  if (query.mode === 'voucher' && (plan.voucher_eligible !== 1 || plan.is_member_only === 1)) return false;
  if (query.hotel_plan_codes && query.hotel_plan_codes.length > 0 && !query.hotel_plan_codes.includes(plan.plan_code)) return false;
  return planMatchesFilters(
    { meal: plan.meal, is_member_only: plan.is_member_only === 1, credit_card_payment: plan.credit_card_payment === 1 },
    query.filter ?? [],
  );
}

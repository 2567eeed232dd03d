import type { RoomsQuery } from '#domain/contracts/rooms.ts';
import { PLAN_NOT_BOOKABLE_CODE } from '#domain/constants/error-codes.ts';
import type { SearchMode } from '#domain/rules/search-mode.ts';
import { planMatchesFilters } from '#domain/rules/room-filters.ts';
import type { Database } from '../db/open-database';
import { ApiError } from '../http/api-error';
import type { HotelRow } from '../hotels/hotel-row';
import { findRoomPlan, type RoomPlanRow } from './offer-rows';

type VisibilityQuery = Pick<RoomsQuery, 'mode' | 'promo_code' | 'hotel_plan_codes' | 'filter'>;

/** The terms a search or a booking names that unlock plans: secret mode, voucher mode, a promo code. */
type PlanTerms = { mode?: SearchMode | undefined; promo_code?: string | undefined };

/**
 * Who books and under which terms (ADR 193). signedIn: a member or organisation session of the hotel's brand,
 * as the Authorization header names it; a token of another brand, expired or revoked, counts as nobody.
 */
export type PlanAccess = PlanTerms & { signedIn: boolean };

export type PlanRefusal = 'secret' | 'promo_code' | 'voucher' | 'members_only';

/**
 * Why these terms do not open the plan, or null when they do: secret plans only in secret mode, promo plans
 * only with their code (any case), voucher mode only voucher-eligible plans that are not member-only.
 */
function termsRefusal(plan: RoomPlanRow, terms: PlanTerms): Exclude<PlanRefusal, 'members_only'> | null {
  if (plan.is_secret === 1 && terms.mode !== 'secret') return 'secret';
  if (plan.promo_code !== null && plan.promo_code.toLowerCase() !== terms.promo_code?.toLowerCase()) return 'promo_code';
  if (terms.mode === 'voucher' && (plan.voucher_eligible !== 1 || plan.is_member_only === 1)) return 'voucher';
  return null;
}

/**
 * Whether a search may see a plan at all: the terms above, then the plan codes and filters asked for.
 * Member-only plans stay in a guest's results (flagged is_member_only), so the results can say that signing in
 * unlocks them; they are refused where money is taken (`planRefusal`).
 */
export function planVisible(plan: RoomPlanRow, query: VisibilityQuery): boolean {
  if (termsRefusal(plan, query) !== null) return false;
  if (query.hotel_plan_codes && query.hotel_plan_codes.length > 0 && !query.hotel_plan_codes.includes(plan.plan_code)) return false;
  return planMatchesFilters(
    { meal: plan.meal, is_member_only: plan.is_member_only === 1, credit_card_payment: plan.credit_card_payment === 1 },
    query.filter ?? [],
  );
}

/** Why this requester may not price or book the plan, or null: the search's terms, and a session for member-only plans. */
export function planRefusal(plan: RoomPlanRow, access: PlanAccess): PlanRefusal | null {
  const refusal = termsRefusal(plan, access);
  if (refusal !== null) return refusal;
  return plan.is_member_only === 1 && !access.signedIn ? 'members_only' : null;
}

/**
 * The price call and reservation creation refuse a plan the requester's search could not have offered them, with
 * document 2's 2304 ("plan settings do not match the account state; refresh and rebook") on the plan's field.
 * Unknown plans are left to the callers' own "not offered" answers.
 */
export function assertPlansBookable(
  db: Database,
  hotel: HotelRow,
  planCodes: readonly { field: string; room_plan_code: string }[],
  access: PlanAccess,
): void {
  for (const { field, room_plan_code } of planCodes) {
    const plan = findRoomPlan(db, hotel.id, room_plan_code);
    const refusal = plan ? planRefusal(plan, access) : null;
    if (refusal === null) continue;
    throw new ApiError(
      403,
      'plan_not_bookable',
      refusal === 'members_only' ? 'This plan is for signed-in members only.' : 'This plan is not offered for this search.',
      {
        codes: [PLAN_NOT_BOOKABLE_CODE],
        baseCode: PLAN_NOT_BOOKABLE_CODE,
        fields: { [field]: [{ error: refusal, code: PLAN_NOT_BOOKABLE_CODE }] },
      },
    );
  }
}

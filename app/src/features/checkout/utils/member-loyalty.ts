import type { MemberCoupon, PointSummary, Voucher } from '#domain/entities/loyalty.ts';
import { maxSpendablePoints, pointSpendIssue, voucherUseIssue, type PointRules, type PointSpendIssue, type VoucherUseIssue } from '#domain/rules/loyalty.ts';
import { addDays } from '#domain/rules/nights.ts';

/** The points field's rules from the points call: the programme's step, minimum and cap (earning plays no part). */
export function spendRules(summary: Pick<PointSummary, 'spend_rules'>): PointRules {
  const { step, minimum, cap_percent: spendCapPercent } = summary.spend_rules;
  return { earnPercent: 0, spendStep: step, spendMinimum: minimum, spendCapPercent };
}

export type PointsFieldIssue = PointSpendIssue | 'not_a_number';

/**
 * What is wrong with the typed points, by the rule the server checks (domain/rules/loyalty.ts): empty spends
 * nothing; anything but whole digits is not a number of points.
 */
export function pointsFieldIssue(rules: PointRules, typed: string, balance: number, price: number): PointsFieldIssue | null {
  const value = typed.trim();
  if (value === '') return null;
  if (!/^[0-9]+$/.test(value)) return 'not_a_number';
  return pointSpendIssue(rules, Number(value), balance, price);
}

/** The most the "use maximum" shortcut offers: the server's own answer when it gave one, else the same rule here. */
export function maximumSpend(rules: PointRules, balance: number, price: number, serverMaximum: number | undefined): number {
  return Math.min(serverMaximum ?? Number.POSITIVE_INFINITY, maxSpendablePoints(rules, balance, price));
}

export type CouponIneligibility = 'expired' | 'used_up' | 'plan_not_targeted';

/**
 * Why a member's coupon cannot be applied to this booking, or null when it can: past its date, no uses left, or
 * one of the booked plans is not among its target plans (an empty list targets every plan). The server checks again.
 */
export function couponIneligibility(coupon: MemberCoupon, bookedPlanCodes: readonly string[]): CouponIneligibility | null {
  if (coupon.expired) return 'expired';
  if (coupon.remaining_uses !== null && coupon.remaining_uses <= 0) return 'used_up';
  if (coupon.target_plans.length > 0 && !bookedPlanCodes.every((code) => coupon.target_plans.includes(code))) return 'plan_not_targeted';
  return null;
}

/** Whether a voucher pays for this stay (its status on the hotel's today, staying and excluded periods). */
export function voucherIssueFor(voucher: Voucher, stay: { checkin: string; checkout: string }, today: string): VoucherUseIssue | null {
  return voucherUseIssue(
    {
      status: voucher.status,
      staying_from: voucher.staying_period?.from ?? null,
      staying_to: voucher.staying_period?.to ?? null,
      excluded_periods: voucher.excluded_periods,
      valid_through: voucher.valid_through,
    },
    // A day use occupies its check-in day only.
    { checkin: stay.checkin, lastNight: stay.checkout > stay.checkin ? addDays(stay.checkout, -1) : stay.checkin },
    today,
  );
}

// Document 1 sections 4 and 5, document 2 section 9: the points, rank, Digico and voucher rules, pure so the app
// (what it offers) and the server (what it accepts) apply the same ones.

/** A programme's configurable point rules (document 2 section 9.2: "point step and minimum ... are configurable"). */
export type PointRules = {
  /** Points earned per 100 yen paid for a completed stay, before the rank's bonus. */
  earnPercent: number;
  spendStep: number;
  spendMinimum: number;
  /** The share of the price points may pay (100: up to the whole price, "not above the price"). */
  spendCapPercent: number;
};

export type PointSpendIssue = 'not_a_step' | 'below_minimum' | 'above_balance' | 'above_price';

/** The most a member may spend on a price: the lower of the balance and the price cap, rounded down to a step. */
export function maxSpendablePoints(rules: PointRules, balance: number, price: number): number {
  const cap = Math.min(balance, Math.floor((price * rules.spendCapPercent) / 100));
  const max = Math.floor(cap / rules.spendStep) * rules.spendStep;
  return max >= rules.spendMinimum ? max : 0;
}

/**
 * "Points are spent in fixed increments, at least a minimum, not above the balance and not above the price."
 * 0 spends nothing and is always allowed. The balance is checked before the price, so a member asking for more
 * than they hold hears that (2401) rather than a price rule.
 */
export function pointSpendIssue(rules: PointRules, spend: number, balance: number, price: number): PointSpendIssue | null {
  if (spend === 0) return null;
  if (!Number.isInteger(spend) || spend < 0 || spend % rules.spendStep !== 0) return 'not_a_step';
  if (spend < rules.spendMinimum) return 'below_minimum';
  if (spend > balance) return 'above_balance';
  if (spend > Math.floor((price * rules.spendCapPercent) / 100)) return 'above_price';
  return null;
}

/** Points a completed stay earns: the programme's rate plus the rank's bonus, on what was paid (points excluded). */
export function earnedPoints(rules: Pick<PointRules, 'earnPercent'>, rankBonusPercent: number, paid: number): number {
  return Math.floor((paid * rules.earnPercent * (100 + rankBonusPercent)) / 10_000);
}

export type RankTier = { id: number; min_points: number };

/** "Rank tiers come from points": the highest tier the ranking points reach, and the points to the next one. */
export function rankFor<T extends RankTier>(tiers: readonly T[], rankingPoints: number): { rank: T | null; next: T | null; pointsToNext: number | null } {
  const sorted = [...tiers].sort((a, b) => a.min_points - b.min_points);
  const rank = sorted.filter((tier) => tier.min_points <= rankingPoints).at(-1) ?? null;
  const next = sorted.find((tier) => tier.min_points > rankingPoints) ?? null;
  return { rank, next, pointsToNext: next ? next.min_points - rankingPoints : null };
}

/** "Digico exchange: the amount must be a valid point amount": one of the programme's amounts, within the balance. */
export function digicoAmountIssue(allowed: readonly number[], amount: number, balance: number): 'not_allowed_amount' | 'above_balance' | null {
  if (!allowed.includes(amount)) return 'not_allowed_amount';
  if (amount > balance) return 'above_balance';
  return null;
}

export const VOUCHER_STATUSES = ['available', 'pending', 'expired', 'consumed'] as const;
export type VoucherStatus = (typeof VOUCHER_STATUSES)[number];
/** Document 2 section 7.7: the voucher list's ui_status. */
export const VOUCHER_UI_STATUSES = ['consumed', 'pending', 'available'] as const;
export type VoucherUiStatus = (typeof VOUCHER_UI_STATUSES)[number];

export type VoucherTerms = {
  status: VoucherStatus;
  staying_from: string | null;
  staying_to: string | null;
  excluded_periods: readonly { from: string; to: string }[];
  valid_through: string;
};

/**
 * The status a voucher has on `today`: an available or pending voucher past its valid-through date has expired
 * (the only other way out of them is consumed; document 1 section 4). Consumed and expired are final.
 */
export function voucherStatusOn(voucher: Pick<VoucherTerms, 'status' | 'valid_through'>, today: string): VoucherStatus {
  if ((voucher.status === 'available' || voucher.status === 'pending') && voucher.valid_through < today) return 'expired';
  return voucher.status;
}

/** The three states the list shows: a voucher that can no longer be used (consumed or expired) reads as consumed. */
export function voucherUiStatus(status: VoucherStatus): VoucherUiStatus {
  if (status === 'available' || status === 'pending') return status;
  return 'consumed';
}

export type VoucherUseIssue = 'not_usable' | 'outside_staying_period' | 'excluded_period';

/**
 * Whether a voucher pays for a stay: available on the booking day, every night within its staying period and none in
 * an excluded period. A pending voucher (bought, no dates yet) is not usable until its dates are confirmed.
 */
export function voucherUseIssue(voucher: VoucherTerms, stay: { checkin: string; lastNight: string }, today: string): VoucherUseIssue | null {
  if (voucherStatusOn(voucher, today) !== 'available') return 'not_usable';
  if (voucher.staying_from === null || voucher.staying_to === null) return 'not_usable';
  if (stay.checkin < voucher.staying_from || stay.lastNight > voucher.staying_to) return 'outside_staying_period';
  if (voucher.excluded_periods.some((period) => stay.checkin <= period.to && stay.lastNight >= period.from)) return 'excluded_period';
  return null;
}

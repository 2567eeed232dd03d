import { describe, expect, it } from 'vitest';
import { digicoAmountIssue, earnedPoints, maxSpendablePoints, pointSpendIssue, rankFor, voucherStatusOn, voucherUiStatus, voucherUseIssue, type PointRules, type VoucherTerms } from '#domain/rules/loyalty.ts';

const RULES: PointRules = { earnPercent: 5, spendStep: 100, spendMinimum: 500, spendCapPercent: 100 };

describe('spending points', () => {
  it('takes fixed steps, at least the minimum, within the balance and the price', () => {
    expect(pointSpendIssue(RULES, 0, 0, 10_000)).toBeNull();
    expect(pointSpendIssue(RULES, 1_000, 5_000, 10_000)).toBeNull();
    expect(pointSpendIssue(RULES, 550, 5_000, 10_000)).toBe('not_a_step');
    expect(pointSpendIssue(RULES, -100, 5_000, 10_000)).toBe('not_a_step');
    expect(pointSpendIssue(RULES, 400, 5_000, 10_000)).toBe('below_minimum');
    expect(pointSpendIssue(RULES, 6_000, 5_000, 10_000)).toBe('above_balance');
    expect(pointSpendIssue(RULES, 5_000, 9_000, 4_900)).toBe('above_price');
    expect(pointSpendIssue({ ...RULES, spendCapPercent: 50 }, 3_000, 9_000, 5_000)).toBe('above_price');
  });

  it('offers at most the lower of balance and price cap, in steps, or nothing under the minimum', () => {
    expect(maxSpendablePoints(RULES, 10_894, 26_320)).toBe(10_800);
    expect(maxSpendablePoints(RULES, 50_000, 26_320)).toBe(26_300);
    expect(maxSpendablePoints({ ...RULES, spendCapPercent: 10 }, 50_000, 26_320)).toBe(2_600);
    expect(maxSpendablePoints(RULES, 450, 26_320)).toBe(0);
  });
});

describe('earning and ranks', () => {
  it('earns the rate plus the rank bonus on what was paid, rounded down', () => {
    expect(earnedPoints(RULES, 0, 26_320)).toBe(1_316);
    expect(earnedPoints(RULES, 10, 26_320)).toBe(1_447);
    expect(earnedPoints(RULES, 0, 19)).toBe(0);
  });

  it('holds the highest tier reached and counts the points to the next', () => {
    const tiers = [{ id: 3, min_points: 15_000 }, { id: 1, min_points: 0 }, { id: 2, min_points: 5_000 }];
    expect(rankFor(tiers, 12_394)).toEqual({ rank: { id: 2, min_points: 5_000 }, next: { id: 3, min_points: 15_000 }, pointsToNext: 2_606 });
    expect(rankFor(tiers, 15_000)).toMatchObject({ rank: { id: 3 }, next: null, pointsToNext: null });
    expect(rankFor([], 100)).toEqual({ rank: null, next: null, pointsToNext: null });
  });

  it('exchanges only an allowed Digico amount within the balance', () => {
    expect(digicoAmountIssue([1_000, 3_000], 3_000, 3_000)).toBeNull();
    expect(digicoAmountIssue([1_000, 3_000], 2_000, 9_000)).toBe('not_allowed_amount');
    expect(digicoAmountIssue([1_000, 3_000], 3_000, 2_999)).toBe('above_balance');
  });
});

describe('vouchers', () => {
  const voucher: VoucherTerms = {
    status: 'available',
    staying_from: '2026-06-01',
    staying_to: '2026-08-30',
    excluded_periods: [{ from: '2026-06-21', to: '2026-06-23' }],
    valid_through: '2026-08-30',
  };
  const stay = (checkin: string, lastNight: string) => ({ checkin, lastNight });

  it('moves available or pending to expired after its valid-through date; consumed and expired are final', () => {
    expect(voucherStatusOn(voucher, '2026-08-30')).toBe('available');
    expect(voucherStatusOn(voucher, '2026-08-31')).toBe('expired');
    expect(voucherStatusOn({ ...voucher, status: 'pending' }, '2026-09-01')).toBe('expired');
    expect(voucherStatusOn({ ...voucher, status: 'consumed' }, '2026-09-01')).toBe('consumed');
    expect(['available', 'pending', 'expired', 'consumed'].map((s) => voucherUiStatus(s as VoucherTerms['status']))).toEqual(['available', 'pending', 'consumed', 'consumed']);
  });

  it('pays for a stay only within its staying period and outside its excluded periods', () => {
    expect(voucherUseIssue(voucher, stay('2026-06-10', '2026-06-11'), '2026-06-01')).toBeNull();
    expect(voucherUseIssue(voucher, stay('2026-08-30', '2026-08-31'), '2026-06-01')).toBe('outside_staying_period');
    expect(voucherUseIssue(voucher, stay('2026-05-31', '2026-06-01'), '2026-06-01')).toBe('outside_staying_period');
    expect(voucherUseIssue(voucher, stay('2026-06-19', '2026-06-21'), '2026-06-01')).toBe('excluded_period');
    expect(voucherUseIssue(voucher, stay('2026-06-23', '2026-06-24'), '2026-06-01')).toBe('excluded_period');
    expect(voucherUseIssue({ ...voucher, status: 'pending', staying_from: null, staying_to: null }, stay('2026-06-10', '2026-06-11'), '2026-06-01')).toBe('not_usable');
    expect(voucherUseIssue({ ...voucher, status: 'consumed' }, stay('2026-06-10', '2026-06-11'), '2026-06-01')).toBe('not_usable');
  });
});

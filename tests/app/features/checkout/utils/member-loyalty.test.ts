import { describe, expect, it } from 'vitest';
import type { MemberCoupon, Voucher } from '#domain/entities/loyalty.ts';
import { couponIneligibility, maximumSpend, pointsFieldIssue, spendRules, voucherIssueFor } from '#app/features/checkout/utils/member-loyalty.ts';

const rules = spendRules({ spend_rules: { step: 100, minimum: 500, cap_percent: 100 } });

describe('the points field', () => {
  it('spends nothing when left empty', () => {
    expect(pointsFieldIssue(rules, '', 10_894, 20_000)).toBeNull();
    expect(pointsFieldIssue(rules, '  ', 10_894, 20_000)).toBeNull();
  });

  it('allows whole steps between the minimum and the lower of balance and price', () => {
    expect(pointsFieldIssue(rules, '500', 10_894, 20_000)).toBeNull();
    expect(pointsFieldIssue(rules, ' 10800 ', 10_894, 20_000)).toBeNull();
    expect(pointsFieldIssue(rules, '4000', 10_894, 4_000)).toBeNull();
  });

  it('refuses what is not a whole number, not a step, below the minimum, above the balance or the price', () => {
    expect(pointsFieldIssue(rules, '1,000', 10_894, 20_000)).toBe('not_a_number');
    expect(pointsFieldIssue(rules, '-500', 10_894, 20_000)).toBe('not_a_number');
    expect(pointsFieldIssue(rules, '5e2', 10_894, 20_000)).toBe('not_a_number');
    expect(pointsFieldIssue(rules, '550', 10_894, 20_000)).toBe('not_a_step');
    expect(pointsFieldIssue(rules, '300', 10_894, 20_000)).toBe('below_minimum');
    expect(pointsFieldIssue(rules, '10900', 10_894, 20_000)).toBe('above_balance');
    expect(pointsFieldIssue(rules, '4100', 10_894, 4_000)).toBe('above_price');
  });

  it('offers as its maximum the lower of balance and cap in steps, or the server\'s lower answer', () => {
    expect(maximumSpend(rules, 10_894, 20_000, undefined)).toBe(10_800);
    expect(maximumSpend(rules, 10_894, 4_050, undefined)).toBe(4_000);
    expect(maximumSpend(rules, 10_894, 20_000, 9_000)).toBe(9_000);
    // Below the minimum nothing can be spent.
    expect(maximumSpend(rules, 400, 20_000, undefined)).toBe(0);
  });

  it('takes a cap below the whole price from the programme', () => {
    const half = spendRules({ spend_rules: { step: 100, minimum: 100, cap_percent: 50 } });
    expect(pointsFieldIssue(half, '5100', 10_894, 10_000)).toBe('above_price');
    expect(maximumSpend(half, 10_894, 10_000, undefined)).toBe(5_000);
  });
});

const coupon = (overrides: Partial<MemberCoupon> = {}): MemberCoupon => ({
  code: 'SAKURA10',
  hotel_id: 1,
  percent: 10,
  valid_until: '2026-12-31',
  target_plans: [],
  max_stays: null,
  usage_limit: null,
  max_discounted_nights: null,
  remaining_uses: 1,
  expired: false,
  ...overrides,
});

describe('a member coupon at guest detail', () => {
  it('applies to any plan when it targets none, and to targeted plans only otherwise', () => {
    expect(couponIneligibility(coupon(), ['P1', 'P2'])).toBeNull();
    expect(couponIneligibility(coupon({ target_plans: ['P1', 'P2'] }), ['P1', 'P2'])).toBeNull();
    expect(couponIneligibility(coupon({ target_plans: ['P1'] }), ['P1', 'P2'])).toBe('plan_not_targeted');
  });

  it('says it is used up or expired', () => {
    expect(couponIneligibility(coupon({ remaining_uses: 0 }), ['P1'])).toBe('used_up');
    expect(couponIneligibility(coupon({ remaining_uses: null }), ['P1'])).toBeNull();
    expect(couponIneligibility(coupon({ expired: true, remaining_uses: 0 }), ['P1'])).toBe('expired');
  });
});

const voucher = (overrides: Partial<Voucher> = {}): Voucher => ({
  number: 'V-SAKURA-0001',
  hotel_id: 1,
  amount: 10_000,
  name: 'Stay voucher',
  status: 'available',
  ui_status: 'available',
  staying_period: { from: '2026-11-27', to: '2027-02-25' },
  sale_period: { from: '2026-10-01', to: '2026-12-31' },
  excluded_periods: [{ from: '2026-12-17', to: '2026-12-19' }],
  valid_through: '2027-02-25',
  consumed_at: null,
  reservation_number: null,
  ...overrides,
});

describe('a voucher at guest detail', () => {
  const today = '2026-11-27';
  it('pays for a stay whose nights are all in its staying period and none excluded', () => {
    expect(voucherIssueFor(voucher(), { checkin: '2026-12-01', checkout: '2026-12-03' }, today)).toBeNull();
    // The check-out day is not a night: a stay ending on the first excluded day is fine.
    expect(voucherIssueFor(voucher(), { checkin: '2026-12-15', checkout: '2026-12-17' }, today)).toBeNull();
    expect(voucherIssueFor(voucher(), { checkin: '2026-12-18', checkout: '2026-12-20' }, today)).toBe('excluded_period');
    expect(voucherIssueFor(voucher(), { checkin: '2027-02-25', checkout: '2027-02-27' }, today)).toBe('outside_staying_period');
  });

  it('is not usable once consumed or while pending', () => {
    expect(voucherIssueFor(voucher({ status: 'consumed' }), { checkin: '2026-12-01', checkout: '2026-12-02' }, today)).toBe('not_usable');
    expect(voucherIssueFor(voucher({ status: 'pending', staying_period: null }), { checkin: '2026-12-01', checkout: '2026-12-02' }, today)).toBe('not_usable');
  });

  it('takes a day use as its check-in day', () => {
    expect(voucherIssueFor(voucher(), { checkin: '2026-12-17', checkout: '2026-12-17' }, today)).toBe('excluded_period');
  });
});

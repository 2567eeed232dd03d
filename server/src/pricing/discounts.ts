import { COUPON_INVALID_CODE } from '#domain/constants/error-codes.ts';
import { AMOUNTS } from '#domain/constants/limits.ts';
import type { DiscountType } from '#domain/constants/payment.ts';
import { paymentPromotionApplies, type PaymentPromotionInfo } from '#domain/rules/payment-promotion.ts';
import type { Database } from '../db/open-database';
import { ApiError } from '../http/api-error';
import type { NightlyRate } from './room-stay-price';

export type DiscountOrigin = 'creansmaerd' | 'all_users' | 'coupon' | 'payment';
export type Discount = { discount_type: DiscountType; discount_origin: DiscountOrigin; discount_amount: number };

type PlanDiscountRule = { plan_id: number; discount_type: 'creansmaerd' | 'special'; discount_origin: 'creansmaerd' | 'all_users'; percent: number };
type Coupon = { code: string; percent: number; max_discounted_nights: number | null; valid_until: string; hotel_plan_codes: string[] };

/** The hotel's discount rules, loaded once per request. */
export type DiscountRules = {
  byPlan: Map<number, PlanDiscountRule[]>;
  promotion: (PaymentPromotionInfo & { percent: number }) | null;
  coupon: Coupon | null;
  /** The signed-in member's rank discount (ADR 225), a members' discount on every plan; 0 for anybody else. */
  rankDiscountPercent: number;
};


/**
 * Loads the hotel's plan discounts, payment promotion and, when a code is given, its coupon. An unknown or
 * expired coupon code is refused with code 1500 rather than silently searching without it.
 */
export function loadDiscountRules(db: Database, hotelId: number, couponCode: string | undefined, today: string, rankDiscountPercent: number): DiscountRules {
  const rules = db
    .prepare<[number], PlanDiscountRule>(`
      SELECT d.plan_id, d.discount_type, d.discount_origin, d.percent
      FROM plan_discounts d JOIN plans p ON p.id = d.plan_id WHERE p.hotel_id = ?`)
    .all(hotelId);
  const byPlan = new Map<number, PlanDiscountRule[]>();
  for (const rule of rules) byPlan.set(rule.plan_id, [...(byPlan.get(rule.plan_id) ?? []), rule]);

  const promotionRow = db
    .prepare<[number], { target_mode: 'include' | 'exclude'; hotel_plan_codes: string; percent: number }>(
      'SELECT target_mode, hotel_plan_codes, percent FROM payment_promotions WHERE hotel_id = ?',
    )
    .get(hotelId);
  const promotion = promotionRow
    ? { target_mode: promotionRow.target_mode, hotel_plan_codes: JSON.parse(promotionRow.hotel_plan_codes) as string[], percent: promotionRow.percent }
    : null;

  let coupon: Coupon | null = null;
  if (couponCode !== undefined && couponCode !== '') {
    const row = db
      .prepare<[number, string], Omit<Coupon, 'hotel_plan_codes'> & { hotel_plan_codes: string }>(
        'SELECT code, percent, max_discounted_nights, valid_until, hotel_plan_codes FROM coupons WHERE hotel_id = ? AND code = ? COLLATE NOCASE',
      )
      .get(hotelId, couponCode);
    if (!row || row.valid_until < today) {
      throw new ApiError(422, 'invalid', 'This coupon code is not valid.', {
        codes: [COUPON_INVALID_CODE],
        fields: { coupon_code: [{ error: 'coupon invalid', code: COUPON_INVALID_CODE }] },
      });
    }
    coupon = { ...row, hotel_plan_codes: JSON.parse(row.hotel_plan_codes) as string[] };
  }
  return { byPlan, promotion, coupon, rankDiscountPercent };
}

export type DiscountedPlan = { id: number; hotel_plan_code: string; credit_card_payment: boolean };

/**
 * Every discount the plan may get on a price (all rooms' nights summed per date, tax excluded), each a
 * tax-excluded amount rounded down. A coupon counts only the first max_discounted_nights nights.
 */
export function planDiscounts(plan: DiscountedPlan, nights: readonly NightlyRate[], rules: DiscountRules): Discount[] {
  const withoutTax = nights.reduce((sum, night) => sum + night.price, 0);
  const percentOf = (amount: number, percent: number) => Math.floor((amount * percent) / 100);
  const discounts: Discount[] = (rules.byPlan.get(plan.id) ?? []).map((rule) => ({
    discount_type: rule.discount_type,
    discount_origin: rule.discount_origin,
    discount_amount: percentOf(withoutTax, rule.percent),
  }));
  // The rank's part of the member price: what the rank adds to the members' discount (migration 030).
  if (rules.rankDiscountPercent > 0) {
    discounts.push({ discount_type: 'creansmaerd', discount_origin: 'creansmaerd', discount_amount: percentOf(withoutTax, rules.rankDiscountPercent) });
  }
  const { coupon, promotion } = rules;
  if (coupon && (coupon.hotel_plan_codes.length === 0 || coupon.hotel_plan_codes.includes(plan.hotel_plan_code))) {
    const counted = nights.slice(0, coupon.max_discounted_nights ?? nights.length);
    discounts.push({
      discount_type: 'special',
      discount_origin: 'coupon',
      discount_amount: percentOf(counted.reduce((sum, night) => sum + night.price, 0), coupon.percent),
    });
  }
  if (promotion && paymentPromotionApplies(plan, promotion)) {
    discounts.push({ discount_type: 'payment', discount_origin: 'payment', discount_amount: percentOf(withoutTax, promotion.percent) });
  }
  return discounts;
}

/** Which discounts a guest gets: everybody's and the coupon, members' when signed in, payment when paying by card. */
export function discountsFor(discounts: readonly Discount[], guest: { signedIn: boolean; payByCard: boolean }): Discount[] {
  return discounts.filter(
    (discount) =>
      discount.discount_origin === 'all_users' ||
      discount.discount_origin === 'coupon' ||
      (discount.discount_origin === 'creansmaerd' && guest.signedIn) ||
      (discount.discount_origin === 'payment' && guest.payByCard),
  );
}

/** A tax-excluded price less discounts, with consumption tax taken again on what is left. */
export function afterDiscounts(withoutTax: number, discounts: readonly Discount[]): { discount: number; withoutTax: number; tax: number; total: number } {
  const discount = Math.min(withoutTax, discounts.reduce((sum, item) => sum + item.discount_amount, 0));
  const rest = withoutTax - discount;
  const tax = Math.floor((rest * AMOUNTS.consumptionTaxPercent) / 100);
  return { discount, withoutTax: rest, tax, total: rest + tax };
}

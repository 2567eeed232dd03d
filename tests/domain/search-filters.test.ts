import { describe, expect, it } from 'vitest';
import { paymentPromotionApplies } from '#domain/rules/payment-promotion.ts';
import { planMatchesFilters } from '#domain/rules/room-filters.ts';

const plan = { meal: 'breakfast' as const, is_member_only: false, credit_card_payment: true };

describe('room search filters', () => {
  it('reads meal filters as alternatives and the others as requirements', () => {
    expect(planMatchesFilters(plan, [])).toBe(true);
    expect(planMatchesFilters(plan, ['breakfast'])).toBe(true);
    expect(planMatchesFilters(plan, ['room_only'])).toBe(false);
    expect(planMatchesFilters(plan, ['room_only', 'breakfast'])).toBe(true);
    expect(planMatchesFilters(plan, ['breakfast', 'member_only'])).toBe(false);
    expect(planMatchesFilters({ ...plan, credit_card_payment: false }, ['card_payment'])).toBe(false);
  });
});

describe('payment promotion', () => {
  it('applies only with card payment, to included plans or to plans not excluded', () => {
    const include = { target_mode: 'include' as const, hotel_plan_codes: ['room-only'] };
    const exclude = { target_mode: 'exclude' as const, hotel_plan_codes: ['room-only'] };
    expect(paymentPromotionApplies({ hotel_plan_code: 'room-only', credit_card_payment: true }, include)).toBe(true);
    expect(paymentPromotionApplies({ hotel_plan_code: 'breakfast', credit_card_payment: true }, include)).toBe(false);
    expect(paymentPromotionApplies({ hotel_plan_code: 'room-only', credit_card_payment: true }, exclude)).toBe(false);
    expect(paymentPromotionApplies({ hotel_plan_code: 'breakfast', credit_card_payment: true }, exclude)).toBe(true);
    expect(paymentPromotionApplies({ hotel_plan_code: 'room-only', credit_card_payment: false }, include)).toBe(false);
    expect(paymentPromotionApplies({ hotel_plan_code: 'room-only', credit_card_payment: true }, null)).toBe(false);
  });
});

export type PaymentPromotionInfo = { target_mode: 'include' | 'exclude'; hotel_plan_codes: readonly string[] };

/**
 * "Payment promotion applies only if credit card is payable and the plan is included (include mode) or not
 * excluded (exclude mode)."
 */
export function paymentPromotionApplies(
  plan: { hotel_plan_code: string; credit_card_payment: boolean },
  info: PaymentPromotionInfo | null,
): boolean {
  if (!info || !plan.credit_card_payment) return false;
  const listed = info.hotel_plan_codes.includes(plan.hotel_plan_code);
  return info.target_mode === 'include' ? listed : !listed;
}

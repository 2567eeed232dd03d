import type { CurrencyCode } from '#domain/constants/currencies.ts';
import type { RoomPlan } from '#domain/entities/room-result.ts';
import { chargesCard, sharedPaymentTypes, takesCard, type BookingPaymentType } from '#domain/rules/booking-payment.ts';
import { cardBlockedByTotal, inCardMaintenanceWindow } from '#domain/rules/card-payment.ts';

/** Why card payment is not offered although the plans allow it: the guest is told, not left wondering. */
export type CardBlock = 'zero_total' | 'maintenance';

export type PaymentOptions = { types: BookingPaymentType[]; cardBlock?: CardBlock };

/**
 * The ways the guest may pay for the chosen plans (several rooms share one way), in the domain's order. A
 * total of 0 cannot be charged to a card; during the card maintenance window no way that takes a card is offered.
 */
export function paymentOptions(plans: readonly RoomPlan[], currency: CurrencyCode, total: number, now: Date): PaymentOptions {
  const planMethods = plans.map((plan) => plan.payment_method.map((method) => method.code));
  const allowed = sharedPaymentTypes(planMethods, currency, total);
  // What the plans allow whatever the total, to tell a blocked card from a plan without card payment.
  const possible = sharedPaymentTypes(planMethods, currency, Number.MAX_SAFE_INTEGER);
  if (possible.some(takesCard) && inCardMaintenanceWindow(now)) {
    return { types: allowed.filter((type) => !takesCard(type)), cardBlock: 'maintenance' };
  }
  if (possible.some(chargesCard) && cardBlockedByTotal(total)) return { types: allowed, cardBlock: 'zero_total' };
  return { types: allowed };
}

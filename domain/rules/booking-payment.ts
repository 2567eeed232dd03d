import { DEFAULT_CURRENCY, type CurrencyCode } from '../constants/currencies';
import type { PaymentMethod } from '../constants/payment';
import { cardBlockedByTotal } from './card-payment';
import { cardMethodFitsCurrency, isCardMethodType } from './card-methods';

/** How a guest pays a reservation, as the reservation request names it. */
export const BOOKING_PAYMENT_TYPES = [
  'on_site',
  'card',
  'card_deposit',
  'deferred_payment',
  'on_site_credit_card_required',
  // ADR 250: nothing charged online, the guest transfers the total; and the card methods of card-methods.ts.
  'bank_transfer',
  'card_international',
  'card_krw_domestic',
  'card_twd',
  // ADR 258: paid on Amazon's hosted page after booking; the booking waits for the checkout session.
  'amazon_pay',
] as const;
export type BookingPaymentType = (typeof BOOKING_PAYMENT_TYPES)[number];

/** The plan's payment method (document 2 section 9.3) that lets a guest pay this way. */
export const PLAN_METHOD_FOR: Record<BookingPaymentType, PaymentMethod> = {
  on_site: 'on_site',
  card: 'credit_card',
  card_deposit: 'credit_card_deposit',
  deferred_payment: 'deferred_payment',
  on_site_credit_card_required: 'on_site_credit_card_required',
  bank_transfer: 'bank_transfer',
  card_international: 'credit_card_international',
  card_krw_domestic: 'credit_card_krw_domestic',
  card_twd: 'credit_card_twd',
  amazon_pay: 'amazon_pay',
};

/** Ways that charge a card now: the whole total, or a deposit with the rest paid at the hotel. */
export function chargesCard(type: BookingPaymentType): boolean {
  return type === 'card' || type === 'card_deposit' || isCardMethodType(type);
}

/** Ways charged in full online when booked: a card charged now, or Amazon Pay (ADR 258). */
function chargedNow(type: BookingPaymentType): boolean {
  return chargesCard(type) || type === 'amazon_pay';
}

/** Ways paid before the stay (stored as pre_paid): a card charged now, Amazon Pay, or a bank transfer (ADR 250). */
export function paidBeforeStay(type: BookingPaymentType): boolean {
  return chargedNow(type) || type === 'bank_transfer';
}

/** Ways that take a card (and so a card token): a charge now, or a guarantee of an on-site payment. */
export function takesCard(type: BookingPaymentType): boolean {
  return chargesCard(type) || type === 'on_site_credit_card_required';
}

/**
 * What is charged now and what is left to pay at the hotel. A deposit is the hotel's percentage of the total,
 * rounded down (document 2 section 9: the deposit percentage is configurable).
 */
export function paymentSplit(type: BookingPaymentType, total: number, depositPercent: number): { deposit_amount: number; remain_amount: number } {
  const charged = type === 'card_deposit' ? Math.floor((total * depositPercent) / 100) : chargedNow(type) ? total : 0;
  return { deposit_amount: charged, remain_amount: total - charged };
}

/**
 * The ways a guest may pay for the rooms chosen: several rooms must share one method, so only the methods
 * every room's plan offers; a currency other than yen is paid by card only (Amazon Pay too is yen only); a total
 * of 0 cannot go on a card or Amazon Pay.
 */
export function sharedPaymentTypes(
  planMethods: readonly (readonly string[])[],
  paymentCurrency: CurrencyCode,
  total: number,
): BookingPaymentType[] {
  return BOOKING_PAYMENT_TYPES.filter((type) => {
    if (!planMethods.every((methods) => methods.includes(PLAN_METHOD_FOR[type]))) return false;
    if (paymentCurrency !== DEFAULT_CURRENCY && !chargesCard(type)) return false;
    if (isCardMethodType(type) && !cardMethodFitsCurrency(type, paymentCurrency)) return false;
    if (chargesCard(type) && cardBlockedByTotal(total)) return false;
    // Amazon Pay charges the total: a stay paid wholly by points or a voucher has nothing to pay there.
    if (type === 'amazon_pay' && total <= 0) return false;
    return true;
  });
}

type PersonName = { first_name: string; last_name: string };

/**
 * "A guest counts as booking for someone else when a first name exists and the first room's guest differs by
 * first or last name."
 */
export function bookingForSomeoneElse(booker: Partial<PersonName>, firstRoomGuest: PersonName | undefined): boolean {
  if (!booker.first_name?.trim() || !firstRoomGuest) return false;
  const same = (a: string | undefined, b: string) => (a ?? '').trim() === b.trim();
  return !same(booker.first_name, firstRoomGuest.first_name) || !same(booker.last_name, firstRoomGuest.last_name);
}

/** "Men and women counts per room: setting one sets the other to adults minus it." */
export function otherGenderCount(adults: number, count: number): number {
  return Math.max(0, adults - Math.min(count, adults));
}

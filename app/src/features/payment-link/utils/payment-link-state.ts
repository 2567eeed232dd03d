import {
  CHECK_CARD_NUMBER_CODE,
  CHECK_EXPIRY_CODE,
  INVALID_CODE,
  PAYMENT_LINK_ALREADY_PAID_TITLE,
  PAYMENT_LINK_CLOSED_TITLE,
  PAYMENT_LINK_ERROR_CODES,
  PAYMENT_LINK_STALE_CODE,
} from '#domain/constants/error-codes.ts';
import { TIME } from '#domain/constants/limits.ts';
import type { PaymentLink } from '#domain/entities/payment-link.ts';
import { ApiError } from '#app/api/api-error.ts';

/**
 * What the page shows for a link (document 1 section 4): the form while it takes a payment (after a refused card
 * too: failed), "paid" right after this page paid it, "already paid" for a link paid before, and the hotel's
 * completed, refunded and cancelled.
 */
export type PaymentLinkScreen = 'form' | 'failed' | 'paid' | 'alreadyPaid' | 'completed' | 'refunded' | 'cancelled';

export function paymentLinkScreen(link: Pick<PaymentLink, 'status'>, paidHere: boolean): PaymentLinkScreen {
  switch (link.status) {
    case 'pending':
      return 'form';
    case 'paid':
      return paidHere ? 'paid' : 'alreadyPaid';
    default:
      return link.status;
  }
}

/** "The page asks for a reload after 1 hour" (document 2 section 9.1), counted from when the link was loaded. */
export function reloadDueAt(loadedAt: number): number {
  return loadedAt + TIME.paymentLinkReloadMs;
}

/**
 * A refused payment, as the page words it (document 2 section 8.3): the link was paid meanwhile (the page then shows
 * it paid), or closed; the amount changed or the hour ran out (reload); no such record; or the card, by what was
 * wrong with it: parameter syntax, expiry year, card number, or other. Null: not a refusal (the network), worded as
 * any failed call.
 */
export type PaymentLinkRefusal =
  | 'alreadyPaid'
  | 'closed'
  | 'amountChanged'
  | 'reload'
  | 'recordNotFound'
  | 'cardSyntax'
  | 'cardExpiryYear'
  | 'cardNumber'
  | 'cardOther';

export function paymentLinkRefusal(error: unknown): PaymentLinkRefusal | null {
  if (!(error instanceof ApiError) || error.local) return null;
  if (error.title === PAYMENT_LINK_ALREADY_PAID_TITLE) return 'alreadyPaid';
  if (error.title === PAYMENT_LINK_CLOSED_TITLE) return 'closed';
  const codes = error.codes.map(Number);
  if (codes.includes(PAYMENT_LINK_ERROR_CODES.payment_amount_changed)) return 'amountChanged';
  if (codes.includes(PAYMENT_LINK_STALE_CODE)) return 'reload';
  if (codes.includes(PAYMENT_LINK_ERROR_CODES.payment_record_not_found)) return 'recordNotFound';
  if (codes.includes(CHECK_EXPIRY_CODE)) return 'cardExpiryYear';
  if (codes.includes(CHECK_CARD_NUMBER_CODE)) return 'cardNumber';
  if (error.status === 422 && codes.includes(INVALID_CODE)) return 'cardSyntax';
  if (error.status === 422) return 'cardOther';
  return null;
}

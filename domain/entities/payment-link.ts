import * as z from 'zod/mini';
import { CURRENCY_CODES } from '../constants/currencies';
import { CARD_BRANDS } from '../constants/payment';
import { ZAmount } from './common';

/**
 * Document 1 section 4, payment-link status: pending until paid; failed after a refused card (the guest may pay
 * again); paid once charged; completed, refunded and cancelled are the hotel's. "Already paid" is how the page
 * shows a link that was paid before it was opened (ADR 232).
 */
export const PAYMENT_LINK_STATUSES = ['pending', 'failed', 'paid', 'completed', 'refunded', 'cancelled'] as const;
export type PaymentLinkStatus = (typeof PAYMENT_LINK_STATUSES)[number];

/** The statuses that take a payment; every other one has been paid or closed by the hotel. */
export const PAYABLE_PAYMENT_LINK_STATUSES: readonly PaymentLinkStatus[] = ['pending', 'failed'];

/** A payment number as the address carries it: P and 12 base32 characters, random. */
export const ZPaymentNumber = z.string().check(z.regex(/^P[A-Z2-7]{12}$/));

export const ZPaymentLink = z.object({
  payment_number: z.string(),
  status: z.enum(PAYMENT_LINK_STATUSES),
  hotel_name: z.string(),
  guest_name: z.string(),
  description: z.string(),
  /** In the currency's minor units (yen: whole yen). */
  amount: ZAmount,
  currency: z.enum(CURRENCY_CODES),
  /** The card that paid, once paid. */
  card: z.nullable(z.object({ brand: z.enum(CARD_BRANDS), last4: z.string() })),
  paid_at: z.nullable(z.string()),
  /**
   * When this answer was made: the page sends it back with the payment, and a payment more than an hour later is
   * refused with 1200 ("not finished in 1 hour, reload"), as the page itself asks for a reload then.
   */
  opened_at: z.iso.datetime(),
});
export type PaymentLink = z.infer<typeof ZPaymentLink>;

export const ZPayPaymentLinkRequest = z.object({
  card_token: z.string().check(z.minLength(1), z.maxLength(128)),
  /** The amount the guest was shown: another amount now is refused as "amount changed, reload" (3871). */
  amount: ZAmount,
  opened_at: z.iso.datetime(),
});

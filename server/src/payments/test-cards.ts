import { CARD_NOT_USABLE_CODE, PAYMENT_FAILED_CODE } from '#domain/constants/error-codes.ts';
/**
 * What a provider does with a card, decided by its number as real providers' sandboxes do (the numbers are listed
 * in server/README.md; each adapter has its own, payment-gateways.ts). Any other valid number is approved without 3-D Secure.
 */
export type CardOutcome = 'approve' | 'challenge' | 'decline' | 'insufficient_funds';

/** The stand-in tokenizer's numbers (the app's own card form, hotels without a provider). */
export const STAND_IN_TEST_CARDS: ReadonlyMap<string, CardOutcome> = new Map([
  ['4000000000003220', 'challenge'],
  ['5200000000001096', 'challenge'],
  ['4000000000000002', 'decline'],
  ['4000000000009995', 'insufficient_funds'],
]);

/** Document 2 section 8.2 codes for a refused charge: 3003 "card not usable", 3002 "payment failed". */
export const DECLINE_CODES: Record<'decline' | 'insufficient_funds', number> = { decline: CARD_NOT_USABLE_CODE, insufficient_funds: PAYMENT_FAILED_CODE };

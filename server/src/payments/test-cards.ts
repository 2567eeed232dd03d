import { CARD_NOT_USABLE_CODE, PAYMENT_FAILED_CODE } from '#domain/constants/error-codes.ts';
/**
 * What the stand-in provider does with a card, decided by its number as real providers' sandboxes do
 * (the numbers are listed in server/README.md). Any other valid number is approved without 3-D Secure.
 */
export type CardOutcome = 'approve' | 'challenge' | 'decline' | 'insufficient_funds';

const OUTCOMES: ReadonlyMap<string, CardOutcome> = new Map([
  ['4000000000003220', 'challenge'],
  ['5200000000001096', 'challenge'],
  ['4000000000000002', 'decline'],
  ['4000000000009995', 'insufficient_funds'],
]);

export function cardOutcome(number: string): CardOutcome {
  return OUTCOMES.get(number) ?? 'approve';
}

/** Document 2 section 8.2 codes for a refused charge: 3003 "card not usable", 3002 "payment failed". */
export const DECLINE_CODES: Record<'decline' | 'insufficient_funds', number> = { decline: CARD_NOT_USABLE_CODE, insufficient_funds: PAYMENT_FAILED_CODE };

import type { CurrencyCode } from '#domain/constants/currencies.ts';
import type { PaymentRequest } from '#domain/entities/reservation.ts';
import { chargesCard } from '#domain/rules/booking-payment.ts';
import { cardBrandAccepted, cardModeFor, cardValidThrough, exceedsVisaMastercardCap, inCardMaintenanceWindow } from '#domain/rules/card-payment.ts';
import type { Database } from '../db/open-database';
import { ApiError, invalidRequest } from '../http/api-error';
import { cardTokenLapsed, findCardToken, type StoredCardToken } from './card-tokens';
import { DECLINE_CODES } from './test-cards';

/** Document 2 section 8.2: 3005 check the expiry, 3007 card not accepted. */
const CHECK_EXPIRY = 3005;
const CARD_NOT_ACCEPTED = 3007;

export type CardCharge = { token: StoredCardToken; needsChallenge: boolean };

/**
 * The card rules of document 1 section 5 the booking enforces again on the token (the form may be old or
 * hand-made), then what the issuer answers. `charge` is what is charged now (the total, or the deposit). A refusal throws, so the surrounding transaction books nothing.
 */
export function chargeCard(
  db: Database,
  payment: Extract<PaymentRequest, { card_token: string }>,
  context: { checkout: string; charge: number; hotelCurrency: CurrencyCode; paymentCurrency: CurrencyCode; now: Date },
): CardCharge {
  const token = findCardToken(db, payment.card_token);
  if (!token || token.used_by_reservation_id !== null || cardTokenLapsed(token, context.now)) {
    throw invalidRequest('This card token is unknown, expired or was already used.', { 'payment.card_token': [{ error: 'invalid_card_token' }] });
  }
  if (inCardMaintenanceWindow(context.now)) {
    throw new ApiError(422, 'card_maintenance', 'Card payment is under maintenance. Please choose another way to pay.', {
      codes: [CARD_NOT_ACCEPTED],
      fields: { 'payment.type': [{ error: 'card_maintenance' }] },
    });
  }
  if (!cardValidThrough({ month: token.exp_month, year: token.exp_year }, context.checkout)) {
    throw invalidRequest('The card expires before check-out.', { 'payment.card_token': [{ error: 'card_expired' }] }, CHECK_EXPIRY);
  }
  const mode = cardModeFor(context.hotelCurrency, context.paymentCurrency);
  if (!cardBrandAccepted(token.brand, mode)) {
    throw invalidRequest('This card brand is not accepted here.', { 'payment.card_token': [{ error: 'card_brand_not_accepted' }] }, CARD_NOT_ACCEPTED);
  }
  const charged = chargesCard(payment.type);
  if (charged && exceedsVisaMastercardCap(token.brand, context.charge)) {
    throw invalidRequest('Visa and Mastercard cannot pay more than 1,000,000 yen online.', { 'payment.card_token': [{ error: 'card_over_limit' }] }, CARD_NOT_ACCEPTED);
  }
  if (token.outcome === 'decline' || token.outcome === 'insufficient_funds') {
    const code = DECLINE_CODES[token.outcome];
    throw new ApiError(422, 'payment_failed', 'The card was refused by its issuer.', { codes: [code], baseCode: code });
  }
  // Only a charge is authenticated; a card kept as an on-site guarantee is not challenged.
  return { token, needsChallenge: charged && token.outcome === 'challenge' };
}

import { CARD_NOT_ACCEPTED_CODE, CHECK_EXPIRY_CODE } from '#domain/constants/error-codes.ts';
import type { CurrencyCode } from '#domain/constants/currencies.ts';
import type { PaymentRequest } from '#domain/entities/reservation.ts';
import { chargesCard } from '#domain/rules/booking-payment.ts';
import { brandAcceptedFor } from '#domain/rules/card-methods.ts';
import { cardValidThrough, exceedsVisaMastercardCap, inCardMaintenanceWindow } from '#domain/rules/card-payment.ts';
import type { Database } from '../db/open-database';
import { ApiError, invalidRequest } from '../http/api-error';
import { cardTokenLapsed, findCardToken, type StoredCardToken, type TokenOrigin } from './card-tokens';
import { DECLINE_CODES } from './test-cards';

export type CardCharge = { token: StoredCardToken; needsChallenge: boolean };

/**
 * The card rules of document 1 section 5 the booking enforces again on the token (the form may be old or
 * hand-made), then what the issuer answers. `charge` is what is charged now (the total, or the deposit). A refusal throws, so the surrounding transaction books nothing.
 */
export function chargeCard(
  db: Database,
  payment: Extract<PaymentRequest, { card_token: string }>,
  context: { checkout: string; charge: number; hotelCurrency: CurrencyCode; paymentCurrency: CurrencyCode; now: Date; gateway: TokenOrigin; memberId: number | null },
): CardCharge {
  const token = findCardToken(db, payment.card_token);
  if (!token || token.used_by_reservation_id !== null || cardTokenLapsed(token, context.now) || !mintedFor(token, context.gateway) || !heldBy(token, context.memberId)) {
    throw invalidRequest('This card token is unknown, expired or was already used.', { 'payment.card_token': [{ error: 'invalid_card_token' }] });
  }
  if (inCardMaintenanceWindow(context.now)) {
    throw new ApiError(422, 'card_maintenance', 'Card payment is under maintenance. Please choose another way to pay.', {
      codes: [CARD_NOT_ACCEPTED_CODE],
      fields: { 'payment.type': [{ error: 'card_maintenance' }] },
    });
  }
  if (!cardValidThrough({ month: token.exp_month, year: token.exp_year }, context.checkout)) {
    throw invalidRequest('The card expires before check-out.', { 'payment.card_token': [{ error: 'card_expired' }] }, CHECK_EXPIRY_CODE);
  }
  // A won card booked as Korean domestic must have passed the holder check when tokenized (ADR 250).
  if (payment.type === 'card_krw_domestic' && token.korean_checked !== 1) {
    throw invalidRequest('A Korean card needs the holder check.', { 'payment.card_token': [{ error: 'korean_card_check_required' }] }, CARD_NOT_ACCEPTED_CODE);
  }
  if (!brandAcceptedFor(payment.type, token.brand, context.hotelCurrency, context.paymentCurrency)) {
    throw invalidRequest('This card brand is not accepted here.', { 'payment.card_token': [{ error: 'card_brand_not_accepted' }] }, CARD_NOT_ACCEPTED_CODE);
  }
  const charged = chargesCard(payment.type);
  if (charged && exceedsVisaMastercardCap(token.brand, context.charge)) {
    throw invalidRequest('Visa and Mastercard cannot pay more than 1,000,000 yen online.', { 'payment.card_token': [{ error: 'card_over_limit' }] }, CARD_NOT_ACCEPTED_CODE);
  }
  if (token.outcome === 'decline' || token.outcome === 'insufficient_funds') {
    const code = DECLINE_CODES[token.outcome];
    throw new ApiError(422, 'payment_failed', 'The card was refused by its issuer.', { codes: [code], baseCode: code });
  }
  // Only a charge is authenticated; a card kept as an on-site guarantee is not challenged.
  return { token, needsChallenge: charged && token.outcome === 'challenge' };
}

/**
 * A token is good only where it was minted: the hotel's own provider, and for a provider's fields the hotel they were
 * opened for, as a real provider's token belongs to one merchant account. A token of another hotel or provider is
 * refused as an unknown one, so the answer tells nothing about the other hotel.
 */
export function mintedFor(token: StoredCardToken, origin: TokenOrigin): boolean {
  if (token.provider !== origin.gateway.provider) return false;
  // The stand-in's fields are opened for one hotel too (ADR 255); its bare tokenizer (no hotel) serves every hotel.
  return (origin.gateway.provider === null && token.hotel_id === null) || token.hotel_id === origin.hotelId;
}

/**
 * A token minted from a member's saved card pays only that member's booking (ADR 269): it was typed against a
 * reference the member's session asked for. A card typed in full is anybody's to book with. Another member's token
 * is refused as an unknown one.
 */
export function heldBy(token: StoredCardToken, memberId: number | null): boolean {
  return token.member_id === null || token.member_id === memberId;
}

import * as z from 'zod/mini';
import { CARD_BRANDS } from '../constants/payment';
import { ZIsoDate } from '../entities/common';
import { defineContract, ZNone } from './contract';

/**
 * The stand-in payment provider's tokenizer: the app sends the card here (never to the reservation call) and
 * books with the token. Field rules are domain/rules/card-form.ts; a refused field reads one of its codes.
 */
export const ZCardTokenRequest = z.object({
  number: z.string().check(z.maxLength(32, 'invalid_card_number')),
  holder: z.string().check(z.maxLength(64, 'too_long')),
  exp_month: z.int().check(z.minimum(1, 'card_expired'), z.maximum(12, 'card_expired')),
  exp_year: z.int().check(z.minimum(0), z.maximum(9999)),
  security_code: z.string().check(z.maxLength(8, 'invalid_security_code')),
  brand: z.optional(z.enum(CARD_BRANDS)),
  /** The stay's check-out date: the card must be valid through it. */
  valid_through: ZIsoDate,
  /** Set for a KRW (Korean) card, which also needs the birth date (YYMMDD) and the first two PIN digits. */
  korean: z.optional(z.object({ birth_date: z.string().check(z.maxLength(6)), pin_prefix: z.string().check(z.maxLength(2)) })),
  currency: z.optional(z.string()),
  /**
   * Keep the card in the provider's vault so the member can save it at booking (ADR 221); the token then names the
   * vault entry. Without it the card is forgotten once the token is spent.
   */
  reusable: z.optional(z.boolean()),
});

export const ZCardToken = z.object({ token: z.string(), brand: z.enum(CARD_BRANDS), last4: z.string() });
export type CardToken = z.infer<typeof ZCardToken>;

export const createCardToken = defineContract({
  method: 'POST',
  path: '/psp/tokens',
  params: ZNone,
  query: ZNone,
  body: ZCardTokenRequest,
  response: ZCardToken,
  session: false,
});

/**
 * What a provider's hosted fields page sends to its own tokenizer (ADR 237): the card, and the hotel the fields
 * were opened for, whose provider must be the page's. Never sent by the app, which sees only the token.
 */
export const ZHostedFieldsTokenRequest = z.extend(ZCardTokenRequest, {
  hotel_id: z.int().check(z.positive()),
  /** The booking's payment type: a card method of ADR 250 takes every brand, whatever the card mode. */
  payment_type: z.optional(z.string().check(z.maxLength(64))),
  /** What is charged now is over the 1,000,000 yen Visa and Mastercard cap (document 1 section 5). */
  over_card_cap: z.optional(z.boolean()),
});

/**
 * The stand-in's fields in their code-only mode (ADR 269): opened with `saved_card=<reference>` for a member's saved
 * card, they ask the security code alone and send it here with the reference. Never sent by the app.
 */
export const SAVED_CARD_REFERENCE_PARAM = 'saved_card';
export const ZSavedCardCodeTokenRequest = z.object({
  hotel_id: z.int().check(z.positive()),
  reference: z.string().check(z.maxLength(64)),
  security_code: z.string().check(z.maxLength(8, 'invalid_security_code')),
});

/** The fields of the stand-in tokenizer (a hotel with no provider): its page is played like a provider's (issue 22). */
export const STAND_IN_FIELDS = 'stand-in';

/** What a provider's hosted fields frame posts to the app: the token alone, never the card (ADR 237). */
export const HOSTED_FIELDS_MESSAGE = 'hbw:card-token';
export const ZHostedFieldsMessage = z.object({
  type: z.literal(HOSTED_FIELDS_MESSAGE),
  provider: z.string(),
  token: z.string(),
  brand: z.enum(CARD_BRANDS),
  last4: z.string(),
});

/** What the frame posts when its content's height changes, so the app sizes the frame to it (no inner scrolling). */
export const HOSTED_FIELDS_HEIGHT_MESSAGE = 'hbw:card-fields-height';
export const ZHostedFieldsHeight = z.object({
  type: z.literal(HOSTED_FIELDS_HEIGHT_MESSAGE),
  height: z.number().check(z.positive(), z.maximum(4000)),
});

import type * as z from 'zod/mini';
import { CHECK_CARD_NUMBER_CODE, CHECK_EXPIRY_CODE } from '#domain/constants/error-codes.ts';
import type { CardBrand } from '#domain/constants/payment.ts';
import type { ZCardTokenRequest } from '#domain/contracts/psp-tokens.ts';
import { cardFormIssues } from '#domain/rules/card-form.ts';
import { detectCardBrand, normalizeCardNumber } from '#domain/rules/card-number.ts';
import { fullExpiryYear } from '#domain/rules/card-payment.ts';
import type { Database } from '../db/open-database';
import { invalidRequest } from '../http/api-error';
import type { CardOutcome } from './test-cards';
import { vaultCard } from './card-vault';
import { gatewayOutcome, gatewayFor, type PaymentGateway } from './payment-gateways';

/**
 * An unspent token works for an hour from tokenizing, like a payment provider's: long enough for a slow guest and
 * a retried booking, short enough that the sweep can purge the rest (ADR 198).
 */
export const CARD_TOKEN_LIFETIME_MS = 60 * 60_000;

export type StoredCardToken = {
  token: string;
  brand: CardBrand;
  last4: string;
  exp_month: number;
  exp_year: number;
  outcome: CardOutcome;
  created_at: string;
  used_by_reservation_id: number | null;
  /** The provider's vault entry of a card tokenized as reusable or from a saved card (ADR 221). */
  vault_ref: string | null;
  /** The provider whose fields minted it and the hotel they were opened for (ADR 237); null for the stand-in tokenizer. */
  provider: string | null;
  hotel_id: number | null;
  /** The member whose saved card minted it (ADR 269): it pays only their booking; null for a card typed in full. */
  member_id: number | null;
  /** 1 when minted with the Korean card holder check (migration 053): only such a token pays a won card. */
  korean_checked: number;
};

/** Where a token was minted: the stand-in tokenizer (no hotel), or a provider's fields opened for one hotel. */
export type TokenOrigin = { gateway: PaymentGateway; hotelId: number | null };

const STAND_IN_ORIGIN: TokenOrigin = { gateway: gatewayFor(null), hotelId: null };

/** A token not spent within its lifetime; the booking refuses it as it refuses an unknown one (the sweep purges it). */
export function cardTokenLapsed(token: StoredCardToken, now: Date): boolean {
  return token.used_by_reservation_id === null && Date.parse(token.created_at) + CARD_TOKEN_LIFETIME_MS <= now.getTime();
}

/**
 * Checks the card and keeps only what the booking needs later: brand, last four digits, expiry and the
 * test outcome. The number itself goes no further than this function's arguments.
 */
export function tokenizeCard(
  db: Database,
  form: z.output<typeof ZCardTokenRequest>,
  now: Date,
  { gateway, hotelId }: TokenOrigin = STAND_IN_ORIGIN,
): Pick<StoredCardToken, 'token' | 'brand' | 'last4'> {
  const korean = form.currency === 'KRW' || form.korean !== undefined;
  const issues = cardFormIssues(form, { validThrough: form.valid_through, korean });
  const fields = Object.entries(issues);
  if (fields.length > 0) {
    const code = issues.exp_month ? CHECK_EXPIRY_CODE : CHECK_CARD_NUMBER_CODE;
    throw invalidRequest(
      'The card details are not valid.',
      Object.fromEntries(fields.map(([field, issue]) => [field, [{ error: issue }]])),
      code,
    );
  }
  const number = normalizeCardNumber(form.number);
  // cardFormIssues refused numbers of no known brand, so a brand is detected here.
  const brand = detectCardBrand(number) as CardBrand;
  const stored = {
    token: gateway.mintToken(),
    brand,
    last4: number.slice(-4),
    exp_month: form.exp_month,
    exp_year: fullExpiryYear(form.exp_year),
    outcome: gatewayOutcome(gateway, number),
  };
  const vaultRef = form.reusable === true ? vaultCard(db, { ...stored, security_code: form.security_code }, now) : null;
  db.prepare(`
    INSERT INTO card_tokens (token, brand, last4, exp_month, exp_year, outcome, created_at, vault_ref, provider, hotel_id, korean_checked)
    VALUES (@token, @brand, @last4, @exp_month, @exp_year, @outcome, @created_at, @vault_ref, @provider, @hotel_id, @korean_checked)`).run({
    ...stored,
    created_at: now.toISOString(),
    vault_ref: vaultRef,
    provider: gateway.provider,
    hotel_id: hotelId,
    // cardFormIssues refused a Korean card without a passing holder check, so reaching here means it passed.
    korean_checked: korean ? 1 : 0,
  });
  return { token: stored.token, brand: stored.brand, last4: stored.last4 };
}

export function findCardToken(db: Database, token: string): StoredCardToken | undefined {
  return db.prepare<[string], StoredCardToken>('SELECT * FROM card_tokens WHERE token = ?').get(token);
}

export function spendCardToken(db: Database, token: string, reservationId: number): void {
  db.prepare('UPDATE card_tokens SET used_by_reservation_id = ? WHERE token = ?').run(reservationId, token);
}

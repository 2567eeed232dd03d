import { randomBytes } from 'node:crypto';
import { CHECK_CARD_NUMBER_CODE, CHECK_EXPIRY_CODE } from '#domain/constants/error-codes.ts';
import type { CardBrand } from '#domain/constants/payment.ts';
import { cardValidThrough } from '#domain/rules/card-payment.ts';
import type { Database } from '../db/open-database';
import { invalidRequest, tooManyAttempts } from '../http/api-error';
import { findVaultedCard, tokenFromVault, vaultedCodeMatches } from '../payments/card-vault';
import { ownCard } from './saved-cards';

// A saved card's security code is typed in the provider's frame (ADR 269). The member's session asks the API for a
// reference to one of their cards at one hotel; the frame opened with it asks the code alone and mints a token bound
// to that member and hotel. The reference is short-lived, mints one token, and dies after a few wrong codes, so it
// cannot be used to guess the code.

/** Long enough to type a code, short enough that a reference left in a closed page is soon useless. */
const CODE_REFERENCE_LIFETIME_MS = 15 * 60_000;

/** Wrong codes one reference takes; then it is spent and the member chooses the card again (a new reference). */
const MAX_CODE_ATTEMPTS = 5;

/**
 * Wrong codes one card takes across all its references in a day: a member (or whoever holds their session) could
 * otherwise ask reference after reference and try every code five at a time. References are kept this long after
 * they expire so the count survives them.
 */
const MAX_CODE_FAILURES_PER_DAY = 10;
const CODE_FAILURE_WINDOW_MS = 24 * 60 * 60_000;

type LiveReference = { reference: string; member_id: number; hotel_id: number; vault_ref: string; brand: CardBrand; last4: string };

/** A reference for the member's own card (another's id is 404), valid through check-out (3005). */
export function issueCodeReference(
  db: Database,
  request: { memberId: number; cardId: number; hotelId: number; validThrough: string },
  now: Date,
): { reference: string; expires_at: string } {
  const card = ownCard(db, request.memberId, request.cardId);
  if (!cardValidThrough({ month: card.exp_month, year: card.exp_year }, request.validThrough)) {
    throw invalidRequest('The card expires before check-out.', { valid_through: [{ error: 'card_expired' }] }, CHECK_EXPIRY_CODE);
  }
  const failures = db
    .prepare<[number, string], { failed: number | null; last: string | null }>(
      'SELECT SUM(failed_attempts) AS failed, MAX(expires_at) AS last FROM saved_card_code_references WHERE member_card_id = ? AND failed_attempts > 0 AND expires_at > ?',
    )
    .get(card.id, new Date(now.getTime() - CODE_FAILURE_WINDOW_MS).toISOString());
  if ((failures?.failed ?? 0) >= MAX_CODE_FAILURES_PER_DAY) {
    // Open again a day after the last reference that missed expired; said as any other limit is (429, Retry-After).
    throw tooManyAttempts(Math.max(1, Math.ceil((Date.parse(failures?.last ?? now.toISOString()) + CODE_FAILURE_WINDOW_MS - now.getTime()) / 1000)));
  }
  const reference = `scr_${randomBytes(24).toString('base64url')}`;
  const expiresAt = new Date(now.getTime() + CODE_REFERENCE_LIFETIME_MS).toISOString();
  db.prepare(`
    INSERT INTO saved_card_code_references (reference, member_id, member_card_id, hotel_id, expires_at) VALUES (?, ?, ?, ?, ?)`).run(
    reference,
    request.memberId,
    card.id,
    request.hotelId,
    expiresAt,
  );
  return { reference, expires_at: expiresAt };
}

/** The reference when it is unspent, unexpired and was issued for this hotel; undefined otherwise, whatever the reason. */
export function liveCodeReference(db: Database, reference: string, hotelId: number, now: Date): LiveReference | undefined {
  return db
    .prepare<[string, number, string], LiveReference>(`
      SELECT r.reference, r.member_id, r.hotel_id, c.vault_ref, c.brand, c.last4
      FROM saved_card_code_references r JOIN member_cards c ON c.id = r.member_card_id AND c.member_id = r.member_id
      WHERE r.reference = ? AND r.hotel_id = ? AND r.spent_at IS NULL AND r.expires_at > ?`)
    .get(reference, hotelId, now.toISOString());
}

const expired = () => invalidRequest('This security code form has expired.', { security_code: [{ error: 'reference_expired' }] });

/**
 * What the frame's code-only mode sends: the vault checks the code; a match spends the reference and mints the token,
 * a wrong code counts (422 code 3004 at the field) and the last allowed one spends the reference.
 */
export function tokenForSavedCardCode(
  db: Database,
  request: { reference: string; hotelId: number; securityCode: string },
  now: Date,
): { token: string; brand: CardBrand; last4: string } {
  if (!/^[0-9]{3,4}$/.test(request.securityCode)) {
    throw invalidRequest('Enter the 3 or 4 digit security code.', { security_code: [{ error: 'invalid_security_code' }] });
  }
  // The miss is counted inside the transaction and refused after it, so a refusal does not roll the count back.
  const outcome = db.transaction(() => {
    const live = liveCodeReference(db, request.reference, request.hotelId, now);
    const card = live ? findVaultedCard(db, live.vault_ref) : undefined;
    if (!live || !card) return { kind: 'expired' } as const;
    if (!vaultedCodeMatches(card, request.securityCode)) {
      db.prepare(`
        UPDATE saved_card_code_references SET failed_attempts = failed_attempts + 1,
          spent_at = CASE WHEN failed_attempts + 1 >= ? THEN ? ELSE spent_at END
        WHERE reference = ?`).run(MAX_CODE_ATTEMPTS, now.toISOString(), live.reference);
      return { kind: 'mismatch' } as const;
    }
    db.prepare('UPDATE saved_card_code_references SET spent_at = ? WHERE reference = ?').run(now.toISOString(), live.reference);
    return { kind: 'token', token: tokenFromVault(db, card, { memberId: live.member_id, hotelId: live.hotel_id }, now) } as const;
  })();
  if (outcome.kind === 'expired') throw expired();
  if (outcome.kind === 'mismatch') {
    throw invalidRequest('The security code does not match this card.', { security_code: [{ error: 'security_code_mismatch' }] }, CHECK_CARD_NUMBER_CODE);
  }
  return outcome.token;
}

/** References nothing can be done with any more: past their lifetime, and past the day their misses still count. */
export function purgeCodeReferences(db: Database, now: Date): number {
  return db
    .prepare('DELETE FROM saved_card_code_references WHERE expires_at <= ? AND (failed_attempts = 0 OR expires_at <= ?)')
    .run(now.toISOString(), new Date(now.getTime() - CODE_FAILURE_WINDOW_MS).toISOString()).changes;
}

import type { Database } from '../db/open-database';
import { sha256Hex } from '../security/digest';
import { newSessionToken } from '../security/random-tokens';

/**
 * How long a partner's custom authentication (SSO) code works: it travels in an address from the partner's page
 * to ours right away, so minutes, as an OAuth authorization code (RFC 6749 section 4.1.2 recommends at most 10).
 */
export const CUSTOM_AUTH_CODE_MS = 5 * 60 * 1000;

/** A partner vouches for a member of the brand: a code for the address; only its digest is kept. */
export function issueCustomAuthCode(db: Database, who: { brandId: number; memberId: number }, now: Date): string {
  const code = newSessionToken();
  db.prepare('INSERT INTO member_custom_auth_codes (code_sha256, brand_id, member_id, expires_at_ms) VALUES (?, ?, ?, ?)').run(
    sha256Hex(code),
    who.brandId,
    who.memberId,
    now.getTime() + CUSTOM_AUTH_CODE_MS,
  );
  return code;
}

/**
 * Spends a code once: the member it names in this brand, or undefined (unknown, another brand's, expired, spent).
 * Call it inside the transaction that opens the session, so a code is never spent without one, nor twice.
 */
export function spendCustomAuthCode(db: Database, code: string, brandId: number, now: Date): number | undefined {
  const spent = db
    .prepare<[number, string, number, number], { member_id: number }>(
      `UPDATE member_custom_auth_codes SET spent_at_ms = ?
       WHERE code_sha256 = ? AND brand_id = ? AND expires_at_ms > ? AND spent_at_ms IS NULL RETURNING member_id`,
    )
    .get(now.getTime(), sha256Hex(code), brandId, now.getTime());
  return spent?.member_id;
}

import type { Database } from '../db/open-database';
import { sha256Hex } from '../security/digest';
import { newSessionToken } from '../security/random-tokens';

// The stand-in LINE Platform. Inside LINE, a LIFF page gets an access token from the LIFF SDK and the provider
// asks LINE whose it is (GET https://api.line.me/oauth2/v2.1/verify, then the profile). Here the API plays LINE:
// its login page (line-login-page.ts) issues tokens, and the provider side verifies them against this table.

/** A LINE user id: "U" and 32 hex digits. */
export const LINE_USER_ID = /^U[0-9a-f]{32}$/;

/** LINE's LIFF access tokens live 12 hours; the stand-in keeps them as long. */
const LIFF_TOKEN_MS = 12 * 60 * 60 * 1000;

export type LineProfile = { userId: string; displayName: string };

export function issueLiffAccessToken(db: Database, profile: LineProfile, now: Date): string {
  const token = newSessionToken();
  db.prepare('INSERT INTO line_liff_tokens (token_sha256, line_user_id, display_name, expires_at_ms) VALUES (?, ?, ?, ?)').run(
    sha256Hex(token),
    profile.userId,
    profile.displayName,
    now.getTime() + LIFF_TOKEN_MS,
  );
  return token;
}

/** The LINE profile a live LIFF access token stands for, or undefined (unknown or expired), as LINE would answer. */
export function verifyLiffAccessToken(db: Database, token: string, now: Date): LineProfile | undefined {
  const row = db
    .prepare<[string, number], { line_user_id: string; display_name: string }>(
      'SELECT line_user_id, display_name FROM line_liff_tokens WHERE token_sha256 = ? AND expires_at_ms > ?',
    )
    .get(sha256Hex(token), now.getTime());
  return row && { userId: row.line_user_id, displayName: row.display_name };
}

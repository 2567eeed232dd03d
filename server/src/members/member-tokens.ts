import type { Database } from '../db/open-database';
import { sha256Hex } from '../security/digest';
import { newSessionToken } from '../security/random-tokens';
import { endFamily } from './member-sessions';

const MINUTE_MS = 60 * 1000;
/** Lifetimes the spec leaves open: a refresh token for a returning visit, a one-time token for a hand-over now. */
export const TOKEN_LIFETIME_MS = { refresh: 30 * 24 * 60 * MINUTE_MS, one_time_access: 10 * MINUTE_MS } as const;

export type MemberTokenKind = keyof typeof TOKEN_LIFETIME_MS;

/** Spending a token: the member it names (and a refresh token's family), or why it names nobody. */
export type SpentToken =
  | { status: 'ok'; memberId: number; familyId: string | null }
  | { status: 'not_found' }
  | { status: 'brand_mismatch' }
  | { status: 'spent' };

/**
 * Issues a refresh or one-time access token for a member; only its digest is kept. A refresh token belongs to the
 * family of the session it was issued with, so sign-out and a replay end them together (ADR 190).
 */
export function issueMemberToken(
  db: Database,
  kind: MemberTokenKind,
  who: { brandId: number; memberId: number; familyId?: string | null },
  now: Date,
): string {
  const token = newSessionToken();
  db.prepare(
    'INSERT INTO member_tokens (token_sha256, kind, brand_id, member_id, created_at_ms, expires_at_ms, family_id) VALUES (?, ?, ?, ?, ?, ?, ?)',
  ).run(sha256Hex(token), kind, who.brandId, who.memberId, now.getTime(), now.getTime() + TOKEN_LIFETIME_MS[kind], who.familyId ?? null);
  return token;
}

type TokenRow = {
  id: number;
  brand_id: number;
  member_id: number;
  expires_at_ms: number;
  spent_at_ms: number | null;
  revoked_at_ms: number | null;
  family_id: string | null;
};

/**
 * Spends a token once: a second use, or a use after expiry or revocation, is `spent` (code 3403, "already
 * spent"). A refresh token that was already exchanged and comes back means two parties hold it (OAuth 2.0
 * Security BCP, refresh token rotation): its whole family ends, so whichever of them holds the newer session
 * loses it too. Another brand's token is a mismatch and stays unspent, so its own brand can still use it.
 */
export function spendMemberToken(db: Database, kind: MemberTokenKind, token: string, brandId: number, now: Date): SpentToken {
  return db
    .transaction((): SpentToken => {
      const row = db
        .prepare<[string, string], TokenRow>(
          'SELECT id, brand_id, member_id, expires_at_ms, spent_at_ms, revoked_at_ms, family_id FROM member_tokens WHERE token_sha256 = ? AND kind = ?',
        )
        .get(sha256Hex(token), kind);
      if (!row) return { status: 'not_found' };
      if (row.brand_id !== brandId) return { status: 'brand_mismatch' };
      if (row.revoked_at_ms !== null) return { status: 'spent' };
      if (row.spent_at_ms !== null) {
        if (row.family_id !== null) endFamily(db, row.family_id, now);
        return { status: 'spent' };
      }
      if (row.expires_at_ms <= now.getTime()) return { status: 'spent' };
      db.prepare('UPDATE member_tokens SET spent_at_ms = ? WHERE id = ?').run(now.getTime(), row.id);
      return { status: 'ok', memberId: row.member_id, familyId: row.family_id };
    })
    .immediate();
}

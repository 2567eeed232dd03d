import type { Database } from '../db/open-database';
import { sha256Hex } from '../security/digest';
import { newSessionToken } from '../security/random-tokens';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How long a sign-in lasts without being renewed; the spec gives no figure. */
export const MEMBER_SESSION_MS = 30 * DAY_MS;

/** Who is signed in on one session: a member, an organisation account, or both. Always one brand's. */
export type MemberSession = {
  id: number;
  brandId: number;
  memberId: number | null;
  organizationAccountId: number | null;
  expiresAt: Date;
};

/** What a bearer token names. `not_found` covers unknown, expired and signed-out tokens alike. */
export type TokenResolution =
  | { status: 'none' }
  | { status: 'not_found' }
  | { status: 'brand_mismatch' }
  | { status: 'signed_in'; session: MemberSession };

type SessionRow = {
  id: number;
  brand_id: number;
  member_id: number | null;
  organization_account_id: number | null;
  expires_at_ms: number;
};

const toSession = (row: SessionRow): MemberSession => ({
  id: row.id,
  brandId: row.brand_id,
  memberId: row.member_id,
  organizationAccountId: row.organization_account_id,
  expiresAt: new Date(row.expires_at_ms),
});

/**
 * Opens a session for a member or an organisation account of a brand. Only the token's digest is stored: the
 * bearer token exists only in the answer that hands it out.
 */
export function createMemberSession(
  db: Database,
  who: { brandId: number; memberId?: number | null; organizationAccountId?: number | null },
  now: Date,
): { token: string; session: MemberSession } {
  const token = newSessionToken();
  const expiresAtMs = now.getTime() + MEMBER_SESSION_MS;
  const { lastInsertRowid } = db
    .prepare(
      `INSERT INTO member_sessions (token_sha256, brand_id, member_id, organization_account_id, created_at_ms, expires_at_ms)
       VALUES (?, ?, ?, ?, ?, ?)`,
    )
    .run(sha256Hex(token), who.brandId, who.memberId ?? null, who.organizationAccountId ?? null, now.getTime(), expiresAtMs);
  return {
    token,
    session: {
      id: Number(lastInsertRowid),
      brandId: who.brandId,
      memberId: who.memberId ?? null,
      organizationAccountId: who.organizationAccountId ?? null,
      expiresAt: new Date(expiresAtMs),
    },
  };
}

/**
 * Signs a second identity in on an existing session: a member signing in while their organisation is signed in
 * (or the reverse) keeps one token, so the two show together ("organisation and user both signed in").
 */
export function joinMemberSession(
  db: Database,
  session: MemberSession,
  who: { memberId: number } | { organizationAccountId: number },
): MemberSession {
  if ('memberId' in who) {
    db.prepare('UPDATE member_sessions SET member_id = ? WHERE id = ?').run(who.memberId, session.id);
    return { ...session, memberId: who.memberId };
  }
  db.prepare('UPDATE member_sessions SET organization_account_id = ? WHERE id = ?').run(who.organizationAccountId, session.id);
  return { ...session, organizationAccountId: who.organizationAccountId };
}

/** Resolves a bearer token for a brand's page. A live token of another brand is a mismatch, never a sign-in. */
export function resolveMemberToken(db: Database, token: string | undefined, brandId: number, now: Date): TokenResolution {
  if (!token) return { status: 'none' };
  const row = db
    .prepare<[string, number], SessionRow>(
      `SELECT id, brand_id, member_id, organization_account_id, expires_at_ms FROM member_sessions
       WHERE token_sha256 = ? AND ended_at_ms IS NULL AND expires_at_ms > ?`,
    )
    .get(sha256Hex(token), now.getTime());
  if (!row) return { status: 'not_found' };
  if (row.brand_id !== brandId) return { status: 'brand_mismatch' };
  return { status: 'signed_in', session: toSession(row) };
}

/** The token of an `Authorization: Bearer <token>` header; anything else names no token. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
}

/** Signs the session out: its token stops working at once. */
export function endMemberSession(db: Database, sessionId: number, now: Date): void {
  db.prepare('UPDATE member_sessions SET ended_at_ms = ? WHERE id = ? AND ended_at_ms IS NULL').run(now.getTime(), sessionId);
}

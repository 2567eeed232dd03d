import { randomUUID } from 'node:crypto';
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
  /** The sign-in lineage (ADR 190): the sign-in that started it and every refresh exchange since. */
  familyId: string | null;
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
  family_id: string | null;
};

const toSession = (row: SessionRow): MemberSession => ({
  id: row.id,
  brandId: row.brand_id,
  memberId: row.member_id,
  organizationAccountId: row.organization_account_id,
  expiresAt: new Date(row.expires_at_ms),
  familyId: row.family_id,
});

/**
 * Opens a session row. Only the token's digest is stored: the bearer token exists only in the answer that hands it
 * out. Routes never call this: every sign-in goes through `startSession`.
 */
function insertSession(
  db: Database,
  who: { brandId: number; memberId: number | null; organizationAccountId: number | null; familyId: string },
  now: Date,
): { token: string; session: MemberSession } {
  const token = newSessionToken();
  const expiresAtMs = now.getTime() + MEMBER_SESSION_MS;
  const { lastInsertRowid } = db
    .prepare(
      `INSERT INTO member_sessions (token_sha256, brand_id, member_id, organization_account_id, created_at_ms, expires_at_ms, family_id)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(sha256Hex(token), who.brandId, who.memberId, who.organizationAccountId, now.getTime(), expiresAtMs, who.familyId);
  return {
    token,
    session: {
      id: Number(lastInsertRowid),
      brandId: who.brandId,
      memberId: who.memberId,
      organizationAccountId: who.organizationAccountId,
      expiresAt: new Date(expiresAtMs),
      familyId: who.familyId,
    },
  };
}

/** What a sign-in proved, and what the request came with. */
export type SessionStart = {
  brandId: number;
  /** Who the sign-in proved: a member or an organisation account. */
  who: { memberId: number } | { organizationAccountId: number };
  /**
   * Bearer tokens the request presented: its Authorization header first, then any token handed over in the
   * request. Every one that names a live session of this brand ends here, whatever it named.
   */
  presented: readonly (string | undefined)[];
  /**
   * Keep the other party of the Authorization header's session on the new one: a member signing in beside the
   * organisation signed in on this browser, or the reverse (document 1 section 4, "organisation and user both
   * signed in"). Only the two password sign-ins ask for it; the presented session still ends.
   */
  keepOtherParty?: boolean;
  /** The refresh family the new session continues (a refresh exchange); a sign-in starts a new one. */
  familyId?: string;
};

/**
 * The one way a sign-in of any kind opens a session (ADR 190): a NEW token always, and the presented ones end in
 * the same transaction. So a token planted in a link (an attacker's) never gains the identity of whoever signs in
 * on top of it, and stops working the moment they do. A session combining a member and an organisation is a new
 * session too. Run inside the caller's transaction when the caller spends a credential (code, refresh token).
 */
export function startSession(db: Database, start: SessionStart, now: Date): { token: string; session: MemberSession } {
  return db
    .transaction(() => {
      const live = start.presented.map((token) => liveSessionOf(db, token, start.brandId, now));
      for (const session of live) if (session) endMemberSession(db, session.id, now);
      const kept = start.keepOtherParty ? live[0] : undefined;
      const memberId = 'memberId' in start.who ? start.who.memberId : (kept?.memberId ?? null);
      const organizationAccountId = 'organizationAccountId' in start.who ? start.who.organizationAccountId : (kept?.organizationAccountId ?? null);
      return insertSession(db, { brandId: start.brandId, memberId, organizationAccountId, familyId: start.familyId ?? randomUUID() }, now);
    })
    .immediate();
}

/**
 * A session that is no sign-in of this browser: the chatbot's own session for a linked member (chatbot-links.ts).
 * It starts a family of its own and ends nothing.
 */
export function createMemberSession(db: Database, who: { brandId: number; memberId: number }, now: Date): { token: string; session: MemberSession } {
  return insertSession(db, { brandId: who.brandId, memberId: who.memberId, organizationAccountId: null, familyId: randomUUID() }, now);
}

function liveSessionOf(db: Database, token: string | undefined, brandId: number, now: Date): MemberSession | undefined {
  const resolution = resolveMemberToken(db, token, brandId, now);
  return resolution.status === 'signed_in' ? resolution.session : undefined;
}

/** Resolves a bearer token for a brand's page. A live token of another brand is a mismatch, never a sign-in. */
export function resolveMemberToken(db: Database, token: string | undefined, brandId: number, now: Date): TokenResolution {
  if (!token) return { status: 'none' };
  const row = db
    .prepare<[string, number], SessionRow>(
      `SELECT id, brand_id, member_id, organization_account_id, expires_at_ms, family_id FROM member_sessions
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

/** Ends one session: its token stops working at once. */
export function endMemberSession(db: Database, sessionId: number, now: Date): void {
  db.prepare('UPDATE member_sessions SET ended_at_ms = ? WHERE id = ? AND ended_at_ms IS NULL').run(now.getTime(), sessionId);
}

/**
 * Ends a sign-in lineage: its sessions and its refresh tokens stop working at once. Used when a spent refresh
 * token comes back (someone holds a copy) and by sign-out.
 */
export function endFamily(db: Database, familyId: string, now: Date): void {
  db.prepare('UPDATE member_sessions SET ended_at_ms = ? WHERE family_id = ? AND ended_at_ms IS NULL').run(now.getTime(), familyId);
  db.prepare(`UPDATE member_tokens SET revoked_at_ms = ? WHERE family_id = ? AND revoked_at_ms IS NULL`).run(now.getTime(), familyId);
}

/**
 * Sign-out: the session, every session refreshed from the same sign-in and its refresh tokens end (ADR 190). Every
 * sign-out goes through here, so a credential handed on from a member session (the chatbot's) is revoked here too.
 */
export function endSignIn(db: Database, session: MemberSession, now: Date): void {
  db.transaction(() => {
    endMemberSession(db, session.id, now);
    if (session.familyId !== null) endFamily(db, session.familyId, now);
  }).immediate();
}

/**
 * Every sign-in of a member ends: each session naming them (with an organisation signed in beside them too) and
 * every refresh token. A password reset, a password or login e-mail change and account deletion call it, so a
 * copy of an old token (a stolen one) stops working with the old credential (OWASP Session Management).
 */
export function endAllMemberSessions(db: Database, memberId: number, now: Date): void {
  db.transaction(() => {
    db.prepare('UPDATE member_sessions SET ended_at_ms = ? WHERE member_id = ? AND ended_at_ms IS NULL').run(now.getTime(), memberId);
    db.prepare(`UPDATE member_tokens SET revoked_at_ms = ? WHERE member_id = ? AND revoked_at_ms IS NULL AND spent_at_ms IS NULL`).run(now.getTime(), memberId);
  }).immediate();
}

import type { Database } from '../db/open-database';
import { sha256Hex } from '../security/digest';
import { newSessionToken } from '../security/random-tokens';

const MINUTE_MS = 60 * 1000;

/**
 * How long a mailed link works. The spec says only that the mails "can take up to 10 minutes" (document 2 section
 * 9.1): a reset link lives an hour (OWASP Forgot Password: short-lived), an e-mail change link a day, like sign-up's.
 */
export const MAIL_LINK_LIFETIME_MS = { reset_password: 60 * MINUTE_MS, email_update: 24 * 60 * MINUTE_MS } as const;

export type MailLinkKind = keyof typeof MAIL_LINK_LIFETIME_MS;
export type IssuedMailLink = { token: string; expiresAt: Date };

/**
 * A new link of a kind for a member; the member's earlier links of that kind stop working, so only the latest mail
 * does (an e-mail changed twice: the first address's link is dead). Only the token's digest is kept.
 */
export function issueMailLink(
  db: Database,
  kind: MailLinkKind,
  who: { brandId: number; memberId: number; newEmail?: string },
  now: Date,
): IssuedMailLink {
  const token = newSessionToken();
  const expiresAt = new Date(now.getTime() + MAIL_LINK_LIFETIME_MS[kind]);
  db.transaction(() => {
    revokeMailLinks(db, kind, who.memberId, now);
    db.prepare(
      `INSERT INTO member_mail_links (token_sha256, kind, brand_id, member_id, new_email, created_at_ms, expires_at_ms)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    ).run(sha256Hex(token), kind, who.brandId, who.memberId, who.newEmail ?? null, now.getTime(), expiresAt.getTime());
  }).immediate();
  return { token, expiresAt };
}

export function revokeMailLinks(db: Database, kind: MailLinkKind, memberId: number, now: Date): void {
  db.prepare('UPDATE member_mail_links SET revoked_at_ms = ? WHERE member_id = ? AND kind = ? AND spent_at_ms IS NULL AND revoked_at_ms IS NULL').run(
    now.getTime(),
    memberId,
    kind,
  );
}

export type SpentMailLink =
  | { status: 'ok'; memberId: number; newEmail: string | null; linkId: number }
  | { status: 'not_found' }
  | { status: 'expired' }
  | { status: 'spent' };

type LinkRow = { id: number; brand_id: number; member_id: number; new_email: string | null; expires_at_ms: number; spent_at_ms: number | null; revoked_at_ms: number | null };

/**
 * Spends a link once. Another brand's token, or one of the other kind, is `not_found`; a revoked one (replaced by a
 * later mail) is `spent`, like a used one. Call it inside the transaction that acts on it.
 */
export function spendMailLink(db: Database, kind: MailLinkKind, token: string, brandId: number, now: Date): SpentMailLink {
  const outcome = peekMailLink(db, kind, token, brandId, now);
  if (outcome.status === 'ok') db.prepare('UPDATE member_mail_links SET spent_at_ms = ? WHERE id = ?').run(now.getTime(), outcome.linkId);
  return outcome;
}

/** What spending the link would give, without spending it (a reset checks the new password first). */
export function peekMailLink(db: Database, kind: MailLinkKind, token: string, brandId: number, now: Date): SpentMailLink {
  const row = db
    .prepare<[string, string], LinkRow>(
      'SELECT id, brand_id, member_id, new_email, expires_at_ms, spent_at_ms, revoked_at_ms FROM member_mail_links WHERE token_sha256 = ? AND kind = ?',
    )
    .get(sha256Hex(token), kind);
  if (!row || row.brand_id !== brandId) return { status: 'not_found' };
  if (row.spent_at_ms !== null || row.revoked_at_ms !== null) return { status: 'spent' };
  if (row.expires_at_ms <= now.getTime()) return { status: 'expired' };
  return { status: 'ok', memberId: row.member_id, newEmail: row.new_email, linkId: row.id };
}

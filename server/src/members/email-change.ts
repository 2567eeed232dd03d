import { LINK_EXPIRED_CODE, TOKEN_SPENT_CODE, TOKEN_NOT_FOUND_CODE } from '#domain/constants/error-codes.ts';
import type { Database } from '../db/open-database';
import { ApiError, invalidRequest } from '../http/api-error';
import { revokeChatbotCredentials } from '../chatbot/chatbot-credentials';
import { endAllMemberSessions, startSession, type MemberSession } from './member-sessions';
import { spendMailLink, type SpentMailLink } from './mail-links';
import { findMemberProfile } from './member-profile';

/** Document 2 section 8.1 codes of a mailed link (reset or e-mail change) that does nothing, by why. */
export const MAIL_LINK_REFUSALS: Record<Exclude<SpentMailLink['status'], 'ok'>, { title: string; code: number; message: string }> = {
  not_found: { title: 'link_not_found', code: TOKEN_NOT_FOUND_CODE, message: 'This link is not valid.' },
  spent: { title: 'link_already_used', code: TOKEN_SPENT_CODE, message: 'This link has already been used or replaced by a newer one.' },
  expired: { title: 'link_expired', code: LINK_EXPIRED_CODE, message: 'This link has expired. Please ask for a new one.' },
};

export function mailLinkRefused(status: Exclude<SpentMailLink['status'], 'ok'>): ApiError {
  const refusal = MAIL_LINK_REFUSALS[status];
  return new ApiError(422, refusal.title, refusal.message, { codes: [refusal.code] });
}

export function emailTaken(): ApiError {
  return invalidRequest('This email address is already used by another member.', { email: [{ error: 'email_taken' }] });
}

/**
 * Opens an e-mail change link (/member-confirmation?email_update=true): the new address becomes the login, the old
 * one stops signing in, every session of the member ends (the login changed) and the opener is signed in with a
 * new one (ADR 190). The link names its member; nothing in the request can point it at another. Only the latest
 * link of the member works (an earlier change's link was revoked when the next was asked for).
 */
export function confirmEmailChange(
  db: Database,
  token: string,
  brandId: number,
  presented: readonly (string | undefined)[],
  now: Date,
): { token: string; session: MemberSession } {
  const outcome = db
    .transaction(() => {
      const spent = spendMailLink(db, 'email_update', token, brandId, now);
      if (spent.status !== 'ok') return spent;
      const member = findMemberProfile(db, spent.memberId);
      if (!member || member.deleted_at_ms !== null || spent.newEmail === null || member.pending_email?.toLowerCase() !== spent.newEmail.toLowerCase()) {
        return { status: 'spent' } as const;
      }
      const taken = db.prepare('SELECT 1 FROM members WHERE brand_id = ? AND email = ? AND id <> ?').get(brandId, spent.newEmail, member.id);
      if (taken) return { status: 'taken' } as const;
      db.prepare('UPDATE members SET email = ?, pending_email = NULL WHERE id = ?').run(spent.newEmail, member.id);
      endAllMemberSessions(db, member.id, now);
      revokeChatbotCredentials(db, member.id, now);
      return startSession(db, { brandId, who: { memberId: member.id }, presented }, now);
    })
    .immediate();
  if ('status' in outcome) throw outcome.status === 'taken' ? emailTaken() : mailLinkRefused(outcome.status);
  return outcome;
}

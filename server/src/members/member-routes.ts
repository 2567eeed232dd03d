import type { Context } from 'hono';
import {
  createOneTimeAccessToken,
  customAuthLogin,
  exchangeHandedOverToken,
  getCurrentUser,
  getIdentity,
  getMembershipProgram,
  memberSignIn,
  memberSignOut,
  ONE_TIME_ACCESS_TOKEN_HEADER,
  refreshMemberToken,
} from '#domain/contracts/memberships.ts';
import { MEMBER_SESSION_EXPIRED_CODE, TOKEN_SPENT_CODE } from '#domain/entities/member.ts';
import { revokeChatbotCredentials } from '../chatbot/chatbot-credentials';
import type { Database } from '../db/open-database';
import { ApiError } from '../http/api-error';
import type { MountContract } from '../http/mount-contract';
import { hotelForSession } from '../hotels/hotel-for-session';
import type { RouteDeps } from '../routes/route-deps';
import { spendCustomAuthCode } from './custom-auth-codes';
import { endSignIn, resolveMemberToken, startSession, type MemberSession } from './member-sessions';
import { issueMemberToken, spendMemberToken, TOKEN_LIFETIME_MS, type SpentToken } from './member-tokens';
import { availableProgram, findMemberByEmail } from './members';
import { membershipSettings } from './membership-settings';
import { accountLocked, checkPasswordSignIn } from './password-sign-in';
import { bearerOf, presentedToken, resolveAuthorization, signedInParties, signInAnswer } from './signed-in';

/** Document 8.1 codes for a token that names nobody, by why. */
const TOKEN_FAILURE_CODES = { not_found: 3401, brand_mismatch: 3402, spent: TOKEN_SPENT_CODE } as const;

type TokenFailure = Exclude<SpentToken, { status: 'ok' }>;

function memberSessionExpired(): ApiError {
  return new ApiError(401, 'member_session_expired', 'Your session has expired or you have signed out. Please sign in again.', {
    codes: [MEMBER_SESSION_EXPIRED_CODE],
  });
}

function tokenRefused(outcome: TokenFailure, title: string, message: string): ApiError {
  return new ApiError(422, title, message, { codes: [TOKEN_FAILURE_CODES[outcome.status]] });
}

/** The live member session of the Authorization header on this brand's page, or a 401 the app signs out on. */
function requireSignedIn(db: Database, context: Context, brandId: number, now: Date): MemberSession {
  const resolution = resolveAuthorization(db, context, brandId, now);
  if (resolution.status !== 'signed_in') throw memberSessionExpired();
  return resolution.session;
}

/**
 * Spends a credential and opens the session it names in one transaction (ADR 190): a credential is never spent
 * without a session, nor twice. The refusal is returned, not thrown, so what the spending wrote (a replayed refresh
 * token ending its family) is kept.
 */
function inOneTransaction<T>(db: Database, work: () => T): T {
  return db.transaction(work).immediate();
}

export function mountMemberRoutes(mount: MountContract, { db, now }: RouteDeps): void {
  mount(memberSignIn, async ({ params, body, session, context }) => {
    const { session: brandSession } = hotelForSession(db, params.hotelId, session);
    const brandId = brandSession.brandId;
    if (!membershipSettings(db, brandId).login_enabled) {
      throw new ApiError(403, 'membership_login_disabled', 'This hotel does not offer member sign-in.');
    }
    const member = findMemberByEmail(db, brandId, body.email);
    const at = now();
    const outcome = await checkPasswordSignIn(db, { kind: 'member', brandId, login: body.email }, member?.password_hash, body.password, at, (hash) => {
      if (member) db.prepare('UPDATE members SET password_hash = ? WHERE id = ?').run(hash, member.id);
    });
    if (outcome === 'locked') throw accountLocked();
    if (outcome !== 'ok' || !member) {
      const message = 'The email address or password is not correct.';
      throw new ApiError(422, 'sign_in_failed', message, { codes: [1000], fields: { password: [{ error: 'sign_in_failed' }] } });
    }
    // A new session whatever the header named; an organisation signed in on this browser stays beside the member.
    const opened = startSession(db, { brandId, who: { memberId: member.id }, presented: [presentedToken(context)], keepOtherParty: true }, at);
    const refreshToken = issueMemberToken(db, 'refresh', { brandId, memberId: member.id, familyId: opened.session.familyId }, at);
    return { status: 200, body: { data: { ...signInAnswer(db, opened.token, opened.session), refresh_token: refreshToken } } };
  });

  mount(memberSignOut, ({ params, session, context }) => {
    const { session: brandSession } = hotelForSession(db, params.hotelId, session);
    const at = now();
    const current = resolveAuthorization(db, context, brandSession.brandId, at);
    if (current.status === 'signed_in') endSignIn(db, current.session, at);
    // The chatbot's credentials for this member end with the sign-out too (ADR 192).
    if (current.status === 'signed_in' && current.session.memberId !== null) revokeChatbotCredentials(db, current.session.memberId, at);
    return { status: 200, body: { data: { signed_out: current.status === 'signed_in' } } };
  });

  mount(getIdentity, ({ params, session, context }) => {
    const { session: brandSession } = hotelForSession(db, params.hotelId, session);
    const brandId = brandSession.brandId;
    const at = now();
    const oneTime = context.req.header(ONE_TIME_ACCESS_TOKEN_HEADER)?.trim();
    if (oneTime) {
      const opened = inOneTransaction(db, () => {
        const spent = spendMemberToken(db, 'one_time_access', oneTime, brandId, at);
        if (spent.status !== 'ok') return spent;
        return startSession(db, { brandId, who: { memberId: spent.memberId }, presented: [presentedToken(context)] }, at);
      });
      if ('status' in opened) {
        throw tokenRefused(opened, 'one_time_access_token_refused', 'This sign-in link has already been used or has expired.');
      }
      return { status: 200, body: { ...signInAnswer(db, opened.token, opened.session), meta: { reset_code: null } } };
    }
    const current = resolveAuthorization(db, context, brandId, at);
    if (current.status === 'signed_in') {
      const answer = signInAnswer(db, bearerOf(context), current.session);
      return { status: 200, body: { ...answer, meta: { reset_code: null } } };
    }
    const resetCode = current.status === 'none' ? null : TOKEN_FAILURE_CODES[current.status];
    return { status: 200, body: { session: null, expires_at: null, user: null, organization: null, meta: { reset_code: resetCode } } };
  });

  mount(exchangeHandedOverToken, ({ params, body, session, context }) => {
    const { session: brandSession } = hotelForSession(db, params.hotelId, session);
    const brandId = brandSession.brandId;
    const at = now();
    const opened = inOneTransaction(db, () => {
      const handed = resolveMemberToken(db, body.token, brandId, at);
      if (handed.status === 'brand_mismatch') return { status: 'brand_mismatch' } as const;
      // Only a member's own session travels in a link: an organisation is signed in by its password on this browser,
      // never adopted from an address, so nobody can plant a corporate sign-in that later bookings would join.
      if (handed.status !== 'signed_in' || handed.session.memberId === null || handed.session.organizationAccountId !== null) {
        return { status: 'not_found' } as const;
      }
      const who = { memberId: handed.session.memberId };
      const familyId = handed.session.familyId ?? undefined;
      return startSession(db, { brandId, who, presented: [presentedToken(context), body.token], familyId }, at);
    });
    if ('status' in opened) throw tokenRefused(opened, 'hand_over_refused', 'This sign-in link does not sign anybody in.');
    return { status: 200, body: { data: signInAnswer(db, opened.token, opened.session) } };
  });

  mount(getCurrentUser, ({ session, context }) => {
    if (!session) throw memberSessionExpired();
    const memberSession = requireSignedIn(db, context, session.brandId, now());
    return { status: 200, body: { data: signedInParties(db, memberSession) } };
  });

  mount(customAuthLogin, ({ params, body, session, context }) => {
    const { session: brandSession } = hotelForSession(db, params.hotelId, session);
    const brandId = brandSession.brandId;
    const at = now();
    const opened = inOneTransaction(db, () => {
      const memberId = spendCustomAuthCode(db, body.code, brandId, at);
      return memberId === undefined ? undefined : startSession(db, { brandId, who: { memberId }, presented: [presentedToken(context)] }, at);
    });
    if (!opened) {
      throw new ApiError(422, 'custom_auth_failed', 'The sign-in from the partner site could not be completed.', { codes: [3401] });
    }
    return { status: 200, body: { data: signInAnswer(db, opened.token, opened.session) } };
  });

  mount(refreshMemberToken, ({ params, body, session, context }) => {
    const { hotel, session: brandSession } = hotelForSession(db, params.hotelId, session);
    if (body.code !== hotel.code) {
      throw new ApiError(422, 'invalid', 'The hotel code does not match this hotel.', { codes: [1000], fields: { code: [{ error: 'mismatch' }] } });
    }
    const brandId = brandSession.brandId;
    const at = now();
    const exchanged = inOneTransaction(db, () => {
      const spent = spendMemberToken(db, 'refresh', body.token, brandId, at);
      if (spent.status !== 'ok') return spent;
      const who = { memberId: spent.memberId };
      const opened = startSession(db, { brandId, who, presented: [presentedToken(context)], familyId: spent.familyId ?? undefined }, at);
      const refreshToken = issueMemberToken(db, 'refresh', { brandId, memberId: spent.memberId, familyId: opened.session.familyId }, at);
      return { ...opened, refreshToken };
    });
    if ('status' in exchanged) throw tokenRefused(exchanged, 'refresh_token_refused', 'This sign-in link has already been used or has expired.');
    return { status: 200, body: { data: { ...signInAnswer(db, exchanged.token, exchanged.session), refresh_token: exchanged.refreshToken } } };
  });

  mount(createOneTimeAccessToken, ({ params, session, context }) => {
    const { session: brandSession } = hotelForSession(db, params.hotelId, session);
    const at = now();
    const memberSession = requireSignedIn(db, context, brandSession.brandId, at);
    if (memberSession.memberId === null) throw memberSessionExpired();
    const token = issueMemberToken(db, 'one_time_access', { brandId: brandSession.brandId, memberId: memberSession.memberId }, at);
    const expiresAt = new Date(at.getTime() + TOKEN_LIFETIME_MS.one_time_access);
    return { status: 201, body: { data: { one_time_access_token: token, expires_at: expiresAt.toISOString() } } };
  });

  mount(getMembershipProgram, ({ params, session, context }) => {
    const { session: brandSession } = hotelForSession(db, params.hotelId, session);
    const memberSession = requireSignedIn(db, context, brandSession.brandId, now());
    const member = signedInParties(db, memberSession).user;
    const program = member ? availableProgram(db, member.program_id) : undefined;
    if (!program) throw new ApiError(422, 'program_unavailable', 'Your membership programme could not be loaded.', { codes: [3501] });
    return { status: 200, body: { data: program } };
  });
}

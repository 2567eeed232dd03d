import type { Context } from 'hono';
import {
  createOneTimeAccessToken,
  customAuthLogin,
  getCurrentUser,
  getIdentity,
  getMembershipProgram,
  memberSignIn,
  memberSignOut,
  ONE_TIME_ACCESS_TOKEN_HEADER,
  refreshMemberToken,
} from '../../../domain/contracts/memberships';
import { MEMBER_SESSION_EXPIRED_CODE, TOKEN_SPENT_CODE } from '../../../domain/entities/member';
import { revokeChatbotCredentials } from '../chatbot/chatbot-credentials';
import type { Database } from '../db/open-database';
import { ApiError } from '../http/api-error';
import type { MountContract } from '../http/mount-contract';
import { hotelForSession } from '../hotels/hotel-for-session';
import type { RouteDeps } from '../routes/route-deps';
import { sha256Hex } from '../security/digest';
import type { ClientSession } from '../sessions/client-sessions';
import { createMemberSession, endMemberSession, joinMemberSession, type MemberSession } from './member-sessions';
import { issueMemberToken, spendMemberToken, TOKEN_LIFETIME_MS, type SpentToken } from './member-tokens';
import { availableProgram, findMemberByEmail, memberForCustomAuthCode } from './members';
import { membershipSettings } from './membership-settings';
import { UNMATCHABLE_HASH, verifyPassword } from './passwords';
import { bearerOf, resolveAuthorization, signedInParties, signInAnswer } from './signed-in';

/** Document 8.1 codes for a token that names nobody, by why. */
const TOKEN_FAILURE_CODES = { not_found: 3401, brand_mismatch: 3402, spent: TOKEN_SPENT_CODE } as const;

function memberSessionExpired(): ApiError {
  return new ApiError(401, 'member_session_expired', 'Your session has expired or you have signed out. Please sign in again.', {
    codes: [MEMBER_SESSION_EXPIRED_CODE],
  });
}

function tokenRefused(outcome: Exclude<SpentToken, { status: 'ok' }>, title: string, message: string): ApiError {
  return new ApiError(422, title, message, { codes: [TOKEN_FAILURE_CODES[outcome.status]] });
}

/** The live member session of the Authorization header on this brand's page, or a 401 the app signs out on. */
function requireSignedIn(db: Database, context: Context, brandId: number, now: Date): MemberSession {
  const resolution = resolveAuthorization(db, context, brandId, now);
  if (resolution.status !== 'signed_in') throw memberSessionExpired();
  return resolution.session;
}

/** A fresh session for a member named by a token or code (refresh, one-time, SSO); the app swaps its token for it. */
function sessionForMember(db: Database, session: ClientSession, memberId: number, now: Date) {
  return createMemberSession(db, { brandId: session.brandId, memberId }, now);
}

export function mountMemberRoutes(mount: MountContract, { db, now }: RouteDeps): void {
  mount(memberSignIn, ({ params, body, session, context }) => {
    const { session: brandSession } = hotelForSession(db, params.hotelId, session);
    if (!membershipSettings(db, brandSession.brandId).login_enabled) {
      throw new ApiError(403, 'membership_login_disabled', 'This hotel does not offer member sign-in.');
    }
    const member = findMemberByEmail(db, brandSession.brandId, body.email);
    // An unknown email is checked against a hash too, so the answer time does not say whether it is a member's.
    const matches = verifyPassword(body.password, member?.password_hash ?? UNMATCHABLE_HASH);
    if (!member || !matches) {
      const message = 'The email address or password is not correct.';
      throw new ApiError(422, 'sign_in_failed', message, { codes: [1000], fields: { password: [{ error: 'sign_in_failed' }] } });
    }
    const at = now();
    // Signing in while an organisation account is signed in on this browser joins the two on one session.
    const current = resolveAuthorization(db, context, brandSession.brandId, at);
    const { token, session: memberSession } =
      current.status === 'signed_in' && current.session.memberId === null
        ? { token: bearerOf(context), session: joinMemberSession(db, current.session, { memberId: member.id }) }
        : createMemberSession(db, { brandId: brandSession.brandId, memberId: member.id }, at);
    const refreshToken = issueMemberToken(db, 'refresh', { brandId: brandSession.brandId, memberId: member.id }, at);
    return { status: 200, body: { data: { ...signInAnswer(db, token, memberSession), refresh_token: refreshToken } } };
  });

  mount(memberSignOut, ({ params, session, context }) => {
    const { session: brandSession } = hotelForSession(db, params.hotelId, session);
    const at = now();
    const current = resolveAuthorization(db, context, brandSession.brandId, at);
    if (current.status === 'signed_in') endMemberSession(db, current.session.id, at);
    // The chatbot's credentials for this member end with the sign-out too (ADR 192).
    if (current.status === 'signed_in' && current.session.memberId !== null) revokeChatbotCredentials(db, current.session.memberId, at);
    return { status: 200, body: { data: { signed_out: current.status === 'signed_in' } } };
  });

  mount(getIdentity, ({ params, session, context }) => {
    const { session: brandSession } = hotelForSession(db, params.hotelId, session);
    const at = now();
    const oneTime = context.req.header(ONE_TIME_ACCESS_TOKEN_HEADER)?.trim();
    if (oneTime) {
      const spent = spendMemberToken(db, 'one_time_access', oneTime, brandSession.brandId, at);
      if (spent.status !== 'ok') {
        throw tokenRefused(spent, 'one_time_access_token_refused', 'This sign-in link has already been used or has expired.');
      }
      const opened = sessionForMember(db, brandSession, spent.memberId, at);
      return { status: 200, body: { ...signInAnswer(db, opened.token, opened.session), meta: { reset_code: null } } };
    }
    const current = resolveAuthorization(db, context, brandSession.brandId, at);
    if (current.status === 'signed_in') {
      const answer = signInAnswer(db, bearerOf(context), current.session);
      return { status: 200, body: { ...answer, meta: { reset_code: null } } };
    }
    const resetCode = current.status === 'none' ? null : TOKEN_FAILURE_CODES[current.status];
    return { status: 200, body: { session: null, expires_at: null, user: null, organization: null, meta: { reset_code: resetCode } } };
  });

  mount(getCurrentUser, ({ session, context }) => {
    if (!session) throw memberSessionExpired();
    const memberSession = requireSignedIn(db, context, session.brandId, now());
    return { status: 200, body: { data: signedInParties(db, memberSession) } };
  });

  mount(customAuthLogin, ({ params, body, session }) => {
    const { session: brandSession } = hotelForSession(db, params.hotelId, session);
    const at = now();
    const memberId = memberForCustomAuthCode(db, sha256Hex(body.code), brandSession.brandId, at);
    if (memberId === undefined) {
      throw new ApiError(422, 'custom_auth_failed', 'The sign-in from the partner site could not be completed.', { codes: [3401] });
    }
    const opened = sessionForMember(db, brandSession, memberId, at);
    return { status: 200, body: { data: signInAnswer(db, opened.token, opened.session) } };
  });

  mount(refreshMemberToken, ({ params, body, session }) => {
    const { hotel, session: brandSession } = hotelForSession(db, params.hotelId, session);
    if (body.code !== hotel.code) {
      throw new ApiError(422, 'invalid', 'The hotel code does not match this hotel.', { codes: [1000], fields: { code: [{ error: 'mismatch' }] } });
    }
    const at = now();
    const spent = spendMemberToken(db, 'refresh', body.token, brandSession.brandId, at);
    if (spent.status !== 'ok') throw tokenRefused(spent, 'refresh_token_refused', 'This sign-in link has already been used or has expired.');
    const opened = sessionForMember(db, brandSession, spent.memberId, at);
    const refreshToken = issueMemberToken(db, 'refresh', { brandId: brandSession.brandId, memberId: spent.memberId }, at);
    return { status: 200, body: { data: { ...signInAnswer(db, opened.token, opened.session), refresh_token: refreshToken } } };
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

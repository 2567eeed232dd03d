import type { Context } from 'hono';
import { MEMBER_SESSION_EXPIRED_CODE } from '#domain/constants/error-codes.ts';
import type { Database } from '../db/open-database';
import { ApiError } from '../http/api-error';
import type { MemberSession } from './member-sessions';
import { findMemberProfile, type MemberProfileRow } from './member-profile';
import { resolveAuthorization } from './signed-in';

/**
 * The member the Authorization header signs in on this brand's page, with their profile row; a 401 (code 1400) the
 * app signs out on otherwise. Every account call acts on this member only: no call takes a member id, so member
 * A's token can never reach member B's data.
 */
export function requireSignedInMember(db: Database, context: Context, brandId: number, now: Date): { session: MemberSession; member: MemberProfileRow } {
  const resolution = resolveAuthorization(db, context, brandId, now);
  const member = resolution.status === 'signed_in' && resolution.session.memberId !== null ? findMemberProfile(db, resolution.session.memberId) : undefined;
  if (resolution.status !== 'signed_in' || !member || member.deleted_at_ms !== null) {
    throw new ApiError(401, 'member_session_expired', 'Your session has expired or you have signed out. Please sign in again.', {
      codes: [MEMBER_SESSION_EXPIRED_CODE],
    });
  }
  return { session: resolution.session, member };
}

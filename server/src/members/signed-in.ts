import type { Context } from 'hono';
import { REQUEST_HEADERS } from '#domain/contracts/headers.ts';
import type { MemberSignIn, MemberUser, SignedInOrganization } from '#domain/entities/member.ts';
import type { ReservationOwner, Requester } from '#domain/rules/reservation-access.ts';
import type { Database } from '../db/open-database';
import { signedInOrganization } from '../organizations/organization-accounts';
import { bearerToken, resolveMemberToken, type MemberSession, type TokenResolution } from './member-sessions';
import { findMemberById, memberUser } from './members';

export type SignedInParties = { user: MemberUser | null; organization: SignedInOrganization | null };

/** The member and organisation account a session signs in, as the answers show them. */
export function signedInParties(db: Database, session: MemberSession): SignedInParties {
  const member = session.memberId === null ? undefined : findMemberById(db, session.memberId);
  return {
    user: member ? memberUser(db, member) : null,
    organization: session.organizationAccountId === null ? null : (signedInOrganization(db, session.organizationAccountId) ?? null),
  };
}

/** A sign-in's answer: the token and whom it signs in. */
export function signInAnswer(db: Database, token: string, session: MemberSession): MemberSignIn {
  return { session: token, expires_at: session.expiresAt.toISOString(), ...signedInParties(db, session) };
}

/** The bearer token of the request's Authorization header, whatever it names: a sign-in ends it (ADR 190). */
export function presentedToken(context: Context): string | undefined {
  return bearerToken(context.req.header(REQUEST_HEADERS.authorization));
}

/** What the request's Authorization header names on a page of this brand. */
export function resolveAuthorization(db: Database, context: Context, brandId: number, now: Date): TokenResolution {
  return resolveMemberToken(db, presentedToken(context), brandId, now);
}

/**
 * Who asks to change a reservation (document 1 section 6). A header naming no live session of this brand is
 * treated as nobody signed in: the app has already been told (reset code) to sign out locally.
 */
export function requesterFor(db: Database, context: Context, brandId: number, now: Date): Requester {
  const resolution = resolveAuthorization(db, context, brandId, now);
  if (resolution.status !== 'signed_in') return { signed_in: false };
  const { memberId, organizationAccountId } = resolution.session;
  const organization = organizationAccountId === null ? undefined : signedInOrganization(db, organizationAccountId);
  return { signed_in: true, member_id: memberId, organization_id: organization?.id ?? null };
}

/** Whose a reservation booked now is: the signed-in organisation (a corporate booking), else the member. */
export function reservationOwnerFor(db: Database, context: Context, brandId: number, now: Date): ReservationOwner {
  const requester = requesterFor(db, context, brandId, now);
  if (!requester.signed_in) return { kind: 'guest' };
  if (requester.organization_id !== null) return { kind: 'organization', organization_id: requester.organization_id };
  if (requester.member_id !== null) return { kind: 'member', member_id: requester.member_id };
  return { kind: 'guest' };
}

/** The bearer token the request came with; only called once it is known to name a live session. */
export function bearerOf(context: Context): string {
  const token = bearerToken(context.req.header(REQUEST_HEADERS.authorization));
  if (!token) throw new Error('a resolved session lost its bearer token');
  return token;
}

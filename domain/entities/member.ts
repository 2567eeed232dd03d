import * as z from 'zod/mini';
import { BRAND_MISMATCH_CODE, TOKEN_NOT_FOUND_CODE } from '../constants/error-codes';
import { ZId } from './common';

// Document 1 section 3 "Member" and document 2 sections 7.2, 7.7, 7.8: who is signed in, as the app reads it.

export const MEMBER_PROVIDERS = ['facebook', 'line', 'creansmaerd'] as const;

/** The signed-in member (the identity answer's user). */
export const ZMemberUser = z.object({
  id: ZId,
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  /** Set for members who signed up through an external provider; they cannot update their profile. */
  provider: z.nullable(z.enum(MEMBER_PROVIDERS)),
  program_id: ZId,
  /** The brand's other programmes, which this sign-in does not cover. */
  non_signed_in_program_ids: z.array(ZId),
});
export type MemberUser = z.infer<typeof ZMemberUser>;

/** The signed-in organisation account: its organisation and the account's role text. */
export const ZSignedInOrganization = z.object({
  id: ZId,
  name: z.string(),
  display_name: z.string(),
  program_id: z.nullable(ZId),
  account_name: z.string(),
  /** "Organisation admin: role text contains admin." */
  role: z.string(),
});
export type SignedInOrganization = z.infer<typeof ZSignedInOrganization>;

// The app reads the locked code from here until its import names the catalogue (issue 16's merge).
/**
 * When a login locks (ADR 190; the spec names the code, not the figures): 5 failed sign-ins within 15 minutes lock
 * it for 15 minutes, as OWASP's authentication guidance suggests (a small threshold, a lock that expires by itself).
 */
export const SIGN_IN_LOCK = { failures: 5, windowMinutes: 15, lockMinutes: 15 } as const;

/** A sign-in's result: the bearer token for the Authorization header, and who it signs in. */
export const ZMemberSignIn = z.object({
  session: z.string().check(z.minLength(16)),
  expires_at: z.iso.datetime({ offset: true }),
  user: z.nullable(ZMemberUser),
  organization: z.nullable(ZSignedInOrganization),
});
export type MemberSignIn = z.infer<typeof ZMemberSignIn>;

/** The identity answer: `session` null means nobody is signed in ("login is determined by the session"). */
export const ZIdentity = z.object({
  session: z.nullable(z.string()),
  expires_at: z.nullable(z.iso.datetime({ offset: true })),
  user: z.nullable(ZMemberUser),
  organization: z.nullable(ZSignedInOrganization),
  meta: z.object({ reset_code: z.nullable(z.union([z.literal(TOKEN_NOT_FOUND_CODE), z.literal(BRAND_MISMATCH_CODE)])) }),
});
export type Identity = z.infer<typeof ZIdentity>;

export const ZMembershipProgram = z.object({
  id: ZId,
  name: z.string(),
  point_program_enabled: z.boolean(),
});
export type MembershipProgram = z.infer<typeof ZMembershipProgram>;

/** Sign-in fields: trimmed; the server answers a wrong pair with one message (which of the two is not said). */
export const ZMemberSignInRequest = z.object({
  email: z.string().check(z.trim(), z.minLength(1), z.maxLength(255), z.email()),
  password: z.string().check(z.minLength(1), z.maxLength(255)),
});

export const ZOrganizationSignInRequest = z.object({
  account_id: z.string().check(z.trim(), z.minLength(1), z.maxLength(255)),
  password: z.string().check(z.minLength(1), z.maxLength(255)),
});

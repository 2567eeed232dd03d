import * as z from 'zod/mini';
import { ZHotelCode } from '../entities/common';
import {
  ZIdentity,
  ZMemberSignIn,
  ZMemberSignInRequest,
  ZMembershipProgram,
  ZMemberUser,
  ZOrganizationSignInRequest,
  ZSignedInOrganization,
} from '../entities/member';
import { defineContract, ZNoBody, ZNone } from './contract';
import { REQUEST_HEADERS } from './headers';

// Document 2 sections 7.2, 7.7 and 7.8: signing in and out, and who is signed in. Every call is brand-scoped by
// the client session; the member's own token travels in the Authorization header ("Bearer <session>").

const ZHotelIdParam = z.object({ hotelId: z.coerce.number().check(z.int(), z.positive()) });

/** The identity call's header for a one-time access token (document 2 section 7.2). */
export const ONE_TIME_ACCESS_TOKEN_HEADER = REQUEST_HEADERS.oneTimeAccessToken;

export const memberSignIn = defineContract({
  method: 'POST',
  path: '/hotels/:hotelId/memberships/sign_in',
  params: ZHotelIdParam,
  query: ZNone,
  body: ZMemberSignInRequest,
  /** refresh_token: exchanged once for a new session later (the refresh_token query of a returning visit). */
  response: z.object({ data: z.extend(ZMemberSignIn, { refresh_token: z.string() }) }),
  session: true,
});

/** Ends the session of the Authorization header. The app signs out locally whatever this answers (7.11). */
export const memberSignOut = defineContract({
  method: 'POST',
  path: '/hotels/:hotelId/memberships/sign_out',
  params: ZHotelIdParam,
  query: ZNone,
  body: ZNoBody,
  response: z.object({ data: z.object({ signed_out: z.boolean() }) }),
  session: true,
});

/**
 * "User identity (path not shown)": the session, user and organisation the Authorization header names, or a
 * one-time access token (header ONE_TIME_ACCESS_TOKEN_HEADER) exchanged for a new session. A token that names
 * nobody answers 200 with session null and meta.reset_code 3401 (not found) or 3402 (another brand's).
 */
export const getIdentity = defineContract({
  method: 'GET',
  path: '/hotels/:hotelId/memberships/identity',
  params: ZHotelIdParam,
  query: ZNone,
  body: ZNoBody,
  response: ZIdentity,
  session: true,
});

/** The current user of the Authorization header; 401 (code 1400) when nobody is signed in. */
export const getCurrentUser = defineContract({
  method: 'GET',
  path: '/user/me',
  params: ZNone,
  query: ZNone,
  body: ZNoBody,
  response: z.object({ data: z.object({ user: z.nullable(ZMemberUser), organization: z.nullable(ZSignedInOrganization) }) }),
  session: true,
});

export const CUSTOM_AUTH_GRANT_TYPE = 'custom_authentication_code';

/** "Login (path not shown), grant_type for a custom authentication code": a brand partner's SSO code. */
export const customAuthLogin = defineContract({
  method: 'POST',
  path: '/hotels/:hotelId/memberships/login',
  params: ZHotelIdParam,
  query: ZNone,
  body: z.object({ grant_type: z.literal(CUSTOM_AUTH_GRANT_TYPE), code: z.string().check(z.minLength(1), z.maxLength(512)) }),
  response: z.object({ data: ZMemberSignIn }),
  session: true,
});

/** "Token refresh: token and code, answers user with session". `code` is the asking page's hotel code. */
export const refreshMemberToken = defineContract({
  method: 'POST',
  path: '/hotels/:hotelId/memberships/tokens',
  params: ZHotelIdParam,
  query: ZNone,
  body: z.object({ token: z.string().check(z.minLength(1), z.maxLength(512)), code: ZHotelCode }),
  response: z.object({ data: z.extend(ZMemberSignIn, { refresh_token: z.string() }) }),
  session: true,
});

/**
 * A member's token handed over in an address (accessToken or login_token, document 1 section 2) exchanged for a new
 * session of the app's own (ADR 190): the handed token and the one in the Authorization header both end. Only a
 * member's session can be handed over; a token that names none is refused (422, code 3401 or 3402).
 */
export const exchangeHandedOverToken = defineContract({
  method: 'POST',
  path: '/hotels/:hotelId/memberships/hand_over',
  params: ZHotelIdParam,
  query: ZNone,
  body: z.object({ token: z.string().check(z.minLength(1), z.maxLength(512)) }),
  response: z.object({ data: ZMemberSignIn }),
  session: true,
});

/** A one-time access token for the signed-in member: hands the sign-in to another page (chatbot, LIFF). */
export const createOneTimeAccessToken = defineContract({
  method: 'POST',
  path: '/hotels/:hotelId/memberships/one_time_access_tokens',
  params: ZHotelIdParam,
  query: ZNone,
  body: ZNoBody,
  response: z.object({ data: z.object({ one_time_access_token: z.string(), expires_at: z.iso.datetime({ offset: true }) }) }),
  session: true,
});

/** The signed-in member's programme; a failure signs the member out locally unless corporate (7.13). */
export const getMembershipProgram = defineContract({
  method: 'GET',
  path: '/hotels/:hotelId/memberships/program',
  params: ZHotelIdParam,
  query: ZNone,
  body: ZNoBody,
  response: z.object({ data: ZMembershipProgram }),
  session: true,
});

/** Document 2 section 7.8: corporate sign-in by account id and password. */
export const organizationSignIn = defineContract({
  method: 'POST',
  path: '/hotels/:hotelCode/organization/sign_in',
  params: z.object({ hotelCode: ZHotelCode }),
  query: ZNone,
  body: ZOrganizationSignInRequest,
  response: z.object({ data: ZMemberSignIn }),
  session: true,
});

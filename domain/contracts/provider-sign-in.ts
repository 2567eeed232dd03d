import * as z from 'zod/mini';
import { ZMemberSignIn } from '../entities/member';
import { defineContract } from './contract';
import { ZHotelIdParams } from './query-params';

// Document 2 section 7.7: facebook/sign_in, line/sign_in, creansmaerd/sign_in (with otid) and open_id/sign_in, each
// the end of an authorization-code flow (RFC 6749 4.1, with PKCE, RFC 7636, and an OpenID nonce). The start call
// (path not shown by the spec) answers the provider's authorization address with a state only this server knows.

// ota: the guest's account at the travel site (OTA), returning to /ota-sign-in (ADR 222).
export const SIGN_IN_PROVIDERS = ['facebook', 'line', 'creansmaerd', 'open_id', 'ota'] as const;
export type SignInProvider = (typeof SIGN_IN_PROVIDERS)[number];

const ZOpaque = z.string().check(z.minLength(16), z.maxLength(512));

function startContract(provider: SignInProvider) {
  return defineContract({
    method: 'GET',
    path: `/hotels/:hotelId/memberships/${provider}/authorize`,
    params: ZHotelIdParams,
    /** redirect_uri: the app's callback page, on one of the app's origins. */
    query: z.object({ redirect_uri: z.url({ protocol: /^https?$/ }).check(z.maxLength(2048)) }),
    body: z.undefined(),
    response: z.object({ data: z.object({ authorization_url: z.string(), state: z.string() }) }),
    session: true,
  });
}

function signInContract(provider: SignInProvider) {
  // The loyalty partner sends its one-time id as otid (document 1 section 2's otid query); the others a code.
  const body = provider === 'creansmaerd' ? z.object({ state: ZOpaque, otid: ZOpaque }) : z.object({ state: ZOpaque, code: ZOpaque });
  return defineContract({
    method: 'POST',
    path: `/hotels/:hotelId/memberships/${provider}/sign_in`,
    params: ZHotelIdParams,
    query: z.object({}),
    body,
    response: z.object({ data: ZMemberSignIn }),
    session: true,
  });
}

export const providerSignInStart = {
  facebook: startContract('facebook'),
  line: startContract('line'),
  creansmaerd: startContract('creansmaerd'),
  open_id: startContract('open_id'),
  ota: startContract('ota'),
};

export const providerSignIn = {
  facebook: signInContract('facebook'),
  line: signInContract('line'),
  creansmaerd: signInContract('creansmaerd'),
  open_id: signInContract('open_id'),
  ota: signInContract('ota'),
};

// The brand's partner site (SSO, "custom-auth code", document 1 section 6) as an authorization-code flow that ends
// on /sso/custom/callback (ADR 222): the start call answers the partner's sign-in address with a state; the
// callback sends the partner's code (the custom authentication code of document 2 section 7.2) with that state.
export const customSsoStart = defineContract({
  method: 'GET',
  path: '/hotels/:hotelId/memberships/custom/authorize',
  params: ZHotelIdParams,
  query: z.object({ redirect_uri: z.url({ protocol: /^https?$/ }).check(z.maxLength(2048)) }),
  body: z.undefined(),
  response: z.object({ data: z.object({ authorization_url: z.string(), state: z.string() }) }),
  session: true,
});

export const customSsoSignIn = defineContract({
  method: 'POST',
  path: '/hotels/:hotelId/memberships/custom/sign_in',
  params: ZHotelIdParams,
  query: z.object({}),
  body: z.object({ state: ZOpaque, code: ZOpaque }),
  response: z.object({ data: ZMemberSignIn }),
  session: true,
});

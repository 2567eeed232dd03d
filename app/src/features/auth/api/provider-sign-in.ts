import * as z from 'zod/mini';
import { customSsoSignIn, customSsoStart, providerSignIn, providerSignInStart, SIGN_IN_PROVIDERS, type SignInProvider } from '#domain/contracts/provider-sign-in.ts';
import type { MemberSignIn } from '#domain/entities/member.ts';
import { callApi } from '#app/api/api-client.ts';
import { readStoredJson, removeStored, writeStoredJson } from '#app/platform/safe-storage.ts';
import type { AuthHotel } from './member-session';

// Facebook, LINE, creansmaerd and OpenID sign-in (ADR 214): the API starts an authorization-code flow and answers
// the provider's address; the provider's consent page returns to /sign-in/{provider}/callback with the state and a
// code (creansmaerd: otid), which the API exchanges once. This tab also remembers the state it started, so a
// callback this tab did not start (a forged or replayed link) is refused before any call.

/** "Line sign-in redirect delay 500 ms" (document 2 section 9.1): LINE's button says where it goes first. */
export const LINE_REDIRECT_DELAY_MS = 500;

/** The brand's partner site (SSO, ADR 222) goes through the same flow and returns to /sso/custom/callback. */
export const CUSTOM_SSO = 'custom' as const;
export type CallbackKind = SignInProvider | typeof CUSTOM_SSO;

const callbackPath = (kind: CallbackKind) => {
  if (kind === CUSTOM_SSO) return '/sso/custom/callback';
  // The travel site's sign-in returns to its own screen, which finishes it (ADR 222).
  return kind === 'ota' ? '/ota-sign-in' : `/sign-in/${kind}/callback`;
};

export const isSignInProvider = (value: string | undefined): value is SignInProvider =>
  value !== undefined && (SIGN_IN_PROVIDERS as readonly string[]).includes(value);

const PENDING_KEY = 'hbw:provider-sign-in';

const ZPending = z.object({
  provider: z.enum([...SIGN_IN_PROVIDERS, CUSTOM_SSO]),
  state: z.string(),
  urlBack: z.nullable(z.string()),
  /** Started in a first-party window the widget's frame opened: the callback hands the sign-in back (ADR 200). */
  handBack: z.boolean(),
});
type PendingProviderSignIn = z.infer<typeof ZPending>;

/** Starts the flow: the API keeps the verifier and nonce; this tab keeps the state. Answers where to go. */
export async function startProviderSignIn(
  hotel: AuthHotel,
  provider: CallbackKind,
  options: { urlBack: string | null; handBack: boolean; locale: string },
): Promise<string> {
  // The app starts again on the callback: the hotel code and the guest's language ride in its address.
  const redirect = new URL(callbackPath(provider), window.location.origin);
  redirect.searchParams.set('hotel_code', hotel.hotelCode);
  redirect.searchParams.set('locale', options.locale);
  const request = { params: { hotelId: hotel.hotelId }, query: { redirect_uri: redirect.href } };
  const { data } = await callApi(provider === CUSTOM_SSO ? customSsoStart : providerSignInStart[provider], request);
  const pending: PendingProviderSignIn = { provider, state: data.state, urlBack: options.urlBack, handBack: options.handBack };
  writeStoredJson('session', PENDING_KEY, pending);
  return data.authorization_url;
}

/**
 * The sign-in this tab started for this provider and state, taken (a second callback with it finds nothing); null
 * for a callback this tab did not start.
 */
export function takePendingSignIn(provider: CallbackKind, state: string | null): PendingProviderSignIn | null {
  const parsed = ZPending.safeParse(readStoredJson('session', PENDING_KEY));
  if (!parsed.success || parsed.data.provider !== provider || state === null || parsed.data.state !== state) return null;
  removeStored('session', PENDING_KEY);
  return parsed.data;
}

/** The callback's code for a session (normal token hand-over and rotation follow, ADR 190). */
export async function finishProviderSignIn(hotel: AuthHotel, provider: CallbackKind, state: string, code: string): Promise<MemberSignIn> {
  const params = { hotelId: hotel.hotelId };
  const { data } =
    provider === 'creansmaerd'
      ? await callApi(providerSignIn.creansmaerd, { params, body: { state, otid: code } })
      : await callApi(provider === CUSTOM_SSO ? customSsoSignIn : providerSignIn[provider], { params, body: { state, code } });
  return data;
}

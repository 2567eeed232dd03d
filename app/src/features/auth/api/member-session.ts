import {
  customAuthLogin,
  exchangeHandedOverToken,
  getIdentity,
  getMembershipProgram,
  memberSignOut,
  refreshMemberToken,
} from '#domain/contracts/memberships.ts';
import type { Identity, MemberSignIn } from '#domain/entities/member.ts';
import type { BookingWidgetSettings } from '#domain/entities/settings.ts';
import { callApi } from '#app/api/api-client.ts';
import { ApiError } from '#app/api/api-error.ts';
import { forgetHostReports, reportToHost } from '#app/platform/host-bridge.ts';
import { i18n } from '#app/i18n/i18n.ts';
import { storageUsable } from '#app/platform/safe-storage.ts';
import { setGlobalError, showGlobalMessage } from '#app/platform/stores/error-store.ts';
import { useSessionStore } from '#app/platform/stores/session-store.ts';
import { SIGNED_OUT, useAuthStore } from '../stores/auth-store';
import { clearUserSession, readUserSession, writeUserSession } from '../utils/user-session-storage';
import { forgetSignInCookie, rememberSignInCookie, restoreSignInCookie } from './cookie-session';

// The membership rules of the startup (document 1 section 4) and of signing in and out (document 2 sections 7.2,
// 7.11, 7.13). Plain functions over the stores, so the startup, the host bridge and the screens share them.

/** The hotel a sign-in is for: calls go to its id, the token is kept under its brand. */
export type AuthHotel = { hotelId: number; hotelCode: string; brandId: number };

/**
 * Remembers a sign-in: the token (stored per brand, sent as Authorization), whom it names, and tells the host.
 * Where the browser refuses this frame's storage, the API keeps it in its partitioned cookie instead (ADR 200);
 * `fromCookie` is a sign-in that came from there already.
 */
export function adoptSignIn(hotel: AuthHotel, signIn: MemberSignIn, options: { byBrandAuth?: boolean; signedInHere?: boolean; fromCookie?: boolean } = {}): void {
  writeUserSession(hotel.brandId, { token: signIn.session, expiresAt: signIn.expires_at });
  useSessionStore.setState({ userToken: signIn.session });
  useAuthStore.setState({
    user: signIn.user,
    organization: signIn.organization,
    program: null,
    byBrandAuth: options.byBrandAuth ?? false,
    signedInHere: options.signedInHere ?? false,
    signInKept: true,
    afterSignInNotices: options.signedInHere ?? false,
  });
  const { user } = signIn;
  const reportLogin = () => {
    if (user) reportToHost('login', { user_id: user.id, program_id: user.program_id });
  };
  // The host hears login once the sign-in is kept: a chatbot's hand-over frame signs in, and the host then asks the
  // booking frame (refreshLoginFromChatbot) to find the same sign-in where this frame kept it.
  if (options.fromCookie || storageUsable('local')) reportLogin();
  else void keepInCookie(hotel, signIn.session).finally(reportLogin);
}

/**
 * Keeps the sign-in in the API's partitioned cookie, then reads it back: a browser that refuses partitioned cookies
 * too keeps nothing, and the guest is told the sign-in ends with this page (and offered the first-party window).
 */
async function keepInCookie(hotel: AuthHotel, session: string): Promise<void> {
  let kept: boolean;
  try {
    kept = (await rememberSignInCookie(hotel)) && (await restoreSignInCookie(hotel)).session === session;
  } catch {
    // Network or server: the sign-in holds for this page; whether it outlives it is unknown, so nothing is said.
    return;
  }
  if (useSessionStore.getState().userToken === session) useAuthStore.setState({ signInKept: kept });
}

/** Clears the cookie-kept sign-in where there can be one (this frame's storage refused); failures do not matter. */
export async function forgetKeptSignIn(hotel: AuthHotel): Promise<void> {
  if (storageUsable('local')) return;
  try {
    await forgetSignInCookie(hotel);
  } catch {
    // The session is ended by the sign-out call; a stale cookie restores nobody and is cleared then.
  }
}

/**
 * The sign-in the API's partitioned cookie keeps, for a frame whose storage the browser refuses: adopted when it is
 * live, a local sign-out with 'You have already signed out' when its session has ended. False when nobody was
 * found (or the call failed), so the usual lookup goes on.
 */
async function restoreFromCookie(hotel: AuthHotel): Promise<boolean> {
  let identity: Identity;
  try {
    identity = await restoreSignInCookie(hotel);
  } catch {
    return false;
  }
  if (identity.session !== null && identity.expires_at !== null) {
    const { session, expires_at, user, organization } = identity;
    adoptSignIn(hotel, { session, expires_at, user, organization }, { fromCookie: true });
    await loadProgram(hotel);
    return true;
  }
  if (identity.meta.reset_code !== null) {
    signOutLocally(hotel.brandId);
    showGlobalMessage(i18n.t('auth:alreadySignedOut'), 'info');
  }
  return false;
}

/** Nobody counts as signed in on this view; whatever is stored stays for the next one. */
function signOutThisView(): void {
  useSessionStore.setState({ userToken: null });
  useAuthStore.setState({ ...SIGNED_OUT });
}

/**
 * Local sign-out: "clears user, programs, companion info ..." and forgets the token; the host no longer hears the
 * login or the companion info on reconnect. Only this frame's token leaves the brand's storage: every sign-in
 * answers a new token and ends the old one (ADR 190), so when another frame of the app (the chatbot's, a LIFF
 * page) signed in meanwhile, the refusal of this frame's old token must not erase that newer sign-in.
 */
export function signOutLocally(brandId: number): void {
  const held = useSessionStore.getState().userToken;
  const stored = readUserSession(brandId)?.token;
  if (stored === undefined || stored === held) clearUserSession(brandId);
  signOutThisView();
  forgetHostReports('login', 'receiveCompanionInfo');
}

/** "Sign out: the call is made, then the local sign-out happens whatever the outcome." */
export async function signOut(hotel: AuthHotel): Promise<void> {
  try {
    if (useSessionStore.getState().userToken) await callApi(memberSignOut, { params: { hotelId: hotel.hotelId } });
    await forgetKeptSignIn(hotel);
  } catch {
    // The outcome does not matter: the guest asked to be signed out here.
  } finally {
    signOutAsAsked(hotel.brandId);
  }
}

/**
 * The local sign-out the guest asked for (the menu's logout, the host's logout): whatever sign-in the brand's
 * storage holds goes too, even one another frame stored since this frame's.
 */
export function signOutAsAsked(brandId: number): void {
  clearUserSession(brandId);
  signOutLocally(brandId);
}

/**
 * The local half of "logs out, then signs in" (refresh_token, brand custom auth): this frame forgets its sign-in
 * and answers the token it held, which the sign-in call presents so the server ends it in the same step (ADR 190).
 * A separate sign-out call first would end the whole sign-in family, the refresh token being exchanged with it.
 */
function signOutBeforeSignIn(hotel: AuthHotel): string | undefined {
  const held = useSessionStore.getState().userToken ?? undefined;
  signOutLocally(hotel.brandId);
  return held;
}

/**
 * "Failure to fetch the signed-in program causes a local logout unless corporate." Only a member has a programme
 * to fetch; an organisation sign-in beside it keeps the session.
 */
export async function loadProgram(hotel: AuthHotel): Promise<void> {
  const { user, organization } = useAuthStore.getState();
  if (!user) return;
  try {
    const { data } = await callApi(getMembershipProgram, { params: { hotelId: hotel.hotelId } });
    useAuthStore.setState({ program: data });
  } catch (error) {
    if (organization) return;
    // No answer (the network, or the guest leaving the page mid-call, which cancels it) says nothing about the
    // sign-in: this view goes on signed out, as after an unanswered identity lookup, and the stored token stays for
    // the next one. Erasing it here signed out a member who opened another page right after signing in.
    if (error instanceof ApiError && error.status === 0) signOutThisView();
    else signOutLocally(hotel.brandId);
  }
}

/** A one-time token's lookup; a refused token ("already spent") falls back to the plain identity lookup. */
async function lookUpIdentity(hotel: AuthHotel, oneTimeAccessToken: string | null): Promise<Identity> {
  const params = { hotelId: hotel.hotelId };
  if (oneTimeAccessToken) {
    try {
      return await callApi(getIdentity, { params, oneTimeAccessToken });
    } catch (error) {
      const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
      if (!refused) throw error;
    }
  }
  return callApi(getIdentity, { params });
}

/**
 * The startup's identity step: the stored token is sent, the answer's session decides whether anybody is signed
 * in, a reset code (token not found, brand mismatch) signs out locally with 'You have already signed out', and the
 * programme is checked. Whatever happens, the search-ready flag is set afterwards.
 */
export async function loadIdentity(hotel: AuthHotel, oneTimeAccessToken: string | null): Promise<void> {
  const stored = readUserSession(hotel.brandId)?.token ?? null;
  useSessionStore.setState({ userToken: stored });
  // A frame whose storage the browser refuses finds its sign-in in the API's partitioned cookie (ADR 200).
  if (!stored && !oneTimeAccessToken && !storageUsable('local') && (await restoreFromCookie(hotel))) {
    useAuthStore.setState({ searchReady: true });
    return;
  }
  // With no token to send (and no brand cookie that could carry a sign-in) the answer can only be "nobody": most
  // guests start one round trip sooner.
  if (!stored && !oneTimeAccessToken && useSessionStore.getState().firstPartyCookieDomain === null) {
    useAuthStore.setState({ ...SIGNED_OUT, searchReady: true });
    return;
  }
  try {
    const identity = await lookUpIdentity(hotel, oneTimeAccessToken);
    if (identity.meta.reset_code !== null) {
      signOutLocally(hotel.brandId);
      showGlobalMessage(i18n.t('auth:alreadySignedOut'), 'info');
    } else if (identity.session !== null && identity.expires_at !== null) {
      adoptSignIn(hotel, { session: identity.session, expires_at: identity.expires_at, user: identity.user, organization: identity.organization });
      await loadProgram(hotel);
    } else {
      signOutLocally(hotel.brandId);
    }
  } catch {
    // The lookup itself failed (network, server): nobody counts as signed in on this view, the stored token stays
    // for the next visit.
    signOutThisView();
  } finally {
    useAuthStore.setState({ searchReady: true });
  }
}

/** "A refresh_token query change logs out and exchanges the token for a session; failure shows the global error." */
export async function exchangeRefreshToken(hotel: AuthHotel, token: string): Promise<boolean> {
  const held = signOutBeforeSignIn(hotel);
  try {
    const { data } = await callApi(refreshMemberToken, { params: { hotelId: hotel.hotelId }, body: { token, code: hotel.hotelCode }, userToken: held });
    adoptSignIn(hotel, data);
    await loadProgram(hotel);
    return true;
  } catch {
    setGlobalError(i18n.t('auth:errors.refreshFailed'));
    return false;
  }
}

/**
 * "A brand custom auth token on the booking result or facilities page after init logs out a signed-in user and
 * then authenticates. Success stores the session and marks login by brand auth; failure shows the custom-auth
 * failure text."
 */
export async function authenticateByBrand(hotel: AuthHotel, code: string): Promise<boolean> {
  const held = signOutBeforeSignIn(hotel);
  try {
    const { data } = await callApi(customAuthLogin, {
      params: { hotelId: hotel.hotelId },
      body: { grant_type: 'custom_authentication_code', code },
      userToken: held,
    });
    adoptSignIn(hotel, data, { byBrandAuth: true });
    await loadProgram(hotel);
    return true;
  } catch {
    setGlobalError(i18n.t('auth:errors.customAuthFailed'));
    return false;
  }
}

/**
 * An access token handed over in the address (accessToken or login_token, document 1 section 2), on any route: it
 * is exchanged for a session of the app's own (ADR 190), and the handed token stops working, so a link replayed or
 * planted later signs nobody in. The stored sign-in goes with the call and ends when the exchange succeeds; when it
 * fails (the token names no member) the stored sign-in is untouched. False (and the global error) when it signed
 * nobody in.
 */
export async function adoptHandedOverToken(hotel: AuthHotel, accessToken: string): Promise<boolean> {
  useSessionStore.setState({ userToken: readUserSession(hotel.brandId)?.token ?? null });
  try {
    const { data } = await callApi(exchangeHandedOverToken, { params: { hotelId: hotel.hotelId }, body: { token: accessToken } });
    adoptSignIn(hotel, data);
    await loadProgram(hotel);
    return useAuthStore.getState().user !== null;
  } catch {
    setGlobalError(i18n.t('auth:errors.refreshFailed'));
    return false;
  }
}

/** The hotel a settings answer describes, as the sign-in calls need it. */
export function authHotelOf(settings: Pick<BookingWidgetSettings, 'hotel_id' | 'hotel_code' | 'hotel_brand_id'>): AuthHotel {
  return { hotelId: settings.hotel_id, hotelCode: settings.hotel_code, brandId: settings.hotel_brand_id };
}

/** refresh_token values already exchanged by this document, so a re-render never spends one twice. */
const exchangedRefreshTokens = new Set<string>();

/** Exchanges a refresh_token of the address once per document; false when it was handled before. */
export async function exchangeRefreshTokenOnce(hotel: AuthHotel, token: string): Promise<boolean> {
  if (exchangedRefreshTokens.has(token)) return false;
  exchangedRefreshTokens.add(token);
  return exchangeRefreshToken(hotel, token);
}

/**
 * The membership part of the startup, after the client session: a refresh_token in the address is exchanged
 * (which signs out first); else an access token handed over in the address is adopted; otherwise (or when that
 * token signs nobody in) the identity lookup decides who is signed in. A brand without membership has nobody to
 * look up. The search-ready flag is set either way.
 */
export async function startMembership(
  settings: Pick<BookingWidgetSettings, 'hotel_id' | 'hotel_code' | 'hotel_brand_id' | 'membership'>,
  query: { refreshToken: string | null; accessToken: string | null; oneTimeAccessToken: string | null },
): Promise<void> {
  const hotel = authHotelOf(settings);
  if (!settings.membership) {
    useAuthStore.setState({ searchReady: true });
    return;
  }
  if (query.refreshToken) {
    useSessionStore.setState({ userToken: readUserSession(hotel.brandId)?.token ?? null });
    await exchangeRefreshTokenOnce(hotel, query.refreshToken);
    useAuthStore.setState({ searchReady: true });
    return;
  }
  if (query.accessToken && (await adoptHandedOverToken(hotel, query.accessToken))) {
    useAuthStore.setState({ searchReady: true });
    return;
  }
  await loadIdentity(hotel, query.oneTimeAccessToken);
}

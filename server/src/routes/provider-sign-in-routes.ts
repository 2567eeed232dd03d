import { customSsoSignIn, customSsoStart, providerSignIn, providerSignInStart, SIGN_IN_PROVIDERS, type SignInProvider } from '#domain/contracts/provider-sign-in.ts';
import { invalidRequest, ApiError } from '../http/api-error';
import type { MountContract } from '../http/mount-contract';
import { hotelForSession } from '../hotels/hotel-for-session';
import { completeCustomSsoSignIn, startCustomSsoSignIn } from '../members/custom-sso-sign-in';
import { startSession } from '../members/member-sessions';
import { membershipSettings, signInProviders } from '../members/membership-settings';
import { completeProviderSignIn, startProviderSignIn } from '../members/provider-sign-in';
import { presentedToken, signInAnswer } from '../members/signed-in';
import type { RouteDeps } from './route-deps';

/**
 * Facebook, LINE (web login), creansmaerd and OpenID sign-in (document 2 section 7.7): the start call answers the
 * provider's authorization address; the callback's code (creansmaerd: otid) and state sign the member in through
 * startSession (ADR 190), in the transaction that spends the state and the code. appOrigins: the callback pages.
 */
export function mountProviderSignInRoutes(mount: MountContract, { db, now }: RouteDeps, appOrigins: readonly string[]): void {
  for (const provider of SIGN_IN_PROVIDERS) {
    mount(providerSignInStart[provider], ({ params, query, session, context }) => {
      const { session: brandSession } = hotelForSession(db, params.hotelId, session);
      assertMembershipLogin(brandSession.brandId);
      // Only the providers the brand offers (ADR 214): a hand-made start address for another is refused.
      if (!signInProviders(db, brandSession.brandId).includes(provider)) {
        throw new ApiError(403, 'provider_not_offered', 'This hotel does not offer sign-in with this service.');
      }
      assertAppAddress(query.redirect_uri);
      // The stand-in providers live on this server; a real provider's address would come from its settings.
      const providerBase = new URL(context.req.url).origin;
      const started = startProviderSignIn(db, { brandId: brandSession.brandId, provider, redirectUri: query.redirect_uri, providerBase }, now());
      return { status: 200, body: { data: { authorization_url: started.authorizationUrl, state: started.state } } };
    });

    mount(providerSignIn[provider], ({ params, body, session, context }) => {
      const { session: brandSession } = hotelForSession(db, params.hotelId, session);
      const brandId = brandSession.brandId;
      assertMembershipLogin(brandId);
      const code = codeOf(provider, body);
      const at = now();
      // Spent together: a state, a code and a session, or none of them (a failed check still spends state and code,
      // which are written before the refusal is thrown and kept: the refusal leaves the transaction by return).
      const outcome = db
        .transaction(() => {
          try {
            const memberId = completeProviderSignIn(db, { brandId, provider, state: body.state, code }, at);
            return startSession(db, { brandId, who: { memberId }, presented: [presentedToken(context)] }, at);
          } catch (error) {
            if (error instanceof ApiError) return error;
            throw error;
          }
        })
        .immediate();
      if (outcome instanceof ApiError) throw outcome;
      return { status: 200, body: { data: signInAnswer(db, outcome.token, outcome.session) } };
    });
  }

  // The brand's partner site (SSO, ADR 222): offered when the brand has a custom auth token name.
  mount(customSsoStart, ({ params, query, session, context }) => {
    const { hotel, session: brandSession } = hotelForSession(db, params.hotelId, session);
    assertMembershipLogin(brandSession.brandId);
    if (!membershipSettings(db, brandSession.brandId).custom_auth_token_name) {
      throw new ApiError(403, 'provider_not_offered', 'This hotel does not offer sign-in through a partner site.');
    }
    assertAppAddress(query.redirect_uri);
    const partnerBase = new URL(context.req.url).origin;
    const started = startCustomSsoSignIn(db, { brandId: brandSession.brandId, hotelCode: hotel.code, redirectUri: query.redirect_uri, partnerBase }, now());
    return { status: 200, body: { data: { authorization_url: started.authorizationUrl, state: started.state } } };
  });

  mount(customSsoSignIn, ({ params, body, session, context }) => {
    const { session: brandSession } = hotelForSession(db, params.hotelId, session);
    const brandId = brandSession.brandId;
    assertMembershipLogin(brandId);
    const at = now();
    // As above: the state and the code are spent with the session, or spent by the refusal and kept.
    const outcome = db
      .transaction(() => {
        try {
          const memberId = completeCustomSsoSignIn(db, { brandId, state: body.state, code: body.code }, at);
          return startSession(db, { brandId, who: { memberId }, presented: [presentedToken(context)] }, at);
        } catch (error) {
          if (error instanceof ApiError) return error;
          throw error;
        }
      })
      .immediate();
    if (outcome instanceof ApiError) throw outcome;
    return { status: 200, body: { data: signInAnswer(db, outcome.token, outcome.session) } };
  });

  function assertAppAddress(redirectUri: string): void {
    if (!appOrigins.includes(new URL(redirectUri).origin)) {
      throw invalidRequest('The sign-in must return to the app.', { redirect_uri: [{ error: 'invalid_return_url' }] });
    }
  }

  function assertMembershipLogin(brandId: number): void {
    if (!membershipSettings(db, brandId).login_enabled) throw new ApiError(403, 'membership_login_disabled', 'This hotel does not offer member sign-in.');
  }
}

function codeOf(provider: SignInProvider, body: { state: string; code?: string; otid?: string }): string {
  const code = provider === 'creansmaerd' ? body.otid : body.code;
  if (!code) throw invalidRequest('The sign-in answer is incomplete.');
  return code;
}

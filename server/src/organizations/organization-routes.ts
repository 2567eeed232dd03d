import { organizationSignIn } from '../../../domain/contracts/memberships';
import { ApiError, notFound } from '../http/api-error';
import type { MountContract } from '../http/mount-contract';
import { hotelForSession } from '../hotels/hotel-for-session';
import { findHotelByCode } from '../hotels/hotel-row';
import { createMemberSession, joinMemberSession } from '../members/member-sessions';
import { membershipSettings } from '../members/membership-settings';
import { UNMATCHABLE_HASH, verifyPassword } from '../members/passwords';
import { bearerOf, resolveAuthorization, signInAnswer } from '../members/signed-in';
import type { RouteDeps } from '../routes/route-deps';
import { findOrganizationAccount } from './organization-accounts';

/** Document 2 section 7.8: corporate sign-in by account id and password. */
export function mountOrganizationRoutes(mount: MountContract, { db, now }: RouteDeps): void {
  mount(organizationSignIn, ({ params, body, session, context }) => {
    const found = findHotelByCode(db, params.hotelCode);
    if (!found) throw notFound('No hotel has this code.');
    const { session: brandSession } = hotelForSession(db, found.id, session);
    if (!membershipSettings(db, brandSession.brandId).corporate_login_enabled) {
      throw new ApiError(403, 'corporate_login_disabled', 'This hotel does not offer corporate sign-in.');
    }
    const account = findOrganizationAccount(db, brandSession.brandId, body.account_id);
    const matches = verifyPassword(body.password, account?.password_hash ?? UNMATCHABLE_HASH);
    if (!account || !matches) {
      throw new ApiError(422, 'sign_in_failed', 'The account ID or password is not correct.', {
        codes: [1000],
        fields: { password: [{ error: 'sign_in_failed' }] },
      });
    }
    const at = now();
    // A member already signed in on this browser stays signed in beside the organisation (one session, both shown).
    const current = resolveAuthorization(db, context, brandSession.brandId, at);
    const { token, session: signedIn } =
      current.status === 'signed_in' && current.session.organizationAccountId === null
        ? { token: bearerOf(context), session: joinMemberSession(db, current.session, { organizationAccountId: account.id }) }
        : createMemberSession(db, { brandId: brandSession.brandId, organizationAccountId: account.id }, at);
    return { status: 200, body: { data: signInAnswer(db, token, signedIn) } };
  });
}

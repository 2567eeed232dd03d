import { organizationSignIn } from '#domain/contracts/memberships.ts';
import { ApiError, notFound } from '../http/api-error';
import type { MountContract } from '../http/mount-contract';
import { hotelForSession } from '../hotels/hotel-for-session';
import { findHotelByCode } from '../hotels/hotel-row';
import { startSession } from '../members/member-sessions';
import { membershipSettings } from '../members/membership-settings';
import { accountLocked, checkPasswordSignIn } from '../members/password-sign-in';
import { presentedToken, signInAnswer } from '../members/signed-in';
import type { RouteDeps } from '../routes/route-deps';
import { findOrganizationAccount } from './organization-accounts';

/** Document 2 section 7.8: corporate sign-in by account id and password. */
export function mountOrganizationRoutes(mount: MountContract, { db, now }: RouteDeps): void {
  mount(organizationSignIn, async ({ params, body, session, context }) => {
    const found = findHotelByCode(db, params.hotelCode);
    if (!found) throw notFound('No hotel has this code.');
    const { session: brandSession } = hotelForSession(db, found.id, session);
    const brandId = brandSession.brandId;
    if (!membershipSettings(db, brandId).corporate_login_enabled) {
      throw new ApiError(403, 'corporate_login_disabled', 'This hotel does not offer corporate sign-in.');
    }
    const account = findOrganizationAccount(db, brandId, body.account_id);
    const at = now();
    const key = { kind: 'organization', brandId, login: body.account_id } as const;
    const outcome = await checkPasswordSignIn(db, key, account?.password_hash, body.password, at, (hash) => {
      if (account) db.prepare('UPDATE organization_accounts SET password_hash = ? WHERE id = ?').run(hash, account.id);
    });
    if (outcome === 'locked') throw accountLocked();
    if (outcome !== 'ok' || !account) {
      throw new ApiError(422, 'sign_in_failed', 'The account ID or password is not correct.', {
        codes: [1000],
        fields: { password: [{ error: 'sign_in_failed' }] },
      });
    }
    // A new session whatever the header named; a member signed in on this browser stays beside the organisation.
    const who = { organizationAccountId: account.id };
    const opened = startSession(db, { brandId, who, presented: [presentedToken(context)], keepOtherParty: true }, at);
    return { status: 200, body: { data: signInAnswer(db, opened.token, opened.session) } };
  });
}

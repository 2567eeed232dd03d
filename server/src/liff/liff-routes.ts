import { upsertLiffMember } from '#domain/contracts/chatbot.ts';
import type { MountContract } from '../http/mount-contract';
import { ApiError, invalidSession, notFound } from '../http/api-error';
import { findHotelByCode } from '../hotels/hotel-row';
import { startSession } from '../members/member-sessions';
import { membershipSettings } from '../members/membership-settings';
import { presentedToken, signInAnswer } from '../members/signed-in';
import type { RouteDeps } from '../routes/route-deps';
import { upsertLineMember } from './line-members';
import { verifyLiffAccessToken } from './line-platform';

/** Document 8.1 code 3401, "session token not found": LINE does not know the token (or it expired). */
const LIFF_TOKEN_NOT_FOUND = 3401;

/** POST /liff/upsert (document 2 section 7.5): a LINE user signs in as the brand's member, who is created when new. */
export function mountLiffRoutes(mount: MountContract, { db, now }: RouteDeps): void {
  mount(upsertLiffMember, ({ body, session, context }) => {
    if (!session) throw invalidSession();
    const hotel = findHotelByCode(db, body.hotel_code);
    if (!hotel) throw notFound('No hotel has this code.');
    if (hotel.brand_id !== session.brandId) throw invalidSession();
    if (!membershipSettings(db, hotel.brand_id).login_enabled) {
      throw new ApiError(403, 'membership_login_disabled', 'This hotel does not offer member sign-in.');
    }
    const at = now();
    const profile = verifyLiffAccessToken(db, body.liff_access_token, at);
    if (!profile) {
      throw new ApiError(422, 'liff_token_refused', 'LINE could not confirm who you are. Please open the page from LINE again.', {
        codes: [LIFF_TOKEN_NOT_FOUND],
      });
    }
    const member = upsertLineMember(db, hotel.brand_id, profile, at);
    if (!member) throw new ApiError(403, 'membership_login_disabled', 'This hotel does not offer member sign-in.');
    // A sign-in like any other: a new session, and the token the request came with ends (ADR 190).
    const opened = startSession(db, { brandId: hotel.brand_id, who: { memberId: member.memberId }, presented: [presentedToken(context)] }, at);
    return {
      status: member.created ? 201 : 200,
      body: { data: { ...signInAnswer(db, opened.token, opened.session), created: member.created } },
    };
  });
}

import { getChatbotSession, getMemberCompanions } from '../../../domain/contracts/chatbot';
import { MEMBER_SESSION_EXPIRED_CODE } from '../../../domain/entities/member';
import { ApiError } from '../http/api-error';
import type { MountContract } from '../http/mount-contract';
import { hotelForSession } from '../hotels/hotel-for-session';
import { findMemberById } from '../members/members';
import { resolveAuthorization } from '../members/signed-in';
import type { RouteDeps } from '../routes/route-deps';
import { linkChatbotUser } from './chatbot-links';
import { programCompanions } from './companions';

/** 401 with code 1400 ("session expired"): the app signs out locally and, in the chatbot, goes to sign-in. */
function memberSessionExpired(message: string): ApiError {
  return new ApiError(401, 'member_session_expired', message, { codes: [MEMBER_SESSION_EXPIRED_CODE] });
}

/**
 * The chatbot session (document 2 sections 7.2 and 7.7): the member signed in inside the chatbot-embedded app
 * is linked to the chatbot user, and the chatbot gets a member session of its own. Its own, so that the app
 * signing out (its session ends) does not sign the chatbot out, and the reverse. Also what the host is told of the
 * member beside it: the companion options of the member's programme (`receiveCompanionInfo`).
 */
export function mountChatbotRoutes(mount: MountContract, { db, now }: RouteDeps): void {
  mount(getChatbotSession, ({ params, query, session, context }) => {
    const { hotel, session: brandSession } = hotelForSession(db, params.hotelId, session);
    const at = now();
    const signedIn = resolveAuthorization(db, context, brandSession.brandId, at);
    if (signedIn.status !== 'signed_in' || signedIn.session.memberId === null) {
      throw memberSessionExpired('Please sign in to connect the chat to your membership.');
    }
    const token = linkChatbotUser(
      db,
      {
        brandId: brandSession.brandId,
        hotelId: hotel.id,
        chatbotUserId: query.user_id,
        memberId: signedIn.session.memberId,
        authAutoMessageId: query.auth_auto_message_id ?? null,
      },
      at,
    );
    return { status: 200, body: { data: { session: token } } };
  });

  mount(getMemberCompanions, ({ params, session, context }) => {
    const { session: brandSession } = hotelForSession(db, params.hotelId, session);
    const signedIn = resolveAuthorization(db, context, brandSession.brandId, now());
    const member = signedIn.status === 'signed_in' && signedIn.session.memberId !== null ? findMemberById(db, signedIn.session.memberId) : undefined;
    if (!member) throw memberSessionExpired('Please sign in to see your companion options.');
    return { status: 200, body: { data: programCompanions(db, member.program_id) } };
  });
}

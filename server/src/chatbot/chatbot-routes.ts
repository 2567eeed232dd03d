import { getChatbotLink, getChatbotSession, getMemberCompanions } from '#domain/contracts/chatbot.ts';
import { REQUEST_HEADERS } from '#domain/contracts/headers.ts';
import { MEMBER_SESSION_EXPIRED_CODE } from '#domain/entities/member.ts';
import { ApiError } from '../http/api-error';
import type { MountContract } from '../http/mount-contract';
import { hotelForSession } from '../hotels/hotel-for-session';
import { bearerToken } from '../members/member-sessions';
import { findMemberById } from '../members/members';
import { resolveAuthorization } from '../members/signed-in';
import type { RouteDeps } from '../routes/route-deps';
import { linkChatbotUser, resolveChatbotCredential } from './chatbot-credentials';
import { isChatbotHost } from './chatbot-hosts';
import { programCompanions } from './companions';

/** 401 with code 1400 ("session expired"): the app signs out locally and, in the chatbot, goes to sign-in. */
function memberSessionExpired(message: string): ApiError {
  return new ApiError(401, 'member_session_expired', message, { codes: [MEMBER_SESSION_EXPIRED_CODE] });
}

/**
 * The chatbot session (document 2 sections 7.2 and 7.7): the member signed in inside the chatbot-embedded app is
 * linked to the chatbot user, and the chatbot gets a credential for that link only (ADR 192), never a member
 * session: any host script may end up holding what crosses the bridge. Only a member session opens one (a chatbot
 * credential names no member session, so it cannot open further ones), and only for a page the hotel registered as
 * its chatbot host. Also what the host is told of the member beside it: the companion options of the member's
 * programme (`receiveCompanionInfo`).
 */
export function mountChatbotRoutes(mount: MountContract, { db, now }: RouteDeps): void {
  mount(getChatbotSession, ({ params, query, session, context }) => {
    const { hotel, session: brandSession } = hotelForSession(db, params.hotelId, session);
    const at = now();
    const signedIn = resolveAuthorization(db, context, brandSession.brandId, at);
    if (signedIn.status !== 'signed_in' || signedIn.session.memberId === null) {
      throw memberSessionExpired('Please sign in to connect the chat to your membership.');
    }
    if (!isChatbotHost(db, hotel.id, query.parent_origin)) {
      throw new ApiError(403, 'chatbot_host_not_registered', 'This page is not the hotel’s chat, so the chat cannot be linked here.');
    }
    const { credential, expiresAt } = linkChatbotUser(
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
    return { status: 200, body: { data: { session: credential, expires_at: expiresAt.toISOString() } } };
  });

  mount(getChatbotLink, ({ params, session, context }) => {
    const { session: brandSession } = hotelForSession(db, params.hotelId, session);
    const credential = bearerToken(context.req.header(REQUEST_HEADERS.authorization));
    const link = credential === undefined ? undefined : resolveChatbotCredential(db, credential, brandSession.brandId, now());
    const member = link && findMemberById(db, link.memberId);
    if (!link || !member) {
      throw new ApiError(401, 'chatbot_credential_refused', 'This chat is not linked to a membership any more.', { codes: [3401] });
    }
    const data = {
      chatbot_user_id: link.chatbotUserId,
      user_id: member.id,
      program_id: member.program_id,
      expires_at: link.expiresAt.toISOString(),
    };
    return { status: 200, body: { data } };
  });

  mount(getMemberCompanions, ({ params, session, context }) => {
    const { session: brandSession } = hotelForSession(db, params.hotelId, session);
    const signedIn = resolveAuthorization(db, context, brandSession.brandId, now());
    const member = signedIn.status === 'signed_in' && signedIn.session.memberId !== null ? findMemberById(db, signedIn.session.memberId) : undefined;
    if (!member) throw memberSessionExpired('Please sign in to see your companion options.');
    return { status: 200, body: { data: programCompanions(db, member.program_id) } };
  });
}

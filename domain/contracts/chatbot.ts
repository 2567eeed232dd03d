import * as z from 'zod/mini';
import { ZChatbotLinkResponse, ZChatbotSessionQuery, ZChatbotSessionResponse, ZLiffUpsertRequest, ZLiffUpsertResponse } from '../entities/chatbot';
import { ZCompanionInfo } from '../entities/companion';
import { defineContract, ZNoBody, ZNone } from './contract';
import { ZHotelIdParams } from './query-params';

/**
 * Document 2 sections 7.2 ("chatbot session for a hotel": user_id, auth_auto_message_id, returns data.session)
 * and 7.7 (memberships/chatbot_session) name one call: the signed-in member (Authorization) is linked to the
 * chatbot user, and the chatbot gets a credential for that link only (ADR 192), when the app is framed by a
 * registered chatbot host.
 */
export const getChatbotSession = defineContract({
  method: 'GET',
  path: '/hotels/:hotelId/memberships/chatbot_session',
  params: ZHotelIdParams,
  query: ZChatbotSessionQuery,
  body: ZNoBody,
  response: ZChatbotSessionResponse,
  session: true,
});

/**
 * What the chatbot can do with its credential (sent as the Authorization): learn whom its chat user is linked to.
 * Document 2 does not show this path.
 */
export const getChatbotLink = defineContract({
  method: 'GET',
  path: '/hotels/:hotelId/memberships/chatbot_link',
  params: ZHotelIdParams,
  query: ZNone,
  body: ZNoBody,
  response: ZChatbotLinkResponse,
  session: true,
});

/** Document 2 section 7.5: a LINE user (LIFF access token) signs in as the brand's member, created when new. */
export const upsertLiffMember = defineContract({
  method: 'POST',
  path: '/liff/upsert',
  params: ZNone,
  query: ZNone,
  body: ZLiffUpsertRequest,
  response: ZLiffUpsertResponse,
  session: true,
});

/**
 * The signed-in member's companion options (document 1 section 3), which the app tells the host where the hotel
 * has companion support on (`receiveCompanionInfo`). Document 2 does not show this path.
 */
export const getMemberCompanions = defineContract({
  method: 'GET',
  path: '/hotels/:hotelId/memberships/companions',
  params: ZHotelIdParams,
  query: ZNone,
  body: ZNoBody,
  response: z.object({ data: ZCompanionInfo }),
  session: true,
});

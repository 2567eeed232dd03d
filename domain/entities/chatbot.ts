import * as z from 'zod/mini';
import { ZHotelCode } from './common';
import { ZMemberSignIn } from './member';

/** settings.chatbot_setting: the hotel's chatbot is offered on desktop, on mobile, on both or (absent) on neither. */
export const ZChatbotSetting = z.object({
  display_on_desktop: z.boolean(),
  display_on_mobile: z.boolean(),
});
export type ChatbotSetting = z.infer<typeof ZChatbotSetting>;

/** A chatbot's id for the person chatting (a LINE user id, a web chat visitor id): opaque, never shown. */
export const ZChatbotUserId = z.string().check(z.minLength(1), z.maxLength(128), z.regex(/^[\w.:-]+$/));

/** An opaque bearer token as the API hands it out (base64url). */
export const ZBearerToken = z.string().check(z.minLength(16), z.maxLength(512), z.regex(/^[\w.~+/=-]+$/));

/** A page origin as a browser reports it (`https://chat.example`, `http://127.0.0.1:5174`): no path, no slash. */
export const ZPageOrigin = z.string().check(z.maxLength(300), z.regex(/^https?:\/\/[^/?#\s]+$/));

export const ZChatbotSessionQuery = z.object({
  /** The chatbot user to link to the signed-in member. */
  user_id: ZChatbotUserId,
  /** The chatbot's message that asked the guest to sign in, answered once the link exists. */
  auth_auto_message_id: z.optional(z.string().check(z.minLength(1), z.maxLength(128))),
  /**
   * The origin of the page framing the app, as the bridge handshake saw it; it must be one the hotel registered as
   * its chatbot host (settings chatbot_host_origins, ADR 192).
   */
  parent_origin: ZPageOrigin,
});

/**
 * data.session: the chatbot's credential for this chat link (ADR 192). Not a member session: it names the link
 * and lasts until expires_at; no member call accepts it.
 */
export const ZChatbotSessionResponse = z.object({ data: z.object({ session: ZBearerToken, expires_at: z.iso.datetime({ offset: true }) }) });

/** What a chatbot credential names (GET .../memberships/chatbot_link): the chat user, the member, the expiry. */
export const ZChatbotLinkResponse = z.object({
  data: z.object({
    chatbot_user_id: ZChatbotUserId,
    user_id: z.int().check(z.positive()),
    program_id: z.int().check(z.positive()),
    expires_at: z.iso.datetime({ offset: true }),
  }),
});

export const ZLiffUpsertRequest = z.object({
  hotel_code: ZHotelCode,
  /** What liff.getAccessToken() returned inside LINE; the provider asks LINE whose it is. */
  liff_access_token: ZBearerToken,
});

/** The member the LINE user signs in as (created on the first visit): a sign-in like any other, for this browser. */
export const ZLiffUpsertResponse = z.object({
  data: z.extend(ZMemberSignIn, {
    /** True when this LINE user became a member on this call. */
    created: z.boolean(),
  }),
});

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

export const ZChatbotSessionQuery = z.object({
  /** The chatbot user to link to the signed-in member. */
  user_id: ZChatbotUserId,
  /** The chatbot's message that asked the guest to sign in, answered once the link exists. */
  auth_auto_message_id: z.optional(z.string().check(z.minLength(1), z.maxLength(128))),
});

/** data.session: a member session of its own for the chatbot, so it acts for the member the guest signed in as. */
export const ZChatbotSessionResponse = z.object({ data: z.object({ session: ZBearerToken }) });
export type ChatbotSessionResponse = z.infer<typeof ZChatbotSessionResponse>;

export const ZLiffUpsertRequest = z.object({
  hotel_code: ZHotelCode,
  /** What liff.getAccessToken() returned inside LINE; the provider asks LINE whose it is. */
  liff_access_token: ZBearerToken,
});
export type LiffUpsertRequest = z.infer<typeof ZLiffUpsertRequest>;

/** The member the LINE user signs in as (created on the first visit): a sign-in like any other, for this browser. */
export const ZLiffUpsertResponse = z.object({
  data: z.extend(ZMemberSignIn, {
    /** True when this LINE user became a member on this call. */
    created: z.boolean(),
  }),
});
export type LiffUpsertResponse = z.infer<typeof ZLiffUpsertResponse>;

import { getChatbotSession } from '#domain/contracts/chatbot.ts';
import type { TriplabotSessionPayload } from '#bridge/host-methods.ts';
import { callApi } from '#app/api/api-client.ts';

/**
 * The chatbot session for this hotel (document 2 sections 7.2 and 7.7): links the signed-in member to the chatbot
 * user and returns the chatbot's credential for that link (data.session and its expiry, ADR 192). The server checks
 * `parentOrigin` against the hotel's registered chatbot hosts.
 */
export async function fetchChatbotSession(
  hotelId: number,
  chatbotUserId: string,
  authAutoMessageId: string | null,
  parentOrigin: string,
): Promise<TriplabotSessionPayload> {
  const { data } = await callApi(getChatbotSession, {
    params: { hotelId },
    query: { user_id: chatbotUserId, parent_origin: parentOrigin, ...(authAutoMessageId ? { auth_auto_message_id: authAutoMessageId } : {}) },
  });
  return { session: data.session, expires_at: data.expires_at };
}

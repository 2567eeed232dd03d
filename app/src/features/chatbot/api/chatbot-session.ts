import { getChatbotSession } from '../../../../../domain/contracts/chatbot';
import { callApi } from '../../../lib/api-client';

/**
 * The chatbot session for this hotel (document 2 sections 7.2 and 7.7): links the signed-in member to the chatbot
 * user and returns a member session of the chatbot's own (data.session).
 */
export async function fetchChatbotSession(hotelId: number, chatbotUserId: string, authAutoMessageId: string | null): Promise<string> {
  const { data } = await callApi(getChatbotSession, {
    params: { hotelId },
    query: { user_id: chatbotUserId, ...(authAutoMessageId ? { auth_auto_message_id: authAutoMessageId } : {}) },
  });
  return data.session;
}

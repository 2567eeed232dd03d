import { waitForChatbotUserId } from '#app/platform/chatbot-user-id.ts';
import { askHostForChatbotUserId } from '#app/platform/host-bridge.ts';
import { useShellStore } from '#app/platform/stores/shell-store.ts';

/**
 * What the chat's mailed link carries (ADR 192): it reopens the app as the chatbot's (iframe=chatbot, the sync
 * flag) for its chatbot user, from the address, else asked of the host as the chatbot session does.
 */
export async function chatLinkContext(): Promise<Record<string, string | null>> {
  const query = useShellStore.getState().query;
  const chatbotUserId = query?.chatbotUserId ?? (await waitForChatbotUserId(askHostForChatbotUserId));
  return {
    iframe: 'chatbot',
    chatbot_user_id: chatbotUserId,
    auth_auto_message_id: query?.authAutoMessageId ?? null,
    chatbot_sync: query?.chatbotSync ? 'true' : null,
  };
}

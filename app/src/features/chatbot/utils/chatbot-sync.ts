import { askHostForChatbotUserId, forgetHostReports, reportToHost } from '../../../lib/host-bridge';
import { waitForChatbotUserId } from '../../../lib/chatbot-user-id';
import { fetchChatbotSession } from '../api/chatbot-session';
import { useChatbotSyncStore } from '../stores/chatbot-sync-store';
import { followMember, type SignedInMember } from './signed-in-member';

export type ChatbotSyncQuery = {
  /** iframe=chatbot: the app is framed by the chatbot. */
  inChatbot: boolean;
  /** The chatbot user in the address, when the chatbot put it there; otherwise the host is asked. */
  chatbotUserId: string | null;
  authAutoMessageId: string | null;
  /** The chatbot sync flag: the chatbot waits for `triplabotSynced` once its session is handed over. */
  chatbotSync: boolean;
};

type SyncDependencies = {
  chatbotUserId: () => Promise<string | null>;
  chatbotSession: (chatbotUserId: string) => Promise<string>;
};

/**
 * Hands the chatbot its session for the signed-in member: the chatbot user (from the address, else asked of the
 * host every 200 ms for up to 2 s), the chatbot session for it, then `receiveTriplabotSession` (remembered and
 * replayed on reconnect) and, with the sync flag, `triplabotSynced`. Without a chatbot user nothing is sent.
 */
export async function syncChatbotSession(query: ChatbotSyncQuery, dependencies: SyncDependencies): Promise<boolean> {
  const chatbotUserId = query.chatbotUserId ?? (await dependencies.chatbotUserId());
  if (!chatbotUserId) return false;
  const session = await dependencies.chatbotSession(chatbotUserId);
  reportToHost('receiveTriplabotSession', { session });
  if (query.chatbotSync) reportToHost('triplabotSynced');
  return true;
}

/**
 * In the chatbot (iframe=chatbot), every member who signs in inside this document is handed to the chatbot: the
 * one the startup found, a sign-in on the chat sign-in page, one refreshed from the chatbot. Only a confirmed
 * sign-in counts (the identity answer named the member), never a stored token still being checked. A sign-out
 * forgets the chatbot session, so a reconnecting host is not told of it again. Returns a function that stops.
 */
export function followSignInsForChatbot(hotelId: number, query: ChatbotSyncQuery, member: SignedInMember): () => void {
  if (!query.inChatbot) return () => undefined;
  const dependencies: SyncDependencies = {
    chatbotUserId: () => waitForChatbotUserId(askHostForChatbotUserId),
    chatbotSession: (chatbotUserId) => fetchChatbotSession(hotelId, chatbotUserId, query.authAutoMessageId),
  };
  return followMember(member, (memberId) => {
    if (memberId === null) {
      // Nobody at startup has nothing to forget; a sign-out must not be told again on reconnect.
      forgetHostReports('receiveTriplabotSession');
      useChatbotSyncStore.setState({ memberId: null, status: 'idle' });
      return;
    }
    useChatbotSyncStore.setState({ memberId, status: 'syncing' });
    // Only the latest member's outcome counts: another sign-in may have started meanwhile.
    const settle = (status: 'synced' | 'unlinked') => {
      if (useChatbotSyncStore.getState().memberId === memberId) useChatbotSyncStore.setState({ status });
    };
    // A failed call is handled by the answer rules (a 401 signs out and, in the chatbot, goes to sign-in); the
    // chatbot then simply stays unlinked.
    syncChatbotSession(query, dependencies).then(
      (synced) => settle(synced ? 'synced' : 'unlinked'),
      () => settle('unlinked'),
    );
  });
}

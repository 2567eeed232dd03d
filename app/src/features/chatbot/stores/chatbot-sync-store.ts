import { create } from 'zustand';

/**
 * Where linking the signed-in member to the chat stands (`followSignInsForChatbot`, ADR 192): syncing while the
 * chatbot user and credential are fetched; confirm while the app waits for the member to press "Link this chat to my
 * account" (`failed` after a try that did not work); synced once the chatbot holds its credential; unlinked when the
 * parent is not the hotel's chatbot host, there was no chatbot user, or the call failed. Pages that wait for the link
 * (the chat sign-up's done page) and the link prompt read it.
 */
export type ChatbotSync = {
  memberId: number | null;
  status: 'idle' | 'syncing' | 'confirm' | 'synced' | 'unlinked';
  failed: boolean;
};

export const useChatbotSyncStore = create<ChatbotSync>()(() => ({ memberId: null, status: 'idle', failed: false }));

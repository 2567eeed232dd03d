import { create } from 'zustand';

/**
 * Where handing the signed-in member to the chatbot stands (`followSignInsForChatbot`): syncing while the chatbot
 * user and session are fetched, synced once the chatbot holds the session, unlinked when there was no chatbot user
 * or the call failed. Pages that wait for the link (the chat sign-up's done page) read it.
 */
export type ChatbotSync = { memberId: number | null; status: 'idle' | 'syncing' | 'synced' | 'unlinked' };

export const useChatbotSyncStore = create<ChatbotSync>()(() => ({ memberId: null, status: 'idle' }));

import type { TriplabotSessionPayload } from '#bridge/host-methods.ts';
import { askHostForChatbotUserId, connectedParentOrigin, parentOriginsFrom, reportToHost } from '#app/platform/host-bridge.ts';
import { waitForChatbotUserId } from '#app/platform/chatbot-user-id.ts';
import { fetchChatbotSession } from '../api/chatbot-session';
import { useChatbotSyncStore, type ChatbotSync } from '../stores/chatbot-sync-store';
import { followMember, type SignedInMember } from './signed-in-member';

export type ChatbotSyncQuery = {
  /** iframe=chatbot: the app is framed by the chatbot. */
  inChatbot: boolean;
  /** The chatbot user in the address, when the chatbot put it there; otherwise the host is asked. */
  chatbotUserId: string | null;
  authAutoMessageId: string | null;
  /** The chatbot sync flag: the chatbot waits for `triplabotSynced` once its credential is handed over. */
  chatbotSync: boolean;
};

/** When the app may link the chat (ADR 192). */
export type ChatbotLinkRules = {
  /** The hotel's `chatbot_host_origins` setting. */
  chatbotHostOrigins: readonly string[];
  /** The member signed in by acting in this document (a sign-in form, a sign-up link confirmed here). */
  signedInHere: () => boolean;
};

/**
 * How long the app waits for its host's first message before deciding it has no chatbot host: the handshake is
 * normally done long before a member signs in, but a busy phone may be slow.
 */
export const PARENT_ORIGIN_WAIT_MS = 10_000;

type SyncDependencies = {
  chatbotUserId: () => Promise<string | null>;
  chatbotSession: (chatbotUserId: string, parentOrigin: string) => Promise<TriplabotSessionPayload>;
};

/**
 * Hands the chatbot its credential for the signed-in member: the chatbot user (from the address, else asked of the
 * host every 200 ms for up to 2 s), the chatbot session call for it, then `receiveTriplabotSession` (to the host's
 * callback only, never replayed) and, with the sync flag, `triplabotSynced`. Without a chatbot user nothing is sent.
 */
export async function syncChatbotSession(query: ChatbotSyncQuery, parentOrigin: string, dependencies: SyncDependencies): Promise<boolean> {
  const chatbotUserId = query.chatbotUserId ?? (await dependencies.chatbotUserId());
  if (!chatbotUserId) return false;
  const credential = await dependencies.chatbotSession(chatbotUserId, parentOrigin);
  reportToHost('receiveTriplabotSession', credential);
  if (query.chatbotSync) reportToHost('triplabotSynced');
  return true;
}

/**
 * The connected parent's origin when it is one of the hotel's chatbot hosts, else null: not framed, not connected
 * within `waitMs`, or another page (a hotel page that framed `iframe=chatbot` itself links nothing).
 */
export async function chatbotHostParent(
  chatbotHostOrigins: readonly string[],
  parentOrigin: Promise<string> | null,
  waitMs: number = PARENT_ORIGIN_WAIT_MS,
): Promise<string | null> {
  if (!parentOrigin) return null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), waitMs)));
  const origin = await Promise.race([parentOrigin, timeout]);
  clearTimeout(timer);
  return origin !== null && parentOriginsFrom(chatbotHostOrigins).includes(origin) ? origin : null;
}

/** The link the member is asked to confirm, for the member it was prepared for. */
let pendingLink: { memberId: number; run: () => void } | null = null;

/** The member pressed "Link this chat to my account": the prepared link runs, once. */
export function confirmChatbotLink(): void {
  const link = pendingLink;
  pendingLink = null;
  if (link && useChatbotSyncStore.getState().memberId === link.memberId) link.run();
}

/**
 * In the chatbot (iframe=chatbot), the member signed in in this document may be linked to the chat user (ADR 192):
 * only when the connected parent is one of the hotel's chatbot hosts, and only after the member acted in this frame:
 * signed in here (at once), or pressed "Link this chat to my account" (a member the startup found, or one the
 * chatbot refreshed, is asked). Only a confirmed sign-in counts (the identity answer named the member). A sign-out
 * drops any link waiting for confirmation. Returns a function that stops.
 */
export function followSignInsForChatbot(hotelId: number, query: ChatbotSyncQuery, rules: ChatbotLinkRules, member: SignedInMember): () => void {
  if (!query.inChatbot) return () => undefined;
  const dependencies: SyncDependencies = {
    chatbotUserId: () => waitForChatbotUserId(askHostForChatbotUserId),
    chatbotSession: (chatbotUserId, parentOrigin) => fetchChatbotSession(hotelId, chatbotUserId, query.authAutoMessageId, parentOrigin),
  };
  return followMember(member, (memberId) => {
    pendingLink = null;
    if (memberId === null) {
      useChatbotSyncStore.setState({ memberId: null, status: 'idle', failed: false });
      return;
    }
    useChatbotSyncStore.setState({ memberId, status: 'syncing', failed: false });
    // Only the latest member's outcome counts: another sign-in may have started meanwhile.
    const settle = (state: Omit<ChatbotSync, 'memberId'>) => {
      if (useChatbotSyncStore.getState().memberId === memberId) useChatbotSyncStore.setState(state);
    };
    const link = (parentOrigin: string, confirmed: boolean) => {
      settle({ status: 'syncing', failed: false });
      // A failed call is handled by the answer rules (a 401 signs out and, in the chatbot, goes to sign-in); the
      // chatbot then stays unlinked, or the member may press the button again.
      syncChatbotSession(query, parentOrigin, dependencies).then(
        (synced) => settle({ status: synced ? 'synced' : 'unlinked', failed: false }),
        () => (confirmed ? ask(parentOrigin, true) : settle({ status: 'unlinked', failed: false })),
      );
    };
    const ask = (parentOrigin: string, failed: boolean) => {
      pendingLink = { memberId, run: () => link(parentOrigin, true) };
      settle({ status: 'confirm', failed });
    };
    const signedInHere = rules.signedInHere();
    void chatbotHostParent(rules.chatbotHostOrigins, connectedParentOrigin()).then((parentOrigin) => {
      if (parentOrigin === null) settle({ status: 'unlinked', failed: false });
      else if (signedInHere) link(parentOrigin, false);
      else ask(parentOrigin, false);
    });
  });
}

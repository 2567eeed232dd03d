// Handing the chatbot its credential (document 2 sections 7.2, 7.12; ADR 192): which chatbot user, when, and what
// the host hears. The gating against a hostile page is attacked in tests/security/chatbot-link-consent.test.ts.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TriplabotSessionPayload } from '#bridge/host-methods.ts';

const CHAT_ORIGIN = 'https://chat.example';
const bridge = vi.hoisted(() => ({
  reportToHost: vi.fn(),
  askHostForChatbotUserId: vi.fn<() => Promise<string | null>>(),
  connectedParentOrigin: vi.fn<() => Promise<string> | null>(),
  parentOriginsFrom: (entries: readonly string[]) => entries.map((entry) => new URL(entry).origin),
}));
vi.mock('#app/platform/host-bridge.ts', () => bridge);
const api = vi.hoisted(() => ({
  fetchChatbotSession: vi.fn<(hotelId: number, userId: string, messageId: string | null, parentOrigin: string) => Promise<TriplabotSessionPayload>>(),
}));
vi.mock('#app/features/chatbot/api/chatbot-session.ts', () => api);

const { chatbotHostParent, confirmChatbotLink, followSignInsForChatbot, syncChatbotSession } = await import(
  '#app/features/chatbot/utils/chatbot-sync.ts'
);
const { useChatbotSyncStore } = await import('#app/features/chatbot/stores/chatbot-sync-store.ts');

const query = { inChatbot: true, chatbotUserId: null, authAutoMessageId: 'msg-1', chatbotSync: false };
const credential = (session: string): TriplabotSessionPayload => ({ session, expires_at: '2026-06-01T04:00:00.000Z' });
/** The member signed in on this frame's sign-in page. */
const signedInHere = { chatbotHostOrigins: [`${CHAT_ORIGIN}/`], signedInHere: () => true };

function signedInMember(initial: number | null) {
  let memberId = initial;
  const listeners = new Set<() => void>();
  return {
    member: {
      current: () => memberId,
      subscribe: (onChange: () => void) => {
        listeners.add(onChange);
        return () => listeners.delete(onChange);
      },
    },
    set: (next: number | null) => {
      memberId = next;
      listeners.forEach((listener) => listener());
    },
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('syncChatbotSession', () => {
  beforeEach(() => vi.clearAllMocks());

  it('uses the chatbot user of the address without asking the host, and names the parent to the server', async () => {
    const chatbotUserId = vi.fn(() => Promise.resolve('from-host'));
    const chatbotSession = vi.fn(() => Promise.resolve(credential('session-1')));
    await syncChatbotSession({ ...query, chatbotUserId: 'from-address' }, CHAT_ORIGIN, { chatbotUserId, chatbotSession });
    expect(chatbotUserId).not.toHaveBeenCalled();
    expect(chatbotSession).toHaveBeenCalledWith('from-address', CHAT_ORIGIN);
    expect(bridge.reportToHost).toHaveBeenCalledWith('receiveTriplabotSession', credential('session-1'));
    expect(bridge.reportToHost).not.toHaveBeenCalledWith('triplabotSynced');
  });

  it('says triplabotSynced after the credential when the chatbot asked for a sync', async () => {
    await syncChatbotSession({ ...query, chatbotSync: true }, CHAT_ORIGIN, {
      chatbotUserId: () => Promise.resolve('chat-1'),
      chatbotSession: () => Promise.resolve(credential('session-2')),
    });
    expect(bridge.reportToHost.mock.calls).toEqual([['receiveTriplabotSession', credential('session-2')], ['triplabotSynced']]);
  });

  it('sends nothing and asks for no credential when the host has no chatbot user', async () => {
    const chatbotSession = vi.fn(() => Promise.resolve(credential('never')));
    expect(await syncChatbotSession(query, CHAT_ORIGIN, { chatbotUserId: () => Promise.resolve(null), chatbotSession })).toBe(false);
    expect(chatbotSession).not.toHaveBeenCalled();
    expect(bridge.reportToHost).not.toHaveBeenCalled();
  });
});

describe('chatbotHostParent', () => {
  it('names the parent only when it is a registered chatbot host, and gives up on a parent that never connects', async () => {
    expect(await chatbotHostParent([CHAT_ORIGIN], Promise.resolve(CHAT_ORIGIN))).toBe(CHAT_ORIGIN);
    expect(await chatbotHostParent([CHAT_ORIGIN], Promise.resolve('https://hotel.example'))).toBeNull();
    expect(await chatbotHostParent([CHAT_ORIGIN], null)).toBeNull();
    expect(await chatbotHostParent([CHAT_ORIGIN], new Promise<string>(() => undefined), 10)).toBeNull();
  });
});

describe('followSignInsForChatbot', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    bridge.askHostForChatbotUserId.mockResolvedValue('chat-7');
    bridge.connectedParentOrigin.mockReturnValue(Promise.resolve(CHAT_ORIGIN));
    api.fetchChatbotSession.mockResolvedValue(credential('chatbot-credential'));
  });

  it('does nothing outside the chatbot', async () => {
    const { member } = signedInMember(1);
    followSignInsForChatbot(101, { ...query, inChatbot: false }, signedInHere, member);
    await flush();
    expect(bridge.askHostForChatbotUserId).not.toHaveBeenCalled();
    expect(api.fetchChatbotSession).not.toHaveBeenCalled();
  });

  it('links each member who signs in in this frame, once each', async () => {
    const { member, set } = signedInMember(1);
    const stop = followSignInsForChatbot(101, query, signedInHere, member);
    await flush();
    expect(api.fetchChatbotSession).toHaveBeenCalledWith(101, 'chat-7', 'msg-1', CHAT_ORIGIN);
    set(1);
    await flush();
    expect(api.fetchChatbotSession).toHaveBeenCalledTimes(1);
    set(2);
    await flush();
    expect(api.fetchChatbotSession).toHaveBeenCalledTimes(2);
    expect(bridge.reportToHost).toHaveBeenCalledWith('receiveTriplabotSession', credential('chatbot-credential'));
    stop();
  });

  it('asks a member it did not see sign in here, and links on their confirmation; a retry after a failure', async () => {
    const { member, set } = signedInMember(3);
    const stop = followSignInsForChatbot(101, query, { ...signedInHere, signedInHere: () => false }, member);
    await flush();
    expect(api.fetchChatbotSession).not.toHaveBeenCalled();
    expect(useChatbotSyncStore.getState()).toEqual({ memberId: 3, status: 'confirm', failed: false });

    api.fetchChatbotSession.mockRejectedValueOnce(new Error('503'));
    confirmChatbotLink();
    await flush();
    expect(useChatbotSyncStore.getState()).toEqual({ memberId: 3, status: 'confirm', failed: true });
    confirmChatbotLink();
    await flush();
    expect(useChatbotSyncStore.getState()).toEqual({ memberId: 3, status: 'synced', failed: false });
    expect(api.fetchChatbotSession).toHaveBeenCalledTimes(2);

    // A sign-out drops the state; a confirmation prepared for an earlier member links nobody.
    set(null);
    expect(useChatbotSyncStore.getState()).toEqual({ memberId: null, status: 'idle', failed: false });
    confirmChatbotLink();
    await flush();
    expect(api.fetchChatbotSession).toHaveBeenCalledTimes(2);
    stop();
  });

  it('keeps the app running when the call fails for a member who signed in here', async () => {
    api.fetchChatbotSession.mockRejectedValue(new Error('401'));
    const { member } = signedInMember(5);
    followSignInsForChatbot(101, query, signedInHere, member);
    await flush();
    expect(bridge.reportToHost).not.toHaveBeenCalled();
    expect(useChatbotSyncStore.getState()).toEqual({ memberId: 5, status: 'unlinked', failed: false });
  });

  it('counts only the latest member: an earlier member’s late answer does not mark the new one synced', async () => {
    const answers: ((value: TriplabotSessionPayload) => void)[] = [];
    api.fetchChatbotSession.mockImplementation(() => new Promise((resolve) => answers.push(resolve)));
    const { member, set } = signedInMember(7);
    const stop = followSignInsForChatbot(101, query, signedInHere, member);
    await flush();
    expect(useChatbotSyncStore.getState()).toEqual({ memberId: 7, status: 'syncing', failed: false });
    set(8);
    await flush();
    answers[0]?.(credential('first'));
    await flush();
    expect(useChatbotSyncStore.getState()).toEqual({ memberId: 8, status: 'syncing', failed: false });
    answers[1]?.(credential('second'));
    await flush();
    expect(useChatbotSyncStore.getState()).toEqual({ memberId: 8, status: 'synced', failed: false });
    stop();
  });
});

// Handing the chatbot its session (document 2 sections 7.2, 7.12): which chatbot user, when, and what the host hears.
import { beforeEach, describe, expect, it, vi } from 'vitest';

const bridge = vi.hoisted(() => ({
  reportToHost: vi.fn(),
  forgetHostReports: vi.fn(),
  askHostForChatbotUserId: vi.fn<() => Promise<string | null>>(),
}));
vi.mock('../../../../app/src/lib/host-bridge', () => bridge);
const api = vi.hoisted(() => ({ fetchChatbotSession: vi.fn<(hotelId: number, userId: string, messageId: string | null) => Promise<string>>() }));
vi.mock('../../../../app/src/features/chatbot/api/chatbot-session', () => api);

const { followSignInsForChatbot, syncChatbotSession } = await import('../../../../app/src/features/chatbot/utils/chatbot-sync');
const { useChatbotSyncStore } = await import('../../../../app/src/features/chatbot/stores/chatbot-sync-store');

const query = { inChatbot: true, chatbotUserId: null, authAutoMessageId: 'msg-1', chatbotSync: false };

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

  it('uses the chatbot user of the address without asking the host', async () => {
    const chatbotUserId = vi.fn(() => Promise.resolve('from-host'));
    const chatbotSession = vi.fn(() => Promise.resolve('session-1'));
    await syncChatbotSession({ ...query, chatbotUserId: 'from-address' }, { chatbotUserId, chatbotSession });
    expect(chatbotUserId).not.toHaveBeenCalled();
    expect(chatbotSession).toHaveBeenCalledWith('from-address');
    expect(bridge.reportToHost).toHaveBeenCalledWith('receiveTriplabotSession', { session: 'session-1' });
    expect(bridge.reportToHost).not.toHaveBeenCalledWith('triplabotSynced');
  });

  it('says triplabotSynced after the session when the chatbot asked for a sync', async () => {
    await syncChatbotSession(
      { ...query, chatbotSync: true },
      { chatbotUserId: () => Promise.resolve('chat-1'), chatbotSession: () => Promise.resolve('session-2') },
    );
    expect(bridge.reportToHost.mock.calls).toEqual([['receiveTriplabotSession', { session: 'session-2' }], ['triplabotSynced']]);
  });

  it('sends nothing and asks for no session when the host has no chatbot user', async () => {
    const chatbotSession = vi.fn(() => Promise.resolve('never'));
    expect(await syncChatbotSession(query, { chatbotUserId: () => Promise.resolve(null), chatbotSession })).toBe(false);
    expect(chatbotSession).not.toHaveBeenCalled();
    expect(bridge.reportToHost).not.toHaveBeenCalled();
  });
});

describe('followSignInsForChatbot', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    bridge.askHostForChatbotUserId.mockResolvedValue('chat-7');
    api.fetchChatbotSession.mockResolvedValue('chatbot-session');
  });

  it('does nothing outside the chatbot', async () => {
    const { member } = signedInMember(1);
    followSignInsForChatbot(101, { ...query, inChatbot: false }, member);
    await flush();
    expect(bridge.askHostForChatbotUserId).not.toHaveBeenCalled();
    expect(api.fetchChatbotSession).not.toHaveBeenCalled();
  });

  it('hands over the member signed in at startup, and each new member afterwards, once each', async () => {
    const { member, set } = signedInMember(1);
    followSignInsForChatbot(101, query, member);
    await flush();
    expect(api.fetchChatbotSession).toHaveBeenCalledWith(101, 'chat-7', 'msg-1');
    set(1);
    await flush();
    expect(api.fetchChatbotSession).toHaveBeenCalledTimes(1);
    set(2);
    await flush();
    expect(api.fetchChatbotSession).toHaveBeenCalledTimes(2);
    expect(bridge.reportToHost).toHaveBeenCalledWith('receiveTriplabotSession', { session: 'chatbot-session' });
  });

  it('waits for a sign-in, and forgets the chatbot session on sign-out', async () => {
    const { member, set } = signedInMember(null);
    const stop = followSignInsForChatbot(101, query, member);
    await flush();
    expect(api.fetchChatbotSession).not.toHaveBeenCalled();
    set(3);
    await flush();
    expect(api.fetchChatbotSession).toHaveBeenCalledTimes(1);
    set(null);
    expect(bridge.forgetHostReports).toHaveBeenCalledWith('receiveTriplabotSession');
    stop();
    set(4);
    await flush();
    expect(api.fetchChatbotSession).toHaveBeenCalledTimes(1);
  });

  it('keeps the app running when the chatbot session call fails', async () => {
    api.fetchChatbotSession.mockRejectedValue(new Error('401'));
    const { member } = signedInMember(5);
    followSignInsForChatbot(101, query, member);
    await flush();
    expect(bridge.reportToHost).not.toHaveBeenCalled();
    expect(useChatbotSyncStore.getState()).toEqual({ memberId: 5, status: 'unlinked' });
  });

  it('tells the pages waiting for the link where it stands: syncing, synced, then idle after sign-out', async () => {
    let release: (session: string) => void = () => undefined;
    api.fetchChatbotSession.mockReturnValue(new Promise((resolve) => (release = resolve)));
    const { member, set } = signedInMember(6);
    const stop = followSignInsForChatbot(101, query, member);
    await flush();
    expect(useChatbotSyncStore.getState()).toEqual({ memberId: 6, status: 'syncing' });
    release('chatbot-session');
    await flush();
    expect(useChatbotSyncStore.getState()).toEqual({ memberId: 6, status: 'synced' });
    set(null);
    expect(useChatbotSyncStore.getState()).toEqual({ memberId: null, status: 'idle' });
    stop();
  });

  it('counts only the latest member: an earlier member’s late answer does not mark the new one synced', async () => {
    const answers: ((session: string) => void)[] = [];
    api.fetchChatbotSession.mockImplementation(() => new Promise((resolve) => answers.push(resolve)));
    const { member, set } = signedInMember(7);
    const stop = followSignInsForChatbot(101, query, member);
    await flush();
    set(8);
    await flush();
    answers[0]?.('first');
    await flush();
    expect(useChatbotSyncStore.getState()).toEqual({ memberId: 8, status: 'syncing' });
    answers[1]?.('second');
    await flush();
    expect(useChatbotSyncStore.getState()).toEqual({ memberId: 8, status: 'synced' });
    stop();
  });
});

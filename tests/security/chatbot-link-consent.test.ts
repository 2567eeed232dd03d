// Attack tests for issue 13 (ADR 192), in the app: a script on a hotel page that is allowed to frame the app builds
// its own hidden `iframe=chatbot&chatbot_user_id=…` frame, or a plain link with those parameters is opened at top
// level, while the member is signed in (a stored sign-in). On the commit before the fix the app linked the chat user
// to the member and handed the page a member session at once. Now it links only for a registered chatbot host, and
// only after the member acted in that frame.
import { beforeEach, describe, expect, it, vi } from 'vitest';

const CHAT_ORIGIN = 'https://chat.example';
const HOTEL_PAGE = 'https://www.hotel.example';
const bridge = vi.hoisted(() => ({
  reportToHost: vi.fn(),
  askHostForChatbotUserId: vi.fn(() => Promise.resolve('attacker-chat')),
  connectedParentOrigin: vi.fn<() => Promise<string> | null>(),
  parentOriginsFrom: (entries: readonly string[]) => entries.map((entry) => new URL(entry).origin),
}));
vi.mock('#app/platform/host-bridge.ts', () => bridge);
const api = vi.hoisted(() => ({ fetchChatbotSession: vi.fn(() => Promise.resolve({ session: 'credential', expires_at: '2026-06-01T04:00:00.000Z' })) }));
vi.mock('#app/features/chatbot/api/chatbot-session.ts', () => api);

const { followSignInsForChatbot } = await import('#app/features/chatbot/utils/chatbot-sync.ts');
const { useChatbotSyncStore } = await import('#app/features/chatbot/stores/chatbot-sync-store.ts');

/** The attacker's address: the chatbot screens, their own chat user. */
const ATTACK_QUERY = { inChatbot: true, chatbotUserId: 'attacker-chat', authAutoMessageId: null, chatbotSync: true };
const storedMember = { current: () => 1, subscribe: () => () => undefined };
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('linking a chat in a frame the member did not act in', () => {
  beforeEach(() => vi.clearAllMocks());

  it('a hotel page (allowed parent, not a chatbot host) gets no link and no credential, even after a sign-in there', async () => {
    bridge.connectedParentOrigin.mockReturnValue(Promise.resolve(HOTEL_PAGE));
    followSignInsForChatbot(101, ATTACK_QUERY, { chatbotHostOrigins: [CHAT_ORIGIN], signedInHere: () => true }, storedMember);
    await settle();
    expect(api.fetchChatbotSession).not.toHaveBeenCalled();
    expect(bridge.reportToHost).not.toHaveBeenCalled();
    expect(useChatbotSyncStore.getState().status).toBe('unlinked');
  });

  it('a plain link opened at top level (no parent at all) links nothing', async () => {
    bridge.connectedParentOrigin.mockReturnValue(null);
    followSignInsForChatbot(101, ATTACK_QUERY, { chatbotHostOrigins: [CHAT_ORIGIN], signedInHere: () => true }, storedMember);
    await settle();
    expect(api.fetchChatbotSession).not.toHaveBeenCalled();
    expect(bridge.reportToHost).not.toHaveBeenCalled();
  });

  it('a hidden frame on the chatbot host with a stored sign-in waits for the member’s confirmation, which never comes', async () => {
    bridge.connectedParentOrigin.mockReturnValue(Promise.resolve(CHAT_ORIGIN));
    followSignInsForChatbot(101, ATTACK_QUERY, { chatbotHostOrigins: [CHAT_ORIGIN], signedInHere: () => false }, storedMember);
    await settle();
    expect(api.fetchChatbotSession).not.toHaveBeenCalled();
    expect(bridge.reportToHost).not.toHaveBeenCalled();
    expect(useChatbotSyncStore.getState()).toEqual({ memberId: 1, status: 'confirm', failed: false });
  });
});

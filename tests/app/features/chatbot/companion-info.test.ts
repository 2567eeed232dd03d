// receiveCompanionInfo (document 1 section 6, document 2 section 7.12): sent only when the account has an access
// token and companion support is on; forgotten on sign-out.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as HostBridge from '#app/platform/host-bridge.ts';

const bridge = vi.hoisted(() => ({ reportToHost: vi.fn(), forgetHostReports: vi.fn() }));
vi.mock('#app/platform/host-bridge.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof HostBridge>();
  // The real rule (mayShareCompanionInfo) decides; only the sending is watched.
  return {
    ...actual,
    forgetHostReports: bridge.forgetHostReports,
    reportCompanionInfo: (...args: Parameters<typeof actual.reportCompanionInfo>) => {
      if (actual.mayShareCompanionInfo(args[0], args[1])) bridge.reportToHost('receiveCompanionInfo', args[2]);
    },
  };
});
const api = vi.hoisted(() => ({ fetchMemberCompanions: vi.fn() }));
vi.mock('#app/features/chatbot/api/member-companions.ts', () => api);

const { followSignInsForCompanionInfo } = await import('#app/features/chatbot/utils/companion-info.ts');

const INFO = {
  adult_companion: { is_active: true, names: { en: 'Adult companion' } },
  kid_tier_A_companion: { is_active: false, names: {} },
};

function member(initial: number | null) {
  let id = initial;
  const listeners = new Set<() => void>();
  return {
    member: { current: () => id, subscribe: (listener: () => void) => (listeners.add(listener), () => listeners.delete(listener)) },
    set: (next: number | null) => {
      id = next;
      listeners.forEach((listener) => listener());
    },
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('followSignInsForCompanionInfo', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    api.fetchMemberCompanions.mockResolvedValue(INFO);
  });

  it('tells the host the member’s companions when companion support is on and there is an access token', async () => {
    const { member: signedIn } = member(1);
    followSignInsForCompanionInfo({ hotelId: 101, companionSupport: true, accessToken: () => 'token' }, signedIn);
    await flush();
    expect(api.fetchMemberCompanions).toHaveBeenCalledWith(101);
    expect(bridge.reportToHost).toHaveBeenCalledWith('receiveCompanionInfo', INFO);
  });

  it('fetches and sends nothing where the hotel has no companion support', async () => {
    const { member: signedIn } = member(1);
    followSignInsForCompanionInfo({ hotelId: 101, companionSupport: false, accessToken: () => 'token' }, signedIn);
    await flush();
    expect(api.fetchMemberCompanions).not.toHaveBeenCalled();
    expect(bridge.reportToHost).not.toHaveBeenCalled();
  });

  it('sends nothing when the account has no access token', async () => {
    const { member: signedIn } = member(1);
    followSignInsForCompanionInfo({ hotelId: 101, companionSupport: true, accessToken: () => null }, signedIn);
    await flush();
    expect(bridge.reportToHost).not.toHaveBeenCalled();
  });

  it('forgets the companion info on sign-out and sends it again for the next member', async () => {
    const { member: signedIn, set } = member(null);
    followSignInsForCompanionInfo({ hotelId: 101, companionSupport: true, accessToken: () => 'token' }, signedIn);
    await flush();
    expect(bridge.forgetHostReports).toHaveBeenCalledWith('receiveCompanionInfo');
    expect(api.fetchMemberCompanions).not.toHaveBeenCalled();
    set(2);
    await flush();
    expect(bridge.reportToHost).toHaveBeenCalledTimes(1);
    set(2);
    await flush();
    expect(api.fetchMemberCompanions).toHaveBeenCalledTimes(1);
  });
});

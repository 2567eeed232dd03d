// getTriplabotUserId polling: every 200 ms, giving up after 2 s (document 2 section 9.1), on fake timers.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHATBOT_USER_ID_WAIT, waitForChatbotUserId } from '#app/platform/chatbot-user-id.ts';

describe('waitForChatbotUserId', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits 2 seconds at most, polling every 200 ms', () => {
    expect(CHATBOT_USER_ID_WAIT).toEqual({ waitMs: 2000, pollMs: 200 });
  });

  it('asks at once and every 200 ms until the chatbot has a user', async () => {
    const answers = [null, null, null, 'chatbot-user-1'];
    const asked: number[] = [];
    const ask = vi.fn(() => {
      asked.push(Date.now());
      return Promise.resolve(answers.shift() ?? null);
    });
    const start = Date.now();
    const result = waitForChatbotUserId(ask);
    await vi.advanceTimersByTimeAsync(599);
    expect(ask).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBe('chatbot-user-1');
    expect(asked.map((at) => at - start)).toEqual([0, 200, 400, 600]);
    await vi.advanceTimersByTimeAsync(5000);
    expect(ask).toHaveBeenCalledTimes(4);
  });

  it('gives up with null after 2 seconds of empty answers, and stops asking', async () => {
    const ask = vi.fn(() => Promise.resolve(null));
    let outcome: string | null | undefined;
    void waitForChatbotUserId(ask).then((id) => (outcome = id));
    await vi.advanceTimersByTimeAsync(1999);
    expect(outcome).toBeUndefined();
    expect(ask).toHaveBeenCalledTimes(10);
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toBeNull();
    // Asked at 0, 200, ..., 1800 ms; the 2 s deadline comes before a poll at 2000 ms, and none follow it.
    await vi.advanceTimersByTimeAsync(5000);
    expect(ask).toHaveBeenCalledTimes(10);
  });

  it('does not wait past the deadline for a host that never answers', async () => {
    const ask = vi.fn(() => new Promise<string | null>(() => undefined));
    let outcome: string | null | undefined;
    void waitForChatbotUserId(ask).then((id) => (outcome = id));
    await vi.advanceTimersByTimeAsync(2000);
    expect(outcome).toBeNull();
    expect(ask).toHaveBeenCalledTimes(1);
  });

  it('treats a failed ask as an empty answer and keeps polling', async () => {
    const ask = vi
      .fn<() => Promise<string | null>>()
      .mockRejectedValueOnce(new Error('host went away'))
      .mockResolvedValueOnce('chatbot-user-2');
    const result = waitForChatbotUserId(ask);
    await vi.advanceTimersByTimeAsync(200);
    await expect(result).resolves.toBe('chatbot-user-2');
  });
});

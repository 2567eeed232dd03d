// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearClientSession, readClientSession, writeClientSession } from '#app/platform/session-storage.ts';

const NOW = Date.parse('2030-04-01T00:00:00Z');
const LATER = '2030-04-01T18:00:00Z';

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('client session storage', () => {
  it('keeps one session per brand', () => {
    writeClientSession(1, { token: 'brand-one-session', expiresAt: LATER });
    writeClientSession(2, { token: 'brand-two-session', expiresAt: LATER });
    expect(readClientSession(1, NOW)?.token).toBe('brand-one-session');
    expect(readClientSession(2, NOW)?.token).toBe('brand-two-session');
    expect(readClientSession(3, NOW)).toBeUndefined();

    clearClientSession(1);
    expect(readClientSession(1, NOW)).toBeUndefined();
    expect(readClientSession(2, NOW)?.token).toBe('brand-two-session');
  });

  it('does not reuse an expired session, nor one about to expire', () => {
    writeClientSession(1, { token: 'expired', expiresAt: '2030-03-31T23:00:00Z' });
    expect(readClientSession(1, NOW)).toBeUndefined();
    writeClientSession(1, { token: 'nearly', expiresAt: '2030-04-01T00:00:30Z' });
    expect(readClientSession(1, NOW)).toBeUndefined();
  });

  it('reads anything malformed as no session', () => {
    localStorage.setItem('hbw:client-session:1', '{not json');
    expect(readClientSession(1, NOW)).toBeUndefined();
    localStorage.setItem('hbw:client-session:1', JSON.stringify({ token: 42 }));
    expect(readClientSession(1, NOW)).toBeUndefined();
  });

  it('swallows a failing write and reads a failing storage as empty', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    expect(() => writeClientSession(1, { token: 'unsaved', expiresAt: LATER })).not.toThrow();

    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(readClientSession(1, NOW)).toBeUndefined();
  });
});

// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readCookie, removeCookie, writeCookie } from '#app/platform/cookies.ts';
import { readLocalePreference, writeLocalePreference } from '#app/i18n/locale-preference.ts';
import { readReservationSummaries, rememberReservation } from '#app/shared/reservations/reservation-summaries.ts';
import { readBrowsingCache, writeBrowsingCache } from '#app/platform/timed-cache.ts';
import { rememberUtm, UTM_COOKIE } from '#app/platform/utm-cookie.ts';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => vi.restoreAllMocks());

describe('storage rules', () => {
  it('keeps the browsing cache for 10 minutes', () => {
    writeBrowsingCache('results', { page: 2 }, 0);
    expect(readBrowsingCache('results', 9 * 60_000)).toEqual({ page: 2 });
    expect(readBrowsingCache('results', 10 * 60_000)).toBeUndefined();
    expect(readBrowsingCache('results', 0)).toBeUndefined();
  });

  it('keeps the last 10 reservation summaries, newest last, one per reservation', () => {
    for (let n = 1; n <= 12; n += 1) {
      rememberReservation({ reservationNumber: `R${n}`, hotelCode: 'h', checkin: '2026-06-01', checkout: '2026-06-02', createdAt: n });
    }
    rememberReservation({ reservationNumber: 'R5', hotelCode: 'h', checkin: '2026-07-01', checkout: '2026-07-02', createdAt: 13 });
    const kept = readReservationSummaries().map((summary) => summary.reservationNumber);
    expect(kept).toEqual(['R3', 'R4', 'R6', 'R7', 'R8', 'R9', 'R10', 'R11', 'R12', 'R5']);
  });

  it('swallows write failures and reads failures as empty', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => writeLocalePreference('en')).not.toThrow();
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(readLocalePreference()).toBeNull();
    expect(readReservationSummaries()).toEqual([]);
  });

  it('remembers the chosen locale and ignores anything that is not one', () => {
    writeLocalePreference('ko');
    expect(readLocalePreference()).toBe('ko');
    localStorage.setItem('hbw:locale', 'xx');
    expect(readLocalePreference()).toBeNull();
  });

  it('writes cookies with the spec lifetime, and the utm cookie for one day', () => {
    const written: string[] = [];
    const doc = { defaultView: { isSecureContext: true }, set cookie(value: string) { written.push(value); }, get cookie() { return 'a=1; hbw_x=%7B%7D'; } };
    writeCookie('hbw_x', '{}', 3_600_000, doc as unknown as Document);
    // Partitioned, so a hotel page's iframe (another site) keeps it under that page's site only.
    expect(written[0]).toBe('hbw_x=%7B%7D; Max-Age=3600; Path=/; SameSite=None; Secure; Partitioned');
    expect(readCookie('hbw_x', doc as unknown as Document)).toBe('{}');
    expect(readCookie('nope', doc as unknown as Document)).toBeNull();
    rememberUtm({ utm: { campaign: 'spring', medium: null, source: 'news' } }, doc as unknown as Document);
    expect(written[1]).toMatch(new RegExp(`^${UTM_COOKIE}=.*; Max-Age=86400;`));
    rememberUtm({ utm: { campaign: null, medium: null, source: null } }, doc as unknown as Document);
    expect(written).toHaveLength(2);
    removeCookie('hbw_x', doc as unknown as Document);
    expect(written[2]).toContain('Max-Age=0');
  });

  it('writes a Lax cookie outside a secure context, where Secure cannot be set', () => {
    const written: string[] = [];
    const doc = { defaultView: { isSecureContext: false }, set cookie(value: string) { written.push(value); } };
    writeCookie('hbw_x', '1', 60_000, doc as unknown as Document);
    expect(written).toEqual(['hbw_x=1; Max-Age=60; Path=/; SameSite=Lax']);
  });

  it('treats a cookie jar that throws as empty', () => {
    const doc = { get cookie(): string { throw new Error('sandboxed'); }, set cookie(_value: string) { throw new Error('sandboxed'); } };
    expect(readCookie('x', doc as unknown as Document)).toBeNull();
    expect(() => writeCookie('x', 'y', 1000, doc as unknown as Document)).not.toThrow();
  });
});

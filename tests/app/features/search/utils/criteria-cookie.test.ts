// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  criteriaCookieName,
  decodeCriteria,
  encodeCriteria,
  rememberCriteria,
  withRememberedCriteria,
} from '#app/features/search/utils/criteria-cookie.ts';

afterEach(() => {
  document.cookie = `${encodeURIComponent(criteriaCookieName('sakura-tokyo'))}=; Max-Age=0; Path=/`;
  vi.restoreAllMocks();
});

describe('criteria cookie', () => {
  it('encodes so that any text survives and only criteria keys come back', () => {
    const encoded = encodeCriteria({ promo_code: 'さくら;=,', checkin: '2030-02-10' });
    expect(encoded).toMatch(/^[A-Za-z0-9+/=]+$/);
    expect(decodeCriteria(encoded)).toEqual({ promo_code: 'さくら;=,', checkin: '2030-02-10' });
    expect(decodeCriteria(btoa(encodeURIComponent(JSON.stringify({ checkin: '2030-02-10', access_token: 'x' }))))).toEqual({ checkin: '2030-02-10' });
    expect(decodeCriteria('not base64!')).toEqual({});
  });

  it('is kept for one hour per hotel code', () => {
    const set = vi.spyOn(Document.prototype, 'cookie', 'set');
    rememberCriteria('sakura-tokyo', { adults: '3' });
    expect(set).toHaveBeenCalledWith(expect.stringMatching(/^hbw_search_sakura-tokyo=.*; Max-Age=3600; Path=\//));
  });

  it('uses the remembered search only when the address states none', () => {
    rememberCriteria('sakura-tokyo', { checkin: '2030-02-10', checkout: '2030-02-12', order: 'recommended', is_day_use: 'true' });
    const fromAddress = withRememberedCriteria(new URLSearchParams('checkin=2030-03-01&hotel_code=sakura-tokyo'), 'sakura-tokyo');
    expect(fromAddress.get('checkin')).toBe('2030-03-01');
    expect(fromAddress.has('order')).toBe(false);
    expect(fromAddress.has('is_day_use')).toBe(false);
    const remembered = withRememberedCriteria(new URLSearchParams('hotel_code=sakura-tokyo&locale=ja'), 'sakura-tokyo');
    expect(remembered.get('checkin')).toBe('2030-02-10');
    expect(remembered.get('order')).toBe('recommended');
    expect(remembered.get('locale')).toBe('ja');
    expect(withRememberedCriteria(new URLSearchParams('hotel_code=umi-osaka'), 'umi-osaka').has('checkin')).toBe(false);
  });
});

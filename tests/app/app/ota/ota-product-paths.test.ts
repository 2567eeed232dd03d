import { describe, expect, it } from 'vitest';
import { otaProductAddress, otaProductPath } from '#app/app/ota/ota-product-paths.ts';
import { otaAddress, otaModeOf } from '#app/app/ota/ota-site.ts';

// Document 1 section 2, "Path builders" (ADR 242): /reservation-{product}/{code}/search?{query}, /guest-detail,
// /payment and /confirmation, and where each opens on the travel-agency site.

describe('the product path builders', () => {
  it('builds the search without the code parameter and empty values', () => {
    expect(otaProductPath('umi-okinawa', 'search', { code: 'umi-okinawa', checkin: '2026-06-02', checkout: '2026-06-03', adults: '2', promo_code: '' })).toBe(
      '/reservation-tripla/umi-okinawa/search?checkin=2026-06-02&checkout=2026-06-03&adults=2',
    );
  });

  it('builds the booking steps under the hotel code', () => {
    expect(otaProductPath('umi-okinawa', 'guest-detail')).toBe('/reservation-tripla/umi-okinawa/guest-detail');
    expect(otaProductPath('umi-okinawa', 'payment')).toBe('/reservation-tripla/umi-okinawa/payment');
    expect(otaProductPath('umi okinawa', 'confirmation', { reservation_no: 'RABC123' })).toBe('/reservation-tripla/umi%20okinawa/confirmation?reservation_no=RABC123');
  });
});

describe('where a product path opens', () => {
  it('opens the search as the hotel\'s page, keeping the stay', () => {
    const built = otaProductPath('umi-okinawa', 'search', { checkin: '2026-06-02', adults: '2' });
    const [pathname = '', search = ''] = built.split(/(?=\?)/);
    expect(otaProductAddress({ pathname, search })).toEqual({ pathname: '/hotels/umi-okinawa', search: '?checkin=2026-06-02&adults=2' });
    // The entry leaves it to the site's router, whose chunk resolves it.
    expect(otaAddress({ pathname, search })).toEqual({ pathname, search });
    expect(otaModeOf(pathname)).toBe('site');
  });

  it('opens guest detail and payment as the hotel\'s own guest detail and payment pages (ADR 260)', () => {
    for (const [step, pathname] of [['guest-detail', '/reservation/guest-detail'], ['payment', '/reservation/payment']] as const) {
      expect(otaProductAddress({ pathname: otaProductPath('umi-okinawa', step), search: '?code=other' })).toEqual({
        pathname,
        search: '?hotel_code=umi-okinawa',
      });
    }
  });

  it('opens the confirmation of the reservation the link names, with its proof', () => {
    expect(otaProductAddress({ pathname: '/reservation-tripla/umi-okinawa/confirmation', search: '?reservation_no=RABC123&bypass_token=t0k' })).toEqual({
      pathname: '/reservation/confirmation/RABC123',
      search: '?bypass_token=t0k&hotel_code=umi-okinawa',
    });
    expect(otaProductAddress({ pathname: '/reservation-tripla/umi-okinawa/confirmation', search: '' })).toBeNull();
  });

  it('leaves other addresses alone', () => {
    expect(otaProductAddress({ pathname: '/reservation-tripla/umi-okinawa/elsewhere', search: '' })).toBeNull();
    expect(otaProductAddress({ pathname: '/reservation-other/umi-okinawa/search', search: '' })).toBeNull();
    expect(otaProductAddress({ pathname: '/reservation-tripla/umi-okinawa/search/more', search: '' })).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { otaPaths, otaSearchQuery } from '#app/app/ota/ota-paths.ts';
import {
  isOtaSite,
  matchOtaRoute,
  otaAddress,
  otaHotelCodeFromPath,
  otaModeOf,
  readOtaHosts,
  standardAddressForOtaOnly,
} from '#app/app/ota/ota-site.ts';
import { withCarriedQuery } from '#app/shared/hotel/hotel-link.ts';

const search = { checkin: '2026-06-02', checkout: '2026-06-04', adults: 2, rooms: 1 };

describe('the travel-agency route table', () => {
  it('holds every route of the variant the spec lists', () => {
    const listed = ['/', '/test', '/search-hotels', '/hotels/:code', '/confirm-reservation', '/reservation/guest-detail',
      '/reservation/payment', '/reservation/confirmation/:confirmationNumber', '/reservation/fail'];
    const table = Object.values(otaPaths).map((route) => route.path);
    for (const path of listed) expect(table).toContain(path);
  });

  it('marks the routes without a screen, so they are never registered', () => {
    const withoutScreen = Object.entries(otaPaths).filter(([, route]) => !route.screen).map(([name]) => name);
    expect(withoutScreen).toEqual(['test']);
  });

  it('builds the hotel search with the form\'s fields, dropping an empty keyword', () => {
    expect(otaPaths.searchHotels.build({ ...search, keyword: '  ' })).toBe('/search-hotels?checkin=2026-06-02&checkout=2026-06-04&adults=2&rooms=1');
    expect(otaSearchQuery({ ...search, keyword: ' Umi ' }).keyword).toBe('Umi');
  });

  it('builds a hotel page: one room as adults, several as the results\' rooms list', () => {
    expect(otaPaths.hotel.build('sakura tokyo')).toBe('/hotels/sakura%20tokyo');
    expect(otaPaths.hotel.build('umi-okinawa', search)).toBe('/hotels/umi-okinawa?checkin=2026-06-02&checkout=2026-06-04&adults=2');
    const two = new URL(otaPaths.hotel.build('umi-okinawa', { ...search, adults: 3, rooms: 2 }), 'https://x.invalid');
    expect(JSON.parse(two.searchParams.get('rooms') ?? '')).toEqual([
      { adults: 3, children: 0, kids_tiers: [] },
      { adults: 3, children: 0, kids_tiers: [] },
    ]);
  });

  it('builds /confirm-reservation with the same choice guest detail reads, so its link goes on with it', () => {
    const choice = {
      checkin: '2026-06-02',
      checkout: '2026-06-03',
      adults: 2,
      rooms: [{ room_type_code: 'standard-double', room_plan_code: 'standard-double_room-only', adults: 2, children: 0, kids_tiers: [] }],
      search: 'checkin=2026-06-02&checkout=2026-06-03&adults=2',
    };
    const confirm = otaPaths.confirmReservation.build(choice);
    expect(confirm.startsWith('/confirm-reservation?')).toBe(true);
    expect(confirm.slice(confirm.indexOf('?'))).toBe(otaPaths.guestDetail.build(choice).slice(otaPaths.guestDetail.build(choice).indexOf('?')));
  });

  it('builds the confirmation with email and bypass_token only, and the failure with its code and stay', () => {
    expect(otaPaths.confirmation.build('R-1', { email: 'a@b.jp', bypass_token: 't' })).toBe('/reservation/confirmation/R-1?email=a%40b.jp&bypass_token=t');
    expect(otaPaths.reservationFail.build('3001', { checkin: '2026-06-02', checkout: '2026-06-03', adults: 2 })).toBe(
      '/reservation/fail?code=3001&checkin=2026-06-02&checkout=2026-06-03&adults=2',
    );
  });
});

describe('the travel-agency guard', () => {
  it('is the variant on the hosts the page lists, in any case, and nowhere else', () => {
    const page = { querySelector: () => ({ getAttribute: () => ' ota.localhost , Booking.Example.com ' }) } as unknown as Document;
    const hosts = readOtaHosts(page);
    expect(hosts).toEqual(['ota.localhost', 'booking.example.com']);
    expect(isOtaSite('OTA.localhost', hosts)).toBe(true);
    expect(isOtaSite('booking.example.com', hosts)).toBe(true);
    expect(isOtaSite('localhost', hosts)).toBe(false);
    expect(readOtaHosts({ querySelector: () => null } as unknown as Document)).toEqual([]);
  });

  it('matches routes with their parameters, and nothing longer or shorter', () => {
    expect(matchOtaRoute('/hotels/umi%20okinawa')).toEqual({ name: 'hotel', params: { code: 'umi okinawa' } });
    expect(matchOtaRoute('/hotels/')).toBeNull();
    expect(matchOtaRoute('/hotels/a/b')).toBeNull();
    expect(matchOtaRoute('/search-hotels/')).toEqual({ name: 'searchHotels', params: {} });
    expect(matchOtaRoute('/facilities')).toBeNull();
  });

  it('runs the site\'s pages without a hotel and a hotel\'s pages with one, the code from the path', () => {
    expect(otaModeOf('/')).toBe('site');
    expect(otaModeOf('/search-hotels')).toBe('site');
    expect(otaModeOf('/hotels/umi-okinawa')).toBe('hotel');
    expect(otaModeOf('/reservation/guest-detail')).toBe('hotel');
    expect(otaModeOf('/reservation/confirmation/R1')).toBe('hotel');
    expect(otaHotelCodeFromPath('/hotels/umi-okinawa')).toBe('umi-okinawa');
    expect(otaHotelCodeFromPath('/reservation/guest-detail')).toBeNull();
  });
});

describe('routing between the variants', () => {
  it('keeps the variant\'s own pages as they are', () => {
    for (const address of [
      { pathname: '/', search: '' },
      { pathname: '/search-hotels', search: '?checkin=2026-06-02' },
      { pathname: '/hotels/umi-okinawa', search: '?adults=2' },
      { pathname: '/reservation/guest-detail', search: '?hotel_code=umi-okinawa' },
      { pathname: '/503', search: '?code=umi-okinawa' },
    ]) {
      expect(otaAddress(address)).toEqual(address);
    }
  });

  it('turns the standard room search of a hotel into its page, keeping the rest of the query', () => {
    expect(otaAddress({ pathname: '/booking/result', search: '?hotel_code=umi-okinawa&checkin=2026-06-02&locale=en' })).toEqual({
      pathname: '/hotels/umi-okinawa',
      search: '?checkin=2026-06-02&locale=en',
    });
    expect(otaAddress({ pathname: '/booking/result/', search: '?code=umi-okinawa' })).toEqual({ pathname: '/hotels/umi-okinawa', search: '' });
  });

  it('sends other standard addresses, and the variant\'s routes without a screen, home with the carried keys only', () => {
    const home = { pathname: '/', search: '?locale=ar' };
    expect(otaAddress({ pathname: '/facilities', search: '?hotel_code=umi-okinawa&locale=ar' })).toEqual(home);
    expect(otaAddress({ pathname: '/booking/result', search: '?locale=ar' })).toEqual(home);
    expect(otaAddress({ pathname: '/my-account', search: '?locale=ar&x=1' })).toEqual(home);
    expect(otaAddress({ pathname: '/test', search: '?locale=ar' })).toEqual(home);
  });

  it('keeps /reservation/payment, a hotel\'s page since it has a screen (ADR 260)', () => {
    const payment = { pathname: '/reservation/payment', search: '?hotel_code=jp-hakone-3&checkin=2026-06-02' };
    expect(otaAddress(payment)).toEqual(payment);
    expect(otaModeOf(payment.pathname)).toBe('hotel');
  });

  it('keeps /confirm-reservation, a hotel\'s page since it has a screen (ADR 252)', () => {
    const confirm = { pathname: '/confirm-reservation', search: '?hotel_code=jp-hakone-3&checkin=2026-06-02' };
    expect(otaAddress(confirm)).toEqual(confirm);
    expect(otaModeOf(confirm.pathname)).toBe('hotel');
  });

  it('on the standard site, sends the variant\'s own addresses to the room search, a hotel page\'s code as hotel_code', () => {
    expect(standardAddressForOtaOnly({ pathname: '/hotels/umi-okinawa', search: '?checkin=2026-06-02' })).toEqual({
      pathname: '/booking/result',
      search: '?checkin=2026-06-02&hotel_code=umi-okinawa',
    });
    expect(standardAddressForOtaOnly({ pathname: '/search-hotels', search: '?hotel_code=sakura-tokyo' })).toEqual({
      pathname: '/booking/result',
      search: '?hotel_code=sakura-tokyo',
    });
    for (const pathname of ['/', '/booking/result', '/reservation/guest-detail', '/reservation/confirmation/R1', '/facilities']) {
      expect(standardAddressForOtaOnly({ pathname, search: '' })).toBeNull();
    }
  });

  it('carries the language, preview and maintenance bypass into the site\'s addresses', () => {
    const current = new URLSearchParams('locale=ko&tripla_preview=true&maintenance_mode=false&checkin=2026-06-02');
    expect(withCarriedQuery('/hotels/umi-okinawa?adults=2', current)).toBe(
      '/hotels/umi-okinawa?adults=2&locale=ko&tripla_preview=true&maintenance_mode=false',
    );
    expect(withCarriedQuery('/?locale=en', current)).toBe('/?locale=en&tripla_preview=true&maintenance_mode=false');
  });
});

import { describe, expect, it } from 'vitest';
import { paths } from '#app/app/paths.ts';
import { withHotelQuery } from '#app/shared/hotel/hotel-link.ts';

describe('in-app addresses', () => {
  it('keep the hotel code and the chosen locale', () => {
    const current = new URLSearchParams('hotel_code=old&locale=ar&utm_source=mail');
    expect(withHotelQuery('/booking/result?checkin=2030-04-01', 'sakura-tokyo', current)).toBe(
      '/booking/result?checkin=2030-04-01&hotel_code=sakura-tokyo&locale=ar',
    );
    expect(withHotelQuery('/booking/result', 'sakura-tokyo', new URLSearchParams())).toBe(
      '/booking/result?hotel_code=sakura-tokyo',
    );
  });

  it('are built from the route table', () => {
    const rooms = [{ room_type_code: 'STD', room_plan_code: 'RO', adults: 2, children: 0, kids_tiers: [] }];
    const selection = { checkin: '2030-04-01', checkout: '2030-04-03', adults: 2, rooms };
    expect(paths.guestDetail.build(selection)).toBe(
      `/reservation/guest-detail?checkin=2030-04-01&checkout=2030-04-03&adults=2&selections=${encodeURIComponent(JSON.stringify(rooms))}`,
    );
    expect(paths.confirmation.build('ABC-123', { bypass_token: 'token' })).toBe(
      '/reservation/confirmation/ABC-123?bypass_token=token',
    );
    expect(paths.results.build()).toBe('/booking/result');
  });
});

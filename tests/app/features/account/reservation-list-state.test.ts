import { describe, expect, it } from 'vitest';
import { DEFAULT_LIST_STATE, readListState, writeListState } from '#app/features/account/utils/reservation-list-state.ts';

describe('my reservations list state in the address', () => {
  it('reads the defaults from a plain address and falls back on anything unknown', () => {
    expect(readListState(new URLSearchParams('hotel_code=sakura-tokyo'))).toEqual(DEFAULT_LIST_STATE);
    expect(readListState(new URLSearchParams('tab=raffle&payment_type=cash&channel=x&page=-2'))).toEqual(DEFAULT_LIST_STATE);
    // The lottery tab exists since issue 21.
    expect(readListState(new URLSearchParams('tab=lottery')).tab).toBe('lottery');
    expect(readListState(new URLSearchParams('page=1.5'))).toEqual(DEFAULT_LIST_STATE);
  });

  it('reads a tab, both filters and a page', () => {
    expect(readListState(new URLSearchParams('tab=cancelled&payment_type=credit_card&channel=tripla&page=3'))).toEqual({
      tab: 'cancelled',
      payment: 'credit_card',
      channel: 'tripla',
      page: 3,
    });
  });

  it('keeps the other keys, leaves defaults out, and starts a new tab or filter on page 1', () => {
    const current = new URLSearchParams('hotel_code=sakura-tokyo&locale=ja&tab=completed&page=4');
    const filtered = writeListState(current, { payment: 'on_site' });
    expect(filtered.get('hotel_code')).toBe('sakura-tokyo');
    expect(filtered.get('locale')).toBe('ja');
    expect(filtered.get('tab')).toBe('completed');
    expect(filtered.get('payment_type')).toBe('on_site');
    expect(filtered.has('page')).toBe(false);

    expect(writeListState(current, { page: 5 }).get('page')).toBe('5');
    const home = writeListState(current, { tab: 'upcoming' });
    expect(home.has('tab')).toBe(false);
    expect(home.has('page')).toBe(false);
  });

  it('round-trips whatever it writes', () => {
    const written = writeListState(new URLSearchParams(), { tab: 'cancelled', channel: 'officialWebsite', page: 2 });
    expect(readListState(written)).toEqual({ tab: 'cancelled', payment: 'all', channel: 'officialWebsite', page: 2 });
  });
});

import { describe, expect, it } from 'vitest';
import { httpOrigin, mergeOptions, readHostLink, readWidgetOptions } from '#loader/src/shared/widget-options.ts';

const reader = (attributes: Record<string, string>) => (name: string) => attributes[name] ?? null;

describe('readWidgetOptions (attribute parsing)', () => {
  it('reads every option an element or a loader tag may carry', () => {
    expect(
      readWidgetOptions(
        reader({
          'hotel-code': 'sakura-tokyo',
          locale: 'en',
          mode: 'modal',
          view: 'confirm',
          'app-base-url': 'https://staging.book.example.com/some/path',
          preload: '',
          checkin: '2026-12-01',
          checkout: '2026-12-03',
          adults: '2',
          rooms: '1',
          kids_tiers: 'A:1,B:2',
          room_type_codes: 'DBL,TWN',
          hotel_plan_codes: 'P1',
          promo_code: 'SPRING',
          currency: 'USD',
        }),
      ),
    ).toEqual({
      hotelCode: 'sakura-tokyo',
      locale: 'en',
      mode: 'modal',
      view: 'confirm',
      appOrigin: 'https://staging.book.example.com',
      preload: true,
      search: {
        checkin: '2026-12-01',
        checkout: '2026-12-03',
        adults: '2',
        rooms: '1',
        kids_tiers: 'A:1,B:2',
        room_type_codes: 'DBL,TWN',
        hotel_plan_codes: 'P1',
        promo_code: 'SPRING',
        currency: 'USD',
      },
    });
  });

  it('ignores values it does not know rather than guessing', () => {
    expect(readWidgetOptions(reader({ mode: 'popup', view: 'home', 'app-base-url': 'javascript:alert(1)', foo: 'x' }))).toEqual({
      hotelCode: undefined,
      locale: undefined,
      mode: undefined,
      view: undefined,
      appOrigin: undefined,
      preload: undefined,
      search: {},
    });
  });

  it('reads preload as present unless it says "false"', () => {
    expect(readWidgetOptions(reader({ preload: 'false' })).preload).toBe(false);
    expect(readWidgetOptions(reader({ preload: 'preload' })).preload).toBe(true);
    expect(readWidgetOptions(reader({})).preload).toBeUndefined();
  });

  it('trims values and leaves empty ones out', () => {
    expect(readWidgetOptions(reader({ 'hotel-code': '  h  ', checkin: ' ', adults: ' 2 ' }))).toMatchObject({
      hotelCode: 'h',
      search: { adults: '2' },
    });
  });
});

describe('mergeOptions', () => {
  it('lets the element’s own options win over the loader tag’s, and merges search keys', () => {
    const defaults = readWidgetOptions(reader({ 'hotel-code': 'a', locale: 'ja', adults: '2', checkin: '2026-12-01' }));
    const own = readWidgetOptions(reader({ locale: 'en', adults: '3' }));
    expect(mergeOptions(defaults, own)).toMatchObject({
      hotelCode: 'a',
      locale: 'en',
      search: { adults: '3', checkin: '2026-12-01' },
    });
  });
});

describe('readHostLink', () => {
  it('reads the view and the search parameters of a host link', () => {
    expect(readHostLink('?utm_source=x&booking_widget_open=search&checkin=2026-12-01&adults=2&unknown=1')).toEqual({
      view: 'search',
      search: { checkin: '2026-12-01', adults: '2' },
    });
    expect(readHostLink('?booking_widget_open=confirm')).toEqual({ view: 'confirm', search: {} });
  });

  it('is null without booking_widget_open or with a view it does not know', () => {
    expect(readHostLink('?checkin=2026-12-01')).toBeNull();
    expect(readHostLink('?booking_widget_open=payment')).toBeNull();
    expect(readHostLink('')).toBeNull();
  });
});

describe('httpOrigin', () => {
  it('keeps only the origin of an http(s) address', () => {
    expect(httpOrigin('https://book.example.com/x/')).toBe('https://book.example.com');
    expect(httpOrigin('ftp://book.example.com')).toBeUndefined();
    expect(httpOrigin('not a url')).toBeUndefined();
    expect(httpOrigin(undefined)).toBeUndefined();
  });
});

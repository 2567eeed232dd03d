import { describe, expect, it } from 'vitest';
import { hostAdParams, widgetUrl } from '#loader/src/element/widget-url.ts';
import type { WidgetOptions } from '#loader/src/shared/widget-options.ts';

const APP = 'https://book.example.com';
const options = (fields: Partial<WidgetOptions> = {}): WidgetOptions => ({ search: {}, ...fields });

describe('widgetUrl', () => {
  it('opens the results page of the hotel on the app origin', () => {
    expect(widgetUrl(APP, options({ hotelCode: 'sakura-tokyo', locale: 'en' }))).toBe(
      `${APP}/booking/result?hotel_code=sakura-tokyo&locale=en`,
    );
  });

  it('leaves locale out when none is set', () => {
    expect(widgetUrl(APP, options({ hotelCode: 'sakura-tokyo' }))).toBe(`${APP}/booking/result?hotel_code=sakura-tokyo`);
  });

  it('opens the reservation lookup for the confirm view', () => {
    expect(widgetUrl(APP, options({ hotelCode: 'h', view: 'confirm' }))).toBe(`${APP}/search?hotel_code=h`);
    expect(widgetUrl(APP, options({ hotelCode: 'h' }), { view: 'confirm' })).toBe(`${APP}/search?hotel_code=h`);
  });

  it('passes the search parameters as the app’s query, the request’s over the attributes’', () => {
    const url = new URL(
      widgetUrl(APP, options({ hotelCode: 'h', search: { checkin: '2026-12-01', adults: '2', currency: 'USD' } }), {
        search: { adults: '3', kids_tiers: 'A:1' },
      }) ?? '',
    );
    expect(Object.fromEntries(url.searchParams)).toEqual({
      hotel_code: 'h',
      checkin: '2026-12-01',
      adults: '3',
      currency: 'USD',
      kids_tiers: 'A:1',
    });
  });

  it('tells the app it was opened by a host link', () => {
    expect(widgetUrl(APP, options({ hotelCode: 'h' }), { view: 'search', hostLink: true })).toBe(
      `${APP}/booking/result?hotel_code=h&booking_widget_open=search`,
    );
  });

  it('is null without a hotel code', () => {
    expect(widgetUrl(APP, options())).toBeNull();
  });

  it('encodes what the host typed rather than letting it reshape the address', () => {
    expect(widgetUrl(APP, options({ hotelCode: 'a&locale=xx#frag' }))).toBe(
      `${APP}/booking/result?hotel_code=a%26locale%3Dxx%23frag`,
    );
  });

  it('forwards the host page\'s ad parameters into the frame\'s address, and nothing else of that address', () => {
    const host =
      '?gclid=Cj0KCQ&utm_source=google&utm_medium=cpc&utm_campaign=winter&yclid=y1&campaignid=123&adgroupid=456' +
      '&keyword=%E6%9D%B1%E4%BA%AC+hotel&metasearch_source=trivago&segment_ids=a,b&google_site=mapresults' +
      '&google_promo_code=SAVE10&page_id=42&session=secret&hotel_code=other&locale=xx&checkin=2026-12-01&utm_content=c';
    const url = new URL(widgetUrl(APP, options({ hotelCode: 'h', locale: 'ja', search: hostAdParams(host) })) ?? '');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      hotel_code: 'h',
      locale: 'ja',
      gclid: 'Cj0KCQ',
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'winter',
      yclid: 'y1',
      campaignid: '123',
      adgroupid: '456',
      keyword: '東京 hotel',
      metasearch_source: 'trivago',
      segment_ids: 'a,b',
      google_site: 'mapresults',
      google_promo_code: 'SAVE10',
    });
  });

  it('leaves out an empty ad parameter, takes a repeated one once, and cannot be reshaped by its value', () => {
    expect(hostAdParams('?gclid=&utm_source=a&utm_source=b&keyword=x%26hotel_code%3Devil%23f')).toEqual({ utm_source: 'a', keyword: 'x&hotel_code=evil#f' });
    expect(widgetUrl(APP, options({ hotelCode: 'h', search: hostAdParams('?keyword=x%26hotel_code%3Devil%23f') }))).toBe(
      `${APP}/booking/result?hotel_code=h&keyword=x%26hotel_code%3Devil%23f`,
    );
    expect(hostAdParams('')).toEqual({});
  });
});

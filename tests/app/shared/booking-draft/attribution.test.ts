// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { landingAttribution, readAttribution, rememberAttribution } from '#app/shared/booking-draft/attribution.ts';
import { readStartupQuery } from '#app/platform/read-startup-query.ts';

const HOUR = 60 * 60 * 1000;

function landing(search: string) {
  return landingAttribution(readStartupQuery(search), search);
}

beforeEach(() => sessionStorage.clear());

describe('landing attribution', () => {
  it('carries every marketing field of a Google Hotel Ads and campaign landing', () => {
    const search =
      '?hotel_code=sakura-tokyo&gclid=EAIaIQ-1&yclid=YC.9&campaignid=123&adgroupid=456&keyword=%E6%9D%B1%E4%BA%AC%20hotel' +
      '&metasearch_source=google_hotel_ads&segment_ids=a,%20b&google_site=localuniversal&google_promo_code=WINTER10' +
      '&room_plan_codes=RO,BB&room_count=2&voucher_coupon_code=V-77&price_displayed_total=24000&reservation_no=R-100&checkin=2030-04-10';
    expect(landing(search)).toEqual({
      gclid: 'EAIaIQ-1',
      yclid: 'YC.9',
      campaignid: '123',
      adgroupid: '456',
      keyword: '東京 hotel',
      metasearch_source: 'google_hotel_ads',
      segment_ids: ['a', 'b'],
      google_site: 'localuniversal',
      google_promo_code: 'WINTER10',
      room_plan_codes: ['RO', 'BB'],
      room_count: 2,
      voucher_coupon_code: 'V-77',
      price_displayed_total: 24000,
      reservation_no: 'R-100',
    });
  });

  it('leaves a malformed field out instead of blocking the booking', () => {
    expect(landing(`?gclid=ok&campaignid=%3Cscript%3E&price_displayed_total=12.5&room_count=0&keyword=${'k'.repeat(300)}`)).toEqual({ gclid: 'ok' });
  });

  it('is null for a landing without marketing fields', () => {
    expect(landing('?hotel_code=sakura-tokyo&checkin=2030-04-10&utm_source=mail')).toBeNull();
  });

  it('is kept for the hotel for an hour, and a new landing with fields replaces it whole', () => {
    const now = Date.UTC(2030, 0, 1);
    rememberAttribution('sakura-tokyo', { gclid: 'first', google_site: 'mapresults' }, now);
    rememberAttribution('sakura-tokyo', null, now + 1000);
    expect(readAttribution('sakura-tokyo', now + HOUR - 1)).toEqual({ gclid: 'first', google_site: 'mapresults' });
    expect(readAttribution('umi-osaka', now)).toBeUndefined();
    expect(readAttribution('sakura-tokyo', now + HOUR)).toBeUndefined();
    rememberAttribution('sakura-tokyo', { yclid: 'second' }, now);
    expect(readAttribution('sakura-tokyo', now)).toEqual({ yclid: 'second' });
  });

  it('ignores a kept value that was tampered with', () => {
    sessionStorage.setItem('hbw:attribution:sakura-tokyo', JSON.stringify({ fields: { gclid: 'x'.repeat(999) }, expires_at: Date.now() + HOUR }));
    expect(readAttribution('sakura-tokyo')).toBeUndefined();
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { UI_LOCALES } from '#domain/constants/locales.ts';
import { ZBookingWidgetSettings } from '#domain/entities/settings.ts';
import { createTestApi, errorOf, HOST_ORIGIN, KYOTO, OKINAWA, OSAKA, TOKYO } from './test-api';

describe('GET /hotels/:hotelCode/settings/booking_widget', () => {
  const { app } = createTestApi();
  const settingsOf = async (code: string) => {
    const response = await app.request(`/hotels/${code}/settings/booking_widget`);
    expect(response.status).toBe(200);
    return ZBookingWidgetSettings.parse(await response.json());
  };

  it.each([TOKYO, KYOTO, OKINAWA, OSAKA])('answers settings for $code without a session', async ({ id, code }) => {
    const settings = await settingsOf(code);
    expect(settings).toMatchObject({ hotel_id: id, hotel_code: code, currency: 'JPY', time_zone: 'Asia/Tokyo' });
    expect(settings.allowed_parent_origins).toEqual([HOST_ORIGIN]);
  });

  it('gives Tokyo kids tiers A to D with English and Japanese names, and every UI locale', async () => {
    const settings = await settingsOf(TOKYO.code);
    expect(settings.hotel_brand_id).toBe(1);
    expect(settings.kids_setting.kids_type).toBe('tiers');
    expect(settings.kids_tiers.map((tier) => tier.code)).toEqual(['A', 'B', 'B2', 'C', 'D']);
    for (const tier of settings.kids_tiers) {
      expect(tier.names).toEqual({ en: expect.any(String), ja: expect.any(String) });
      expect(tier.min_age).toBeLessThanOrEqual(tier.max_age);
    }
    expect(settings.available_languages).toEqual([...UI_LOCALES]);
  });

  it('gives Kyoto custom header and footer HTML with placeholders and links, and multi-currency', async () => {
    const settings = await settingsOf(KYOTO.code);
    for (const html of [settings.website_header_html, settings.website_footer_html]) {
      expect(html).toContain('{facility_name}');
      expect(html).toContain('{brand_name}');
      expect(html).toMatch(/<a href="https:\/\//);
    }
    expect(settings.mcp_enabled).toBe(true);
  });

  it('gives the Umi hotels their brand, ages mode in Okinawa and day use in Osaka', async () => {
    const okinawa = await settingsOf(OKINAWA.code);
    const osaka = await settingsOf(OSAKA.code);
    expect([okinawa.hotel_brand_id, osaka.hotel_brand_id]).toEqual([2, 2]);
    expect(okinawa.kids_setting.kids_type).toBe('ages');
    expect(osaka.day_use_search_active).toBe(true);
  });

  it('answers 404 in the error shape for an unknown hotel code', async () => {
    const response = await app.request('/hotels/no-such-hotel/settings/booking_widget');
    expect(response.status).toBe(404);
    expect(await errorOf(response)).toMatchObject({ title: 'not_found', status: 404 });
  });

  it('answers 404 for a code that cannot be a hotel code', async () => {
    const response = await app.request('/hotels/NOT_A_CODE!/settings/booking_widget');
    expect(response.status).toBe(404);
  });
});

// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import {
  addressWithoutTokens,
  provisionalLocale,
  readStartupQuery,
  removeCustomAuthCodeFromAddress,
} from '#app/platform/read-startup-query.ts';

describe('startup query', () => {
  it('reads the hotel code from hotel_code, else code', () => {
    expect(readStartupQuery('?hotel_code=sakura-tokyo&code=umi-osaka').hotelCode).toBe('sakura-tokyo');
    expect(readStartupQuery('?code=umi-osaka').hotelCode).toBe('umi-osaka');
    expect(readStartupQuery('?hotel_code=%20&locale=en')).toMatchObject({ hotelCode: null, locale: 'en' });
    expect(readStartupQuery('').hotelCode).toBeNull();
  });

  it('reads every search query parameter of document 1 section 2 into one typed object', () => {
    const query = readStartupQuery(
      '?code=umi-osaka&fromChatbot=true&parentUrl=https%3A%2F%2Fhotel.example%2Fp&parentPathname=%2Fp&hotel_id=202' +
        '&metasearch_source=trivago&iframe=chatbot&segment_ids=a,%20b,,c&login_token=tok&otid=o1' +
        '&one_time_access_token=ot&auth_auto_message_id=m1&chatbot_user_id=u1&icon_message_id=i1' +
        '&utm_campaign=spring&utm_medium=email&utm_source=news&campaignid=c1&adgroupid=g1&keyword=kw&gclid=gc&yclid=yc' +
        '&chatbot_sync=true&tripla_preview=true&mcp_currency=USD&currency=EUR&custom_bot_test=true' +
        '&maintenance_mode=false&refresh_token=rt&email_id=e9',
    );
    expect(query).toEqual({
      hotelCode: 'umi-osaka',
      locale: null,
      fromChatbot: true,
      parentUrl: 'https://hotel.example/p',
      parentPathname: '/p',
      hotelId: '202',
      metasearchSource: 'trivago',
      inChatbot: true,
      segmentIds: ['a', 'b', 'c'],
      accessToken: 'tok',
      otid: 'o1',
      oneTimeAccessToken: 'ot',
      authAutoMessageId: 'm1',
      chatbotUserId: 'u1',
      iconMessageId: 'i1',
      utm: { campaign: 'spring', medium: 'email', source: 'news' },
      ads: { campaignid: 'c1', adgroupid: 'g1', keyword: 'kw', gclid: 'gc', yclid: 'yc' },
      chatbotSync: true,
      preview: true,
      mcpCurrency: 'USD',
      currency: 'EUR',
      customBotTest: true,
      maintenanceBypass: true,
      refreshToken: 'rt',
      emailConversionTrackingId: 'e9',
    });
  });

  it('treats flags as off unless they carry their exact value', () => {
    const query = readStartupQuery('?iframe=true&tripla_preview=yes&maintenance_mode=true&accessToken=a&login_token=b');
    expect(query).toMatchObject({ inChatbot: false, preview: false, maintenanceBypass: false, accessToken: 'a', segmentIds: [] });
  });

  it('reads login_token when there is no accessToken, and ignores blank tokens', () => {
    expect(readStartupQuery('?login_token=b').accessToken).toBe('b');
    expect(readStartupQuery('?accessToken=%20&login_token=b').accessToken).toBe('b');
    expect(readStartupQuery('?accessToken=&one_time_access_token=').accessToken).toBeNull();
    expect(readStartupQuery('?accessToken=&one_time_access_token=').oneTimeAccessToken).toBeNull();
  });

  it('takes every sign-in token out of the address and keeps the rest, in order, with the fragment', () => {
    expect(
      addressWithoutTokens('https://app.example/booking/result?hotel_code=sakura-tokyo&accessToken=a&locale=en&login_token=b#top'),
    ).toBe('/booking/result?hotel_code=sakura-tokyo&locale=en#top');
    expect(addressWithoutTokens('https://app.example/iframe-token?one_time_access_token=o&refresh_token=r')).toBe('/iframe-token');
    // Keys are exact: a parameter that merely looks like one stays.
    expect(addressWithoutTokens('https://app.example/booking/result?access_token=x&code=c')).toBeNull();
    expect(addressWithoutTokens('https://app.example/booking/result?code=c')).toBeNull();
  });

  it("takes the brand's custom authentication (SSO) code out of the address once its key is known (ADR 190)", () => {
    window.history.replaceState(null, '', '/booking/result?hotel_code=sakura-tokyo&partner_token=SSO-CODE&locale=en#top');
    removeCustomAuthCodeFromAddress(null);
    expect(window.location.search).toContain('partner_token=SSO-CODE');
    removeCustomAuthCodeFromAddress('partner_token');
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe('/booking/result?hotel_code=sakura-tokyo&locale=en#top');
  });

  it('speaks the address locale, else the browser language, else Japanese, before settings arrive', () => {
    expect(provisionalLocale('ar', ['en-US'])).toBe('ar');
    expect(provisionalLocale('xx', ['fr-FR', 'ko-KR'])).toBe('ko');
    expect(provisionalLocale(null, ['zh-TW'])).toBe('zh_Hant');
    expect(provisionalLocale(null, ['zh-Hant-HK'])).toBe('zh_Hant');
    expect(provisionalLocale(null, ['zh-CN'])).toBe('zh_Hans');
    expect(provisionalLocale(null, ['fr-FR'])).toBe('ja');
  });
});

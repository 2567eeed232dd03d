// Each constant against the spec's own table (document 2 section 9 and section 8), restated here by hand
// so a change to either side shows up as a failing test.
import { describe, expect, it } from 'vitest';
import { BOOKING_SOURCES } from '#domain/constants/booking-sources.ts';
import {
  CURRENCIES,
  CURRENCY_CODES,
  currencyEntry,
  DEFAULT_CURRENCY,
  SUGGESTED_CURRENCIES,
} from '#domain/constants/currencies.ts';
import { SERVER_ERROR_CODES, userMessageKey } from '#domain/constants/error-codes.ts';
import { AMOUNTS, COUNTS, TIME, UNLIMITED_INVENTORY, MOBILE_MAX_WIDTH_PX } from '#domain/constants/limits.ts';
import { BOOK_LANGUAGES, FACEBOOK_LOCALES, hotelLocale, pickAllowedLocale, UI_LOCALES } from '#domain/constants/locales.ts';
import {
  CARD_BRANDS,
  NORMAL_MODE_CARD_BRANDS,
  PAYMENT_METHODS,
  PAYMENT_PROVIDERS,
  PAYMENT_TYPES,
  TEMPORARY_FOREIGN_CURRENCY_CARD_BRANDS,
} from '#domain/constants/payment.ts';
import { CHILD_POLICY_MODES, MEMBER_FILTER_MODES, NAME_FIELD_MODES, SORT_ORDERS } from '#domain/constants/value-sets.ts';

describe('currencies (9.3)', () => {
  it('has JPY as the default with the yen symbol', () => {
    expect(DEFAULT_CURRENCY).toBe('JPY');
    expect(currencyEntry('JPY').symbol).toBe('¥');
  });

  it('gives 0 decimals to JPY, IDR, KRW, TWD, VND and 2 to the others', () => {
    const zero = ['JPY', 'IDR', 'KRW', 'TWD', 'VND'];
    const two = 'ARS AUD BRL CAD CNY CZK DKK EUR HKD INR ILS MOP MYR MXN NZD NOK PHP GBP QAR SAR SGD ZAR LKR SEK CHF THB AED USD'.split(' ');
    expect([...CURRENCY_CODES].sort()).toEqual([...zero, ...two].sort());
    for (const code of zero) expect(currencyEntry(code as never).decimalDigits).toBe(0);
    for (const code of two) expect(currencyEntry(code as never).decimalDigits).toBe(2);
  });

  it('lists the 33 currencies of the table (the spec says "about 34")', () => {
    expect(CURRENCIES).toHaveLength(33);
  });

  it('uses the spec symbols and the code for the others', () => {
    const symbols = Object.fromEntries(CURRENCIES.map((c) => [c.code, c.symbol]));
    expect(symbols).toMatchObject({ JPY: '¥', EUR: '€', GBP: '£', USD: '$', KRW: '₩', TWD: 'NT$', AUD: 'AUD', THB: 'THB' });
  });

  it('suggests AUD, CNY, EUR, TWD, KRW, USD', () => {
    expect([...SUGGESTED_CURRENCIES].sort()).toEqual(['AUD', 'CNY', 'EUR', 'KRW', 'TWD', 'USD']);
    expect(CURRENCIES.filter((c) => c.isSuggested).map((c) => c.code).sort()).toEqual(['AUD', 'CNY', 'EUR', 'KRW', 'TWD', 'USD']);
  });
});

describe('locales (1 and 9.3)', () => {
  it('has the eight interface languages and five book languages', () => {
    expect(UI_LOCALES).toEqual(['ja', 'en', 'ko', 'zh_Hans', 'zh_Hant', 'id', 'th', 'ar']);
    expect([...BOOK_LANGUAGES].sort()).toEqual(['en', 'ja', 'ko', 'zh_Hans', 'zh_Hant']);
  });

  it('maps the hotel locale to ko or zh_Hant, otherwise ja', () => {
    expect(hotelLocale('ko')).toBe('ko');
    expect(hotelLocale('zh_Hant')).toBe('zh_Hant');
    expect(hotelLocale('en')).toBe('ja');
    expect(hotelLocale('zh_Hans')).toBe('ja');
  });

  it('uses the first allowed locale when the wanted one is not allowed', () => {
    expect(pickAllowedLocale('ko', ['ja', 'en'])).toBe('ja');
    expect(pickAllowedLocale('en', ['ja', 'en'])).toBe('en');
    expect(pickAllowedLocale(null, ['en', 'ja'])).toBe('en');
  });

  it('maps Facebook locales', () => {
    expect(FACEBOOK_LOCALES).toEqual({ en: 'en_US', ja: 'ja_JP', ko: 'ko_KR', zh_Hans: 'zh_CN', zh_Hant: 'zh_TW' });
  });
});

describe('payment lists (4 and 9.3)', () => {
  it('lists the payment types', () => {
    expect(PAYMENT_TYPES).toEqual(['pre_paid', 'on_site', 'deferred_payment', 'on_site_credit_card_required']);
  });

  it('lists the payment methods including the TWD variants', () => {
    for (const method of [
      'on_site', 'credit_card', 'on_site_credit_card_required', 'deferred_payment', 'credit_card_international',
      'pre_paid', 'amazon_pay', 'credit_card_full', 'credit_card_deposit', 'bank_transfer',
      'credit_card_krw_domestic', 'credit_card_krw_international',
    ]) {
      expect(PAYMENT_METHODS).toContain(method);
    }
    expect(PAYMENT_METHODS.filter((m) => m.includes('twd'))).toHaveLength(2);
  });

  it('lists the card brands and which mode accepts which', () => {
    expect(CARD_BRANDS).toEqual(['visa', 'ponta_visa', 'master', 'mastercard', 'amex', 'jcb', 'diners']);
    expect(NORMAL_MODE_CARD_BRANDS).toEqual(['visa', 'master']);
    expect(TEMPORARY_FOREIGN_CURRENCY_CARD_BRANDS).toEqual(['jcb', 'amex', 'diners']);
  });

  it('lists the providers', () => {
    expect(PAYMENT_PROVIDERS).toEqual([
      'gmo', 'gmo-paypal', 'paygent', 'paygent-paypal', 'tappay', 'paypal', 'payment_hub', 'adyen_gmo', 'adyen_gmo_paypal',
    ]);
  });
});

describe('booking sources and modes (4 and 9.3)', () => {
  it('lists the booking sources', () => {
    expect(BOOKING_SOURCES).toEqual([
      'wordpress', 'chatbot', 'chatbot_booking_widget_off', 'chatbot_booking_widget_on', 'booking_widget',
      'booking_widget_to_tripla_ota', 'tripla_ota',
    ]);
  });

  it('lists name-field, child policy, member filter modes and sort orders', () => {
    expect(NAME_FIELD_MODES).toEqual(['do_not_ask', 'optional', 'required']);
    expect(CHILD_POLICY_MODES).toEqual(['tiers', 'tiers_with_meal_and_bed_as_extras', 'ages']);
    expect(MEMBER_FILTER_MODES).toEqual(['brr', 'member', 'all', 'secret', 'rounding']);
    expect(SORT_ORDERS[0]).toBe('price_low_to_high');
  });
});

describe('error codes (8.1, 8.2)', () => {
  it('has every server code of the catalogue', () => {
    const expected = [
      1000, 1100, 1101, 1102, 1103, 1104, 1105, 1106, 1200, 1250, 1251, 1252, 1300, 1301, 1302, 1400, 1401, 1402, 1403,
      1500, 1501, 1600, 2001, 2101, 2201, 2401, 3200, 3201, 3401, 3402, 3403, 3501, 3502, 3503, 3504, 3601, 3602, 3603,
      3604, 3704, 3705, 4000,
    ];
    expect(Object.keys(SERVER_ERROR_CODES).map(Number).sort()).toEqual(expected.sort());
    expect(SERVER_ERROR_CODES[3402]).toBe('brand mismatch');
    expect(SERVER_ERROR_CODES[4000]).toBe('identity session expired');
  });

  it('groups codes that share a user message', () => {
    const same = [[3001, 3011], [3003, 3205], [3006, 3250], [3013, 3016], [3202, 3502], [3203, 3251], [3704, 3705],
      [3751, 3752, 3753, 3754, 3757, 3760], [3780, 3781, 3782, 3783]];
    for (const group of same) {
      const keys = new Set(group.map(userMessageKey));
      expect(keys.size, `codes ${group.join(', ')}`).toBe(1);
      expect([...keys][0]).toBeDefined();
    }
    expect(userMessageKey(3006)).not.toBe(userMessageKey(3008));
    expect(userMessageKey(9999)).toBeUndefined();
  });
});

describe('time, amounts and counts (9.1, 9.2)', () => {
  it('keeps the spec times', () => {
    expect(TIME.searchCriteriaCookieMs).toBe(3_600_000);
    expect(TIME.clientSessionCookieMs).toBe(18 * 3_600_000);
    expect(TIME.utmCookieMs).toBe(86_400_000);
    expect(TIME.browsingCacheMs).toBe(600_000);
    expect(TIME.signInRedirectWatchdogMs).toBe(3_500);
    expect(TIME.chatbotUserIdWaitMs).toBe(2_000);
    expect(TIME.chatbotUserIdPollMs).toBe(200);
    expect(TIME.threeDSecureLimitMs).toBe(15 * 60_000);
    expect(TIME.duplicateReservationWindowMs).toBe(2_000);
    expect(TIME.previewMs).toBe(5 * 60_000);
  });

  it('keeps the spec amounts and counts', () => {
    expect(AMOUNTS.visaMastercardOnlineMaxYen).toBe(1_000_000);
    expect(COUNTS).toMatchObject({
      storedTracingIds: 20,
      storedReservationSummaries: 10,
      maxAttachments: 30,
      maxAttachmentBytes: 80 * 1024 * 1024,
      maxAnswerLength: 255,
      passwordMinLength: 8,
      taiwanTaxIdDigits: 8,
      stayPlusFlightMaxRooms: 5,
      defaultAdults: 2,
      defaultRoomCount: 1,
      defaultMaxGuestsPerRoom: 20,
      pointHistoryPageSize: 5,
      undatedDefaultNights: 1,
    });
    expect(UNLIMITED_INVENTORY).toBe(Number.MAX_SAFE_INTEGER);
    expect(MOBILE_MAX_WIDTH_PX).toBe(992);
  });
});

import { describe, expect, it } from 'vitest';
import { provisionalLocale, readStartupQuery } from '../../../../app/src/app/startup/read-startup-query';

describe('startup query', () => {
  it('reads the hotel code from hotel_code, else code', () => {
    expect(readStartupQuery('?hotel_code=sakura-tokyo&code=umi-osaka').hotelCode).toBe('sakura-tokyo');
    expect(readStartupQuery('?code=umi-osaka').hotelCode).toBe('umi-osaka');
    expect(readStartupQuery('?hotel_code=%20&locale=en')).toEqual({ hotelCode: null, locale: 'en' });
    expect(readStartupQuery('').hotelCode).toBeNull();
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

import { describe, expect, it } from 'vitest';
import { hotelLocale, pickAllowedLocale } from '#domain/constants/locales.ts';
import { bookLanguageFor } from '#app/i18n/book-language.ts';

describe('language rules', () => {
  it('books in the UI locale when the hotel accepts it, else English, else the hotel first book language', () => {
    expect(bookLanguageFor('ko', ['ja', 'en', 'ko'])).toBe('ko');
    expect(bookLanguageFor('th', ['ja', 'en', 'ko'])).toBe('en');
    expect(bookLanguageFor('ar', ['ja', 'zh_Hant'])).toBe('ja');
    expect(bookLanguageFor('zh_Hans', ['ja', 'en'])).toBe('en');
    expect(bookLanguageFor('en', [])).toBe('ja');
  });

  it('has the hotel locale ko or zh_Hant, otherwise ja', () => {
    expect(hotelLocale('ko')).toBe('ko');
    expect(hotelLocale('zh_Hant')).toBe('zh_Hant');
    expect(hotelLocale('en')).toBe('ja');
    expect(hotelLocale('zh_Hans')).toBe('ja');
  });

  it('uses the wanted locale when allowed, otherwise the first allowed', () => {
    expect(pickAllowedLocale('en', ['ja', 'en'])).toBe('en');
    expect(pickAllowedLocale('ar', ['ja', 'en'])).toBe('ja');
    expect(pickAllowedLocale(null, ['ko', 'en'])).toBe('ko');
  });
});

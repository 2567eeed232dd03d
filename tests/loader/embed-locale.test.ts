// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { embedLocale, uiLocaleOf } from '#loader/src/shared/embed-locale.ts';
import { EMBED_WORDS } from '#loader/src/element/embed-words.ts';
import { LAUNCHER_LABELS } from '#loader/src/bootstrap/launcher-labels.ts';

const browser = (language: string) => ({ language }) as Navigator;

describe('uiLocaleOf', () => {
  it.each([
    ['ja', 'ja'],
    ['ja-JP', 'ja'],
    ['EN-us', 'en'],
    ['ko_KR', 'ko'],
    ['zh', 'zh_Hans'],
    ['zh-CN', 'zh_Hans'],
    ['zh_Hans', 'zh_Hans'],
    ['zh-Hant', 'zh_Hant'],
    ['zh-TW', 'zh_Hant'],
    ['zh-HK', 'zh_Hant'],
    ['zh_Hant', 'zh_Hant'],
    ['id-ID', 'id'],
    ['th', 'th'],
    ['ar-EG', 'ar'],
  ])('reads %s as %s', (tag, locale) => expect(uiLocaleOf(tag)).toBe(locale));

  it.each(['fr', 'de-DE', '', '  ', 'jap'])('reads %j as no UI locale', (tag) => expect(uiLocaleOf(tag)).toBeUndefined());
});

describe('embedLocale', () => {
  afterEach(() => document.documentElement.removeAttribute('lang'));

  it('takes the widget or loader locale first', () => {
    document.documentElement.lang = 'ko';
    expect(embedLocale('ar', document, browser('th'))).toBe('ar');
  });

  it('then the page language, then the browser, then English', () => {
    document.documentElement.lang = 'zh-TW';
    expect(embedLocale(undefined, document, browser('th'))).toBe('zh_Hant');
    document.documentElement.lang = 'fr';
    expect(embedLocale('de', document, browser('th-TH'))).toBe('th');
    expect(embedLocale(undefined, document, browser('fr-FR'))).toBe('en');
  });
});

describe('the embed words', () => {
  it('exist in every UI locale, none empty, and differ from English outside English', () => {
    const locales = ['ja', 'en', 'ko', 'zh_Hans', 'zh_Hant', 'id', 'th', 'ar'] as const;
    for (const locale of locales) {
      const words = EMBED_WORDS[locale];
      for (const word of [words.booking, words.at, words.close, LAUNCHER_LABELS[locale]]) {
        expect(word.trim()).not.toBe('');
      }
      if (locale !== 'en') expect(words.close).not.toBe(EMBED_WORDS.en.close);
    }
  });
});

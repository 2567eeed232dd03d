import { describe, expect, it } from 'vitest';
import { UI_LOCALES } from '#domain/constants/locales.ts';
import { asksKana, composeName, namePartOrder } from '#domain/rules/name-order.ts';

describe('names in the locale order', () => {
  it('asks and writes the family name first in ja, ko, zh_Hans and zh_Hant, the given name first elsewhere', () => {
    const familyFirst = UI_LOCALES.filter((locale) => namePartOrder(locale)[0] === 'family');
    expect(familyFirst.sort()).toEqual(['ja', 'ko', 'zh_Hans', 'zh_Hant']);
    expect(namePartOrder('en')).toEqual(['given', 'family']);
    expect(namePartOrder('ar')).toEqual(['given', 'family']);
  });

  it('composes a full name in that order, with one space and no empty part', () => {
    expect(composeName('ja', { given: '花子', family: '佐藤' })).toBe('佐藤 花子');
    expect(composeName('ko', { given: 'Minji', family: 'Kim' })).toBe('Kim Minji');
    expect(composeName('en', { given: 'Hanako', family: 'Sato' })).toBe('Hanako Sato');
    expect(composeName('th', { given: ' Somchai ', family: '' })).toBe('Somchai');
  });

  it('asks kana readings only of a Japanese guest at a hotel that sets kanji_name_required', () => {
    expect(UI_LOCALES.filter((locale) => asksKana(locale, true))).toEqual(['ja']);
    expect(UI_LOCALES.filter((locale) => asksKana(locale, false))).toEqual([]);
  });
});

import type { UiLocale } from '../constants/locales';

// "Guest and full names: English (romanised) or the locale script. ja accepts hiragana or English, and in some
// fields kanji or katakana; zh accepts kanji or English; ko accepts hangul or English."
const LOCALE_SCRIPTS: Record<UiLocale, RegExp | null> = {
  ja: /^[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}ー]+$/u,
  zh_Hans: /^\p{Script=Han}+$/u,
  zh_Hant: /^\p{Script=Han}+$/u,
  ko: /^\p{Script=Hangul}+$/u,
  th: /^[\p{Script=Thai}\p{M}]+$/u,
  ar: /^[\p{Script=Arabic}\p{M}]+$/u,
  en: null,
  id: null,
};

const ROMAN = /^\p{Script=Latin}+$/u;

/**
 * Whether a name is written in romanised letters or, as a whole, in the script of the booking's locale. Spaces
 * and the punctuation of names (apostrophe, hyphen, dot) do not count; a name mixing the two is refused.
 */
export function nameFitsLocale(name: string, locale: UiLocale): boolean {
  const letters = name.replace(/[\s.'\-・]/g, '');
  if (letters === '') return false;
  if (ROMAN.test(letters)) return true;
  return LOCALE_SCRIPTS[locale]?.test(letters) ?? false;
}

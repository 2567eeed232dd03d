import type { UiLocale } from '#domain/constants/locales.ts';

/** Locales whose names are written family name first (document 1 section 3: the composed name "by locale order"). */
const FAMILY_NAME_FIRST: ReadonlySet<string> = new Set<UiLocale>(['ja', 'ko', 'zh_Hans', 'zh_Hant']);

export type NamePart = 'given' | 'family';

/** The order a locale writes and asks for a name's two parts. */
export function namePartOrder(locale: string): readonly [NamePart, NamePart] {
  return FAMILY_NAME_FIRST.has(locale) ? ['family', 'given'] : ['given', 'family'];
}

/** A full name in the locale's order, one space between the parts (an empty part is left out). */
export function composeName(locale: string, name: { given: string; family: string }): string {
  return namePartOrder(locale)
    .map((part) => name[part].trim())
    .filter(Boolean)
    .join(' ');
}

/**
 * Whether kana readings of names are asked, and required: where the hotel sets kanji_name_required (document 1
 * section 3), of a guest who books or keeps their profile in Japanese, the language those readings belong to
 * (ADR 226). An English or Thai guest at the same hotel is not asked for a script they may not write.
 */
export function asksKana(locale: string, kanjiNameRequired: boolean): boolean {
  return kanjiNameRequired && locale === 'ja';
}

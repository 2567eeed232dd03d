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

import type { UiLocale } from '#domain/constants/locales.ts';

/** Guest-facing text kept per locale; English is always present and is the fallback. */
export type LocalizedText = { en: string } & Partial<Record<UiLocale, string>>;

export function pickLocalized(json: string, locale: UiLocale): string {
  const text = JSON.parse(json) as LocalizedText;
  return text[locale] ?? text.en;
}

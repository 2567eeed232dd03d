import type { ReactNode } from 'react';

type HotelTextProps = {
  /** The BCP 47 tag of the language the hotel wrote it in (useContentLanguage), not the page's. */
  lang: string;
  children: ReactNode;
};

/**
 * Text the hotel wrote (room and plan names, descriptions, extras), marked with its own language and an automatic
 * direction: a screen reader reads English content on a ja or ar page in an English voice, and an Arabic page no
 * longer flips its punctuation (".check-in is on the 2nd floor"). Inline; put it inside the heading or paragraph.
 */
export function HotelText({ lang, children }: HotelTextProps) {
  return (
    <bdi lang={lang} dir="auto">
      {children}
    </bdi>
  );
}

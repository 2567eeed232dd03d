import { Fragment, type ReactNode } from 'react';
import { useLocale } from '#app/i18n/use-locale.ts';

/** Languages written without spaces between words, whose line breaks need a word dictionary (ADR 215). */
const UNSPACED = new Set(['th']);

/**
 * A string split into the words Intl.Segmenter finds, as text pieces with a break opportunity (<wbr>) between them;
 * the string as it is for languages the browser already breaks well.
 */
export function segmentedPieces(text: string, tag: string): ReactNode[] {
  if (!UNSPACED.has(tag) || typeof Intl.Segmenter !== 'function') return [text];
  const words = Array.from(new Intl.Segmenter(tag, { granularity: 'word' }).segment(text), (part) => part.segment);
  return words.map((word, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {word}
    </Fragment>
  ));
}

/**
 * Text for narrow places (buttons, chips, calendar headers) that wraps between words, never inside one: Chromium
 * breaks Thai by a dictionary that builds differ on, and "เดือนถัดไป" split as "เดือนถัด/ไป" reads as two words. The
 * break points come from the same ICU data on every browser this way. Japanese gets the same from CSS
 * (word-break: auto-phrase in global.css). Chromium names a <wbr> as a space ("เดือน ถัด ไป"), so a control whose
 * name comes from its content also takes the whole string as its aria-label.
 */
export function SegmentedText({ children }: { children: string }) {
  const { tag } = useLocale();
  return <>{segmentedPieces(children, tag)}</>;
}

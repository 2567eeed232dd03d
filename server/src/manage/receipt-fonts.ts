import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fontkit, { type Font } from '@pdf-lib/fontkit';
import type { UiLocale } from '#domain/constants/locales.ts';

/** The Noto faces a receipt can be set in (SIL OFL, installed as @expo-google-fonts packages; ADR 140). */
export type ReceiptFontId = 'jp' | 'jpBold' | 'kr' | 'krBold' | 'sc' | 'scBold' | 'tc' | 'tcBold' | 'thai' | 'thaiBold' | 'arabic' | 'arabicBold';

type FontFile = { module: string; subsetTag: string };

/**
 * Each face's file, resolved through node_modules so a fresh clone finds it, and the six-letter tag its subset
 * carries in the PDF (`TAG+PostScriptName`), fixed so the same receipt gives the same bytes.
 */
const FONT_FILES: Record<ReceiptFontId, FontFile> = {
  jp: { module: '@expo-google-fonts/noto-sans-jp/400Regular/NotoSansJP_400Regular.ttf', subsetTag: 'RCPJPR' },
  jpBold: { module: '@expo-google-fonts/noto-sans-jp/700Bold/NotoSansJP_700Bold.ttf', subsetTag: 'RCPJPB' },
  kr: { module: '@expo-google-fonts/noto-sans-kr/400Regular/NotoSansKR_400Regular.ttf', subsetTag: 'RCPKRR' },
  krBold: { module: '@expo-google-fonts/noto-sans-kr/700Bold/NotoSansKR_700Bold.ttf', subsetTag: 'RCPKRB' },
  sc: { module: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf', subsetTag: 'RCPSCR' },
  scBold: { module: '@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf', subsetTag: 'RCPSCB' },
  tc: { module: '@expo-google-fonts/noto-sans-tc/400Regular/NotoSansTC_400Regular.ttf', subsetTag: 'RCPTCR' },
  tcBold: { module: '@expo-google-fonts/noto-sans-tc/700Bold/NotoSansTC_700Bold.ttf', subsetTag: 'RCPTCB' },
  thai: { module: '@expo-google-fonts/noto-sans-thai/400Regular/NotoSansThai_400Regular.ttf', subsetTag: 'RCPTHR' },
  thaiBold: { module: '@expo-google-fonts/noto-sans-thai/700Bold/NotoSansThai_700Bold.ttf', subsetTag: 'RCPTHB' },
  arabic: { module: '@expo-google-fonts/noto-naskh-arabic/400Regular/NotoNaskhArabic_400Regular.ttf', subsetTag: 'RCPARR' },
  arabicBold: { module: '@expo-google-fonts/noto-naskh-arabic/700Bold/NotoNaskhArabic_700Bold.ttf', subsetTag: 'RCPARB' },
};

/** Everything a receipt's fallbacks may need after the locale's own face, nearest script first. */
const FALLBACKS: Record<UiLocale, readonly ReceiptFontId[]> = {
  // Noto Sans JP carries Latin, kana and most kanji; SC fills simplified hanzi, KR Hangul.
  ja: ['jp', 'sc', 'tc', 'kr', 'thai', 'arabic'],
  ko: ['kr', 'jp', 'sc', 'tc', 'thai', 'arabic'],
  zh_Hans: ['sc', 'tc', 'jp', 'kr', 'thai', 'arabic'],
  zh_Hant: ['tc', 'sc', 'jp', 'kr', 'thai', 'arabic'],
  // Latin-script receipts are set in Noto Sans JP's Latin, which also covers a Japanese hotel or guest name.
  en: ['jp', 'sc', 'tc', 'kr', 'thai', 'arabic'],
  id: ['jp', 'sc', 'tc', 'kr', 'thai', 'arabic'],
  // Noto Sans Thai and Noto Naskh Arabic carry basic Latin and digits of their own design; kana, hanzi and Hangul
  // fall through.
  th: ['thai', 'jp', 'sc', 'tc', 'kr', 'arabic'],
  ar: ['arabic', 'jp', 'sc', 'tc', 'kr', 'thai'],
};

const BOLD: Partial<Record<ReceiptFontId, ReceiptFontId>> = { jp: 'jpBold', kr: 'krBold', sc: 'scBold', tc: 'tcBold', thai: 'thaiBold', arabic: 'arabicBold' };

/** The locale's own face (bold first when asked; bold exists for the own face only), then the other faces. */
export type FaceChain = { own: readonly ReceiptFontId[]; rest: readonly ReceiptFontId[] };

export function fontChain(locale: UiLocale, bold: boolean): FaceChain {
  const [own = 'jp', ...rest] = FALLBACKS[locale];
  const ownBold = BOLD[own];
  return { own: bold && ownBold ? [ownBold, own] : [own], rest };
}

/** The face made for a script, tried right after the locale's own so a Korean name does not load SC and TC first. */
const SCRIPT_FACES: readonly (readonly [RegExp, ReceiptFontId])[] = [
  [/\p{Script=Hangul}/u, 'kr'],
  [/[\p{Script=Hiragana}\p{Script=Katakana}]/u, 'jp'],
  [/\p{Script=Thai}/u, 'thai'],
  [/\p{Script=Arabic}/u, 'arabic'],
];

/** The faces to try for one grapheme, in order: the locale's own, the one for the grapheme's script, the rest. */
export function facesToTry(chain: FaceChain, grapheme: string): readonly ReceiptFontId[] {
  const scriptFace = SCRIPT_FACES.find(([script]) => script.test(grapheme))?.[1];
  if (!scriptFace) return [...chain.own, ...chain.rest];
  return [...chain.own, scriptFace, ...chain.rest.filter((id) => id !== scriptFace)];
}

export type LoadedFont = { id: ReceiptFontId; bytes: Uint8Array; font: Font; subsetName: string };

const require = createRequire(import.meta.url);
const loaded = new Map<ReceiptFontId, LoadedFont>();
const byBytes = new WeakMap<Uint8Array, Font>();

/** A face, read and parsed on first use and kept for the life of the process (the CJK files are 5–10 MB each). */
export function receiptFont(id: ReceiptFontId): LoadedFont {
  const cached = loaded.get(id);
  if (cached) return cached;
  const file = FONT_FILES[id];
  const bytes = new Uint8Array(readFileSync(require.resolve(file.module)));
  const font = withEvenGlyphRecords(fontkit.create(bytes));
  const entry = { id, bytes, font, subsetName: `${file.subsetTag}+${font.postscriptName}` };
  loaded.set(id, entry);
  byBytes.set(bytes, font);
  return entry;
}

type TrueTypeSubsetInternals = { glyf: Uint8Array[]; offset: number; _addGlyph(gid: number): number };

/**
 * @pdf-lib/fontkit 1.1.1 writes a subset's `loca` in the short format whenever the subset is under 128 KB, which
 * halves every offset, but it does not pad glyph records to an even length: after the first odd-length glyph every
 * later glyph points one byte off and renders blank (cantoo-scribe/pdf-lib#144; fixed upstream in fontkit 1.8 by
 * foliojs/fontkit#191, which the pdf-lib fork predates). Padding each record with a zero byte, as the TrueType
 * spec allows, keeps the short offsets exact.
 */
function withEvenGlyphRecords(font: Font): Font {
  const createSubset = font.createSubset.bind(font);
  font.createSubset = () => {
    const subset = createSubset();
    if (!('_addGlyph' in subset)) return subset; // a CFF face: its subset has no loca
    const internals = subset as unknown as TrueTypeSubsetInternals;
    const addGlyph = internals._addGlyph.bind(subset);
    internals._addGlyph = (gid) => {
      const index = addGlyph(gid);
      const record = internals.glyf[index];
      if (record && record.length % 2 === 1) {
        // The bundled stream accepts only its own Buffer class: make the padded copy with the record's.
        const padded = (record.constructor as unknown as { alloc(size: number): Uint8Array }).alloc(record.length + 1);
        padded.set(record);
        internals.glyf[index] = padded;
        internals.offset += 1;
      }
      return index;
    };
    return subset;
  };
  return font;
}

/**
 * A fontkit for pdf-lib that hands back the face already parsed for these bytes, so embedding does not parse a
 * 10 MB file again for every receipt, and pdf-lib lays text out with the very font object the receipt measured.
 */
export const cachedFontkit = {
  create(bytes: Uint8Array, postscriptName?: string): Font {
    return byBytes.get(bytes) ?? fontkit.create(bytes, postscriptName);
  },
};

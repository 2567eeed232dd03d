import type { Glyph, GlyphPosition } from '@pdf-lib/fontkit';
import {
  beginText,
  endText,
  PDFHexString,
  PDFName,
  PDFOperator,
  PDFOperatorNames,
  setFontAndSize,
  setTextMatrix,
  setTextRise,
  type PDFDocument,
  type PDFFont,
  type PDFPage,
} from 'pdf-lib';
import { LOCALE_TAGS, RTL_LOCALES, type UiLocale } from '#domain/constants/locales.ts';
import { bidiRuns, mirrored } from './bidi-runs';
import { facesToTry, fontChain, receiptFont, type FaceChain, type LoadedFont, type ReceiptFontId } from './receipt-fonts';

export type TextStyle = { size: number; bold?: boolean };

/**
 * Glyphs of one face, shaped by fontkit, with the text each layout call was given (pdf-lib encodes the same) and
 * the segment's text in logical order.
 */
type ShapedSegment = { text: string; font: LoadedFont; pieces: string[]; glyphs: Glyph[]; positions: GlyphPosition[]; advance: number };

/** One line, shaped and in visual order: its width in points at `size`. */
export type ShapedLine = { segments: ShapedSegment[]; width: number; size: number };

const graphemes = new Intl.Segmenter('und', { granularity: 'grapheme' });
/** Script fontkit sets right to left: it reverses such a layout call into visual order itself. */
const RTL_SCRIPT = /[\p{Script=Arabic}\p{Script=Hebrew}]/u;
/** Graphemes with no letter of their own (spaces, punctuation, digits): they stay in the face of what precedes. */
const COMMON = /^[\p{Zs}\p{P}\p{S}\p{N}\p{M}\p{Cf}]+$/u;
/** Characters no face draws but that only steer shaping (ZWJ, variation selectors): dropped when uncovered. */
const INVISIBLE = /^[\p{Cf}\p{M}\u{fe00}-\u{fe0f}]+$/u;

function covers(font: LoadedFont, grapheme: string): boolean {
  return [...grapheme].every((char) => {
    const code = char.codePointAt(0) ?? 0;
    return font.font.hasGlyphForCodePoint(code) || (code >= 0xfe00 && code <= 0xfe0f) || code === 0x200d;
  });
}

/** Splits a run into stretches of one face: the first face of the chain that draws each grapheme. */
function faceRuns(text: string, chain: FaceChain): { id: ReceiptFontId; graphemes: string[] }[] {
  const runs: { id: ReceiptFontId; graphemes: string[] }[] = [];
  for (const { segment } of graphemes.segment(text)) {
    const previous = runs.at(-1);
    let id: ReceiptFontId | undefined =
      previous && COMMON.test(segment) && covers(receiptFont(previous.id), segment)
        ? previous.id
        : facesToTry(chain, segment).find((candidate) => covers(receiptFont(candidate), segment));
    if (!id) {
      if (INVISIBLE.test(segment)) continue;
      // Nothing in the set draws it (an emoji, say): the face's own missing-glyph box says so honestly.
      id = chain.own[0] ?? 'jp';
    }
    if (previous && previous.id === id) previous.graphemes.push(segment);
    else runs.push({ id, graphemes: [segment] });
  }
  return runs;
}

/**
 * The layout calls for one face's stretch, in visual order. fontkit reverses a call holding Arabic or Hebrew
 * script, so right-to-left letters go in whole (and shape, joined); anything fontkit would not reverse by itself
 * in a right-to-left run is reversed here, and Arabic-Indic digits in a left-to-right number are laid out one by
 * one so fontkit cannot turn them around.
 */
function layoutPieces(run: string[], rtl: boolean): string[] {
  const text = run.join('');
  if (rtl) return RTL_SCRIPT.test(text) ? [mirrored(text)] : [mirrored([...run].reverse().join(''))];
  return RTL_SCRIPT.test(text) ? run : [text];
}

/** Shapes a line for `locale`: bidi runs, then faces per grapheme, then fontkit (GSUB and GPOS) per face. */
export function shapeLine(text: string, locale: UiLocale, style: TextStyle): ShapedLine {
  const chain = fontChain(locale, style.bold ?? false);
  const segments: ShapedSegment[] = [];
  for (const run of bidiRuns(text, RTL_LOCALES.includes(locale))) {
    const faces = faceRuns(run.text, chain);
    for (const face of run.rtl ? faces.reverse() : faces) {
      const font = receiptFont(face.id);
      const pieces = layoutPieces(face.graphemes, run.rtl);
      const segment: ShapedSegment = { text: face.graphemes.join(''), font, pieces, glyphs: [], positions: [], advance: 0 };
      for (const piece of pieces) {
        const laid = font.font.layout(piece);
        segment.glyphs.push(...laid.glyphs);
        segment.positions.push(...laid.positions);
        segment.advance += laid.positions.reduce((sum, position) => sum + position.xAdvance, 0);
      }
      segments.push(segment);
    }
  }
  const width = segments.reduce((sum, segment) => sum + (segment.advance * style.size) / segment.font.font.unitsPerEm, 0);
  return { segments, width, size: style.size };
}

/**
 * `text` set at `style`, shrunk to fit `maxWidth` down to `minSize`, and beyond that broken between words
 * (Intl.Segmenter knows where Thai and CJK words end) into as many lines as it takes.
 */
export function fitLines(text: string, locale: UiLocale, style: TextStyle, maxWidth: number, minSize: number): ShapedLine[] {
  const whole = shapeLine(text, locale, style);
  if (whole.width <= maxWidth) return [whole];
  const size = Math.max(minSize, Math.floor(((style.size * maxWidth) / whole.width) * 10) / 10);
  const shrunk = shapeLine(text, locale, { ...style, size });
  if (shrunk.width <= maxWidth) return [shrunk];
  const words = [...new Intl.Segmenter(LOCALE_TAGS[locale], { granularity: 'word' }).segment(text)].map((part) => part.segment);
  const lines: ShapedLine[] = [];
  let current = '';
  for (const word of words) {
    const candidate = current + word;
    if (current.trim() && shapeLine(candidate.trimEnd(), locale, { ...style, size }).width > maxWidth) {
      lines.push(shapeLine(current.trim(), locale, { ...style, size }));
      current = word.trimStart();
    } else {
      current = candidate;
    }
  }
  if (current.trim()) lines.push(shapeLine(current.trim(), locale, { ...style, size }));
  return lines;
}

/** Writes shaped lines onto a page, embedding each face the first time it is used (a subset: only its glyphs). */
export class ReceiptTextWriter {
  private readonly fonts = new Map<ReceiptFontId, { font: PDFFont; key: PDFName }>();

  constructor(
    private readonly doc: PDFDocument,
    private readonly page: PDFPage,
  ) {}

  /** Draws `line` with its left end at x and baseline at y (points). */
  async draw(line: ShapedLine, x: number, y: number): Promise<void> {
    let penX = x;
    for (const segment of line.segments) {
      const { font, key } = await this.embedded(segment.font);
      const codes = segment.pieces.flatMap((piece) => font.encodeText(piece).asString().match(/.{4}/g) ?? []);
      if (codes.length !== segment.glyphs.length) throw new Error('pdf-lib and fontkit laid the text out differently');
      const text = [
        beginText(),
        setFontAndSize(key, line.size),
        setTextMatrix(1, 0, 0, 1, round(penX), round(y)),
        ...this.positionedGlyphs(segment, codes, line.size),
        endText(),
      ];
      // Where the glyphs do not spell the text in order, the font's ToUnicode cannot give it back: right-to-left
      // glyphs stand in visual order, Naskh draws the dots telling ح ج خ apart as separate marks, Noto Sans Thai
      // splits ำ in two. ActualText carries the words for search and copy there. fontkit keeps one glyph object,
      // with the code points it was first laid out for, per glyph id and font, and pdf-lib writes the ToUnicode from
      // those same objects, so this check sees exactly what the ToUnicode will say.
      const spelled = segment.glyphs.map((glyph) => String.fromCodePoint(...glyph.codePoints)).join('');
      this.page.pushOperators(...(spelled === segment.text ? text : this.actualText(segment.text, text)));
      penX += (segment.advance * line.size) / segment.font.font.unitsPerEm;
    }
  }

  /**
   * pdf-lib's drawText would place each glyph at its plain advance width; shaping also moves glyphs (kerning, Thai
   * tone marks above vowels, the dots of Naskh letters), so glyphs go out in TJ arrays whose numbers carry the
   * horizontal offsets, with the text rise (Ts) carrying the vertical ones.
   */
  private positionedGlyphs(segment: ShapedSegment, codes: string[], size: number): PDFOperator[] {
    const unitsPerEm = segment.font.font.unitsPerEm;
    const operators: PDFOperator[] = [];
    let shown: (string | number)[] = [];
    let rise = 0;
    let pen = 0; // where the shaped glyph sits, in font units from the segment's start
    let textX = 0; // where the PDF's text position is after the glyphs shown so far
    const flush = () => {
      if (shown.length === 0) return;
      const items = shown.map((item) => (typeof item === 'number' ? item : PDFHexString.of(item)));
      operators.push(PDFOperator.of(PDFOperatorNames.ShowTextAdjusted, [this.doc.context.obj(items)]));
      shown = [];
    };
    segment.glyphs.forEach((glyph, i) => {
      const position = segment.positions[i];
      const code = codes[i];
      if (!position || code === undefined) return;
      if (position.yOffset !== rise) {
        flush();
        rise = position.yOffset;
        operators.push(setTextRise(round((rise * size) / unitsPerEm)));
      }
      const target = pen + position.xOffset;
      const adjust = round(((textX - target) * 1000) / unitsPerEm);
      if (adjust !== 0) shown.push(adjust);
      shown.push(code);
      textX = target + glyph.advanceWidth;
      pen += position.xAdvance;
    });
    flush();
    if (rise !== 0) operators.push(setTextRise(0));
    return operators;
  }

  private actualText(text: string, operators: PDFOperator[]): PDFOperator[] {
    // An operator's string argument is written as it stands: here the inline property list.
    const properties = `<< /ActualText ${PDFHexString.fromText(text).toString()} >>`;
    return [
      PDFOperator.of(PDFOperatorNames.BeginMarkedContentSequence, [PDFName.of('Span'), properties]),
      ...operators,
      PDFOperator.of(PDFOperatorNames.EndMarkedContent),
    ];
  }

  private async embedded(loaded: LoadedFont): Promise<{ font: PDFFont; key: PDFName }> {
    const known = this.fonts.get(loaded.id);
    if (known) return known;
    const font = await this.doc.embedFont(loaded.bytes, { subset: true, customName: loaded.subsetName });
    const entry = { font, key: this.page.node.newFontDictionary(font.name, font.ref) };
    this.fonts.set(loaded.id, entry);
    return entry;
  }
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}

import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFStream, type PDFRef } from 'pdf-lib';

/** One BT…ET text object of a page: the font resource it used and the text its glyphs stand for. */
export type PdfTextObject = { font: string; text: string };
/** An embedded font: its resource name on the page, BaseFont, and its font program (decoded) with its stored size. */
export type PdfFontFile = { resource: string; baseFont: string; fontFileBytes: number; program: Uint8Array };

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');

function streamText(stream: PDFStream | undefined): string {
  if (!(stream instanceof PDFRawStream)) throw new Error('expected a raw stream');
  return latin1(decodePDFRawStream(stream).decode());
}

function utf16(hex: string): string {
  const bytes = Buffer.from(hex, 'hex');
  const body = bytes[0] === 0xfe && bytes[1] === 0xff ? bytes.subarray(2) : bytes;
  return body.swap16().toString('utf16le');
}

/** A ToUnicode CMap's bfchar entries: glyph code (4 hex digits) to the text it stands for. */
function toUnicode(cmap: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const [, code, text] of cmap.matchAll(/<([0-9a-fA-F]{4})> <([0-9a-fA-F]*)>/g)) {
    if (code !== undefined) map.set(code.toLowerCase(), text ? utf16(text) : '');
  }
  return map;
}

/**
 * Reads back what the first page says: decodes its content streams, maps each text object's glyph codes
 * through its font's ToUnicode CMap (or takes its ActualText where the PDF gives one), and lists the embedded
 * font files with their sizes.
 */
export async function readPdfText(bytes: Uint8Array): Promise<{ objects: PdfTextObject[]; fonts: PdfFontFile[]; title: string | undefined }> {
  const doc = await PDFDocument.load(bytes);
  const page = doc.getPage(0);
  const fontDict = page.node.Resources()?.lookup(PDFName.of('Font'), PDFDict);
  const cmaps = new Map<string, Map<string, string>>();
  const fonts: PdfFontFile[] = [];
  for (const [name, ref] of fontDict?.entries() ?? []) {
    const font = doc.context.lookup(ref, PDFDict);
    cmaps.set(name.decodeText(), toUnicode(streamText(font.lookup(PDFName.of('ToUnicode'), PDFStream))));
    const descendant = font.lookup(PDFName.of('DescendantFonts'), PDFArray).lookup(0, PDFDict);
    const descriptor = descendant.lookup(PDFName.of('FontDescriptor'), PDFDict);
    const file = descriptor.lookup(PDFName.of('FontFile2'), PDFStream);
    fonts.push({
      resource: name.decodeText(),
      baseFont: font.lookup(PDFName.of('BaseFont'), PDFName).decodeText(),
      fontFileBytes: file instanceof PDFRawStream ? file.contents.length : 0,
      program: file instanceof PDFRawStream ? decodePDFRawStream(file).decode() : new Uint8Array(),
    });
  }
  const contents = page.node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => doc.context.lookup(ref as PDFRef, PDFStream)) : [contents];
  const content = streams.map((stream) => streamText(stream as PDFStream)).join('\n');

  const objects: PdfTextObject[] = [];
  for (const [, actual, body] of content.matchAll(/(?:\/Span << \/ActualText <([0-9A-Fa-f]+)> >> BDC\s*)?BT\n([\s\S]*?)\nET/g)) {
    const font = /\/(\S+) [\d.]+ Tf/.exec(body ?? '')?.[1] ?? '';
    const cmap = cmaps.get(font) ?? new Map<string, string>();
    const glyphs = [...(body ?? '').matchAll(/<([0-9a-fA-F]{4})>/g)].map(([, code]) => cmap.get((code ?? '').toLowerCase()) ?? '\ufffd');
    objects.push({ font, text: actual ? utf16(actual) : glyphs.join('') });
  }
  return { objects, fonts, title: doc.getTitle() };
}

/** All text of the page in drawing order, text objects joined with nothing between them. */
export const joinedText = (objects: PdfTextObject[]) => objects.map((object) => object.text).join('');

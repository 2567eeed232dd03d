/** One line of text placed on the page, in points from the bottom-left corner. */
export type PdfText = { text: string; x: number; y: number; size: number; bold?: boolean };

/** A4 portrait, in points. */
export const PDF_PAGE = { width: 595, height: 842 } as const;

/**
 * A one-page PDF 1.4 with the standard Helvetica fonts (no embedding), enough for a printable receipt. Text is
 * encoded in WinAnsi, which covers Latin-1: characters outside it (Japanese, Thai, Arabic, ...) need an embedded
 * font and are written as '?'.
 */
export function pdfDocument(texts: readonly PdfText[], info: { title: string }): Uint8Array<ArrayBuffer> {
  const content = texts
    .map((line) => `BT /${line.bold ? 'F2' : 'F1'} ${line.size} Tf ${line.x} ${line.y} Td (${escapeText(line.text)}) Tj ET`)
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PDF_PAGE.width} ${PDF_PAGE.height}] /Resources << /Font << /F1 5 0 R /F2 6 0 R >> >> /Contents 4 0 R >>`,
    `<< /Length ${latin1Length(content)} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Title (${escapeText(info.title)}) /Producer (Hotel booking widget) >>`,
  ];
  // The header's second line has bytes above 127, so file tools treat the document as binary.
  let out = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(latin1Length(out));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xrefAt = latin1Length(out);
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(out, 'latin1'));
}

/** Latin-1 text for a PDF string literal: backslash and parentheses escaped, anything else outside Latin-1 '?'. */
function escapeText(text: string): string {
  return [...text]
    .map((char) => {
      const code = char.codePointAt(0) ?? 0x3f;
      if (char === '\\' || char === '(' || char === ')') return `\\${char}`;
      if (code < 0x20 || (code > 0x7e && code < 0xa0) || code > 0xff) return '?';
      return char;
    })
    .join('');
}

function latin1Length(text: string): number {
  return Buffer.byteLength(text, 'latin1');
}

// Build-time compression (issue 20, ADR 210): every text file of the build gets a brotli (.br) and a gzip (.gz)
// sibling at the highest levels, which no server could afford per request; the static server, or a CDN, sends the
// one the browser accepts. HTML is left out: a document carries a nonce made per response, so it is compressed as
// it is sent.
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** What is worth compressing: text. Images, fonts and maps (read by developer tools only) are not. */
export const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.json', '.svg', '.txt', '.xml']);

/** The encodings made, in the order the server prefers them, with the suffix of their files. */
export const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

export type Encoding = (typeof ENCODINGS)[number]['name'];

const compressors: Record<Encoding, (data: Buffer) => Buffer> = {
  br: (data) =>
    brotliCompressSync(data, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
    }),
  gzip: (data) => gzipSync(data, { level: 9 }),
};

export type PrecompressSummary = { files: number; bytes: number; brotliBytes: number; gzipBytes: number };

/**
 * Writes the compressed siblings of every compressible file under `folder` (again each build: loader.js keeps its
 * name across builds), removes siblings whose file is gone, and leaves out a variant that would not be smaller.
 */
export function precompressFolder(folder: string): PrecompressSummary {
  const summary: PrecompressSummary = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  const entries = readdirSync(folder, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  const names = new Set(entries.map((entry) => join(entry.parentPath, entry.name)));
  for (const file of names) {
    const variant = ENCODINGS.find(({ suffix }) => file.endsWith(suffix));
    if (variant) {
      if (!names.has(file.slice(0, -variant.suffix.length))) rmSync(file);
      continue;
    }
    if (!COMPRESSIBLE.has(extname(file))) continue;
    const data = readFileSync(file);
    summary.files += 1;
    summary.bytes += data.length;
    for (const { name, suffix } of ENCODINGS) {
      const compressed = compressors[name](data);
      const size = compressed.length < data.length ? compressed.length : data.length;
      if (compressed.length < data.length) writeFileSync(`${file}${suffix}`, compressed);
      else rmSync(`${file}${suffix}`, { force: true });
      if (name === 'br') summary.brotliBytes += size;
      else summary.gzipBytes += size;
    }
  }
  return summary;
}

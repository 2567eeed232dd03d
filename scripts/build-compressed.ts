// npm run build:compress: the brotli and gzip siblings of the built app and loader (scripts/lib/precompress.ts),
// made after build:loader and build:app; the stack's static server, or a CDN, serves them (docs/deploy.md).
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { precompressFolder } from './lib/precompress';

const DIST = resolve(import.meta.dirname, '..', process.env.DIST_DIR ?? 'dist');

for (const part of ['app', 'loader']) {
  const folder = resolve(DIST, part);
  if (!existsSync(folder)) throw new Error(`${folder} is missing: build it first`);
  const { files, bytes, brotliBytes, gzipBytes } = precompressFolder(folder);
  const kb = (size: number) => `${(size / 1024).toFixed(1)} KB`;
  console.log(`${part}: ${files} files, ${kb(bytes)} → brotli ${kb(brotliBytes)}, gzip ${kb(gzipBytes)}`);
}

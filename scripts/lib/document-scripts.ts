// The scripts a built document asks for before any of them runs: its module scripts and its `modulepreload` links
// (a landing document lists its route's chunks, ADR 283). The bench reports their size and a unit test gates it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipBytes } from './gzip-bytes';

/** The app-relative paths (`assets/…`) of the document's module scripts and module preloads, in document order. */
function documentScripts(html: string): string[] {
  const tags = html.match(/<(script type="module"|link rel="modulepreload")[^>]*>/g) ?? [];
  return tags.flatMap((tag) => /(?:src|href)="\/([^"]+\.js)"/.exec(tag)?.[1] ?? []);
}

/** Those scripts' gzip size, as the bench counts it, read from the built app's folder. */
export function documentScriptBytes(appDir: string, document: string): { files: string[]; bytes: number } {
  const files = documentScripts(readFileSync(join(appDir, document), 'utf8'));
  return { files, bytes: files.reduce((sum, file) => sum + gzipBytes(readFileSync(join(appDir, file))), 0) };
}

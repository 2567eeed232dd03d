// V8's per-file compile hint (ADR 295): a file whose first line is this comment has every function compiled while
// it streams in, on a background thread, instead of each one on the main thread at its first call. Chromium reads
// it from version 136; other engines see a comment.
import type { Rolldown } from 'vite';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

type OutputBundle = Rolldown.OutputBundle;

/**
 * Puts the hint on the first line of each chunk named. V8 only honours it there, before any code, and Vite adds its
 * own first line (`__vite__mapDeps`, the dynamic imports' preload list) in its generateBundle, so this runs in a
 * later generateBundle (startup-preload.ts); a banner of the bundler's would land below that line. A chunk's source
 * map, when the build writes one, moves down the same line.
 */
export function addCompileHints(bundle: OutputBundle, files: Set<string>): void {
  for (const item of Object.values(bundle)) {
    if (item.type !== 'chunk' || !files.has(item.fileName) || item.code.startsWith(COMPILE_HINT)) continue;
    item.code = `${COMPILE_HINT}\n${item.code}`;
    if (item.map) item.map.mappings = `;${item.map.mappings}`;
    const map = bundle[`${item.fileName}.map`];
    if (map?.type === 'asset') {
      const parsed = JSON.parse(String(map.source)) as { mappings: string };
      map.source = JSON.stringify({ ...parsed, mappings: `;${parsed.mappings}` });
    }
  }
}

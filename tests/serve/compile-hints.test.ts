// ADR 295: the chunks a landing page runs before its first draw carry V8's compile hint on their first line, where
// V8 reads it, above the line Vite adds; their source maps move down with them.
import { describe, expect, it } from 'vitest';
import type { Rolldown } from 'vite';
import { addCompileHints, COMPILE_HINT } from '#scripts/lib/compile-hints.ts';

const MAP_DEPS = 'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/a.js"])))=>i.map(i=>d[i]);';

function bundleOf(): Rolldown.OutputBundle {
  const chunk = (fileName: string, code: string, isEntry = false) =>
    ({ type: 'chunk', fileName, code, isEntry, map: null, moduleIds: [] }) as unknown as Rolldown.OutputChunk;
  const asset = (fileName: string, source: string) => ({ type: 'asset', fileName, source }) as Rolldown.OutputAsset;
  return {
    'assets/app-1.js': chunk('assets/app-1.js', `${MAP_DEPS}\nfunction start(){return 1}`, true),
    'assets/app-1.js.map': asset('assets/app-1.js.map', JSON.stringify({ version: 3, mappings: 'AAAA;AACA', sources: ['main.ts'] })),
    'assets/later-1.js': chunk('assets/later-1.js', 'export function later(){return 2}'),
  };
}

const codeOf = (bundle: Rolldown.OutputBundle, file: string) => (bundle[file] as Rolldown.OutputChunk).code;

describe('compile hints', () => {
  it('puts the hint on the first line of a chosen chunk, above Vite’s own, and leaves the others as they were', () => {
    const bundle = bundleOf();
    addCompileHints(bundle, new Set(['assets/app-1.js']));
    expect(codeOf(bundle, 'assets/app-1.js').split('\n')).toEqual([COMPILE_HINT, MAP_DEPS, 'function start(){return 1}']);
    expect(codeOf(bundle, 'assets/later-1.js')).toBe('export function later(){return 2}');
  });

  it('moves the chunk’s source map down one line, so its positions still point at the source', () => {
    const bundle = bundleOf();
    addCompileHints(bundle, new Set(['assets/app-1.js']));
    const map = JSON.parse(String((bundle['assets/app-1.js.map'] as Rolldown.OutputAsset).source)) as { mappings: string; sources: string[] };
    expect(map.mappings).toBe(';AAAA;AACA');
    expect(map.sources).toEqual(['main.ts']);
  });

  it('adds the hint once, however often it runs', () => {
    const bundle = bundleOf();
    addCompileHints(bundle, new Set(['assets/app-1.js', 'assets/later-1.js']));
    addCompileHints(bundle, new Set(['assets/app-1.js', 'assets/later-1.js']));
    expect(codeOf(bundle, 'assets/app-1.js').split(COMPILE_HINT)).toHaveLength(2);
    expect(JSON.parse(String((bundle['assets/app-1.js.map'] as Rolldown.OutputAsset).source))).toMatchObject({ mappings: ';AAAA;AACA' });
  });
});

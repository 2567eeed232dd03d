// The loader's size budgets (loader/README.md "Sizes"), as a gate: gzip sizes of a fresh build are deterministic;
// and the versioned files the build names in embed.json (ADR 210).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gzipBytes } from '#scripts/lib/gzip-bytes.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const BUDGETS = { 'loader.js': 2.5 * 1024, 'element.js': 14 * 1024 } as const;

/** The file each budget is for: the element chunk is built under a content-hashed name that embed.json names. */
function builtFile(out: string, file: keyof typeof BUDGETS): string {
  if (file === 'loader.js') return join(out, 'loader', file);
  const { element } = JSON.parse(readFileSync(join(out, 'loader', 'embed.json'), 'utf8')) as { element: string };
  return join(out, 'loader', element);
}

describe('loader bundle budgets (gzip, level 9, as npm run bench measures them)', () => {
  const out = mkdtempSync(join(tmpdir(), 'hbw-loader-budget-'));
  beforeAll(() => {
    const build = spawnSync('npx', ['rollup', '-c', 'rollup.config.ts', '--configPlugin', 'esbuild', '--silent'], {
      cwd: ROOT,
      env: { ...process.env, DIST_DIR: out },
      encoding: 'utf8',
    });
    if (build.status !== 0) throw new Error(`rollup failed: ${build.stderr}`);
  }, 120_000);
  afterAll(() => rmSync(out, { recursive: true, force: true }));

  it('names the element chunk by its content in loader.js, and pins the same loader with its integrity hash', () => {
    const embed = JSON.parse(readFileSync(join(out, 'loader', 'embed.json'), 'utf8')) as { pinned: string; integrity: string; element: string };
    expect(embed.element).toMatch(/^element\.[A-Za-z0-9_-]{8,}\.js$/);
    const loader = readFileSync(join(out, 'loader', 'loader.js'));
    expect(loader.toString()).toContain(`"${embed.element}"`);
    expect(readFileSync(join(out, 'loader', embed.pinned)).equals(loader)).toBe(true);
    expect(embed.integrity).toBe(`sha384-${createHash('sha384').update(loader).digest('base64')}`);
  });

  it.each(Object.entries(BUDGETS) as [keyof typeof BUDGETS, number][])('%s stays within its budget', (file, budget) => {
    const bytes = gzipBytes(readFileSync(builtFile(out, file)));
    expect(bytes).toBeLessThanOrEqual(budget);
  });
});

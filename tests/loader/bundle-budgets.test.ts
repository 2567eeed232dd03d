// The loader's size budgets (loader/README.md "Sizes"), as a gate: gzip sizes of a fresh build are deterministic.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const BUDGETS = { 'loader.js': 2.5 * 1024, 'element.js': 14 * 1024 } as const;

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

  it.each(Object.entries(BUDGETS))('%s stays within its budget', (file, budget) => {
    const bytes = gzipSync(readFileSync(join(out, 'loader', file)), { level: 9 }).length;
    expect(bytes).toBeLessThanOrEqual(budget);
  });
});

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { TEST_STACK_ENV } from '#scripts/lib/test-stack-env.ts';

declare module 'vitest' {
  // Declaration merging needs an interface here.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    /** The seeded database's image that tests/server/seed-image.ts copies for each test database. */
    seedImagePath: string;
  }
}

/** Seeds the test database once per run; the server tests each start from a copy. */
export default async function setup(project: TestProject): Promise<() => void> {
  // The seed hashes its demo passwords at the work factor the tests run with (ADR 236), read when the server's
  // modules load: set first, then loaded.
  Object.assign(process.env, TEST_STACK_ENV);
  const { seedImage } = await import('./server/seed-image');
  const dir = mkdtempSync(join(tmpdir(), 'hbw-vitest-'));
  const path = join(dir, 'seed.sqlite');
  writeFileSync(path, seedImage());
  project.provide('seedImagePath', path);
  return () => rmSync(dir, { recursive: true, force: true });
}

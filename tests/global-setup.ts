import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { seedImage } from './server/seed-image';

declare module 'vitest' {
  // Declaration merging needs an interface here.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    /** The seeded database's image that tests/server/seed-image.ts copies for each test database. */
    seedImagePath: string;
  }
}

/** Seeds the test database once per run; the server tests each start from a copy. */
export default function setup(project: TestProject): () => void {
  const dir = mkdtempSync(join(tmpdir(), 'hbw-vitest-'));
  const path = join(dir, 'seed.sqlite');
  writeFileSync(path, seedImage());
  project.provide('seedImagePath', path);
  return () => rmSync(dir, { recursive: true, force: true });
}

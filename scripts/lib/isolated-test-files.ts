import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const TEST_FILE = /\.test\.tsx?$/;
/** A document of its own (jsdom: custom elements, storage, the DOM) or modules replaced by mocks. */
const NEEDS_ISOLATION = /@vitest-environment jsdom|\bvi\.(do)?[mM]ock\(/;

/**
 * The test files (relative to the repository) that must run with a module registry and environment of their own.
 * The others share their worker's modules from file to file (ADR 235), so the server and the domain are imported
 * once per worker instead of once per file, which was most of the unit tests' time.
 */
export function isolatedTestFiles(root: string, dir = 'tests'): string[] {
  return readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => TEST_FILE.test(file))
    .map((file) => join(dir, file))
    .filter((file) => NEEDS_ISOLATION.test(readFileSync(join(root, file), 'utf8')))
    .sort();
}

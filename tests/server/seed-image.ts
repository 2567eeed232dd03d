import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { openDatabase, seedDatabase, type Database } from '#server/src/index.ts';

export const TODAY = '2026-06-01';
export const HOST_ORIGIN = 'http://localhost:5174';

/** The seed every server test starts from. */
export const TEST_SEED = { today: TODAY, allowedParentOrigins: [HOST_ORIGIN] };

/** Seeds a database and answers its image; tests/global-setup.ts does it once for the whole run. */
export function seedImage(): Buffer {
  const db = openDatabase(':memory:');
  seedDatabase(db, TEST_SEED);
  const image = db.serialize();
  db.close();
  return image;
}

let image: Buffer | undefined;

/**
 * A private in-memory database holding the test seed. Migrating and seeding take about 2 s of CPU, and the server
 * tests open hundreds of databases, so each is a copy of one image the run made once (tests/global-setup.ts).
 */
export function seededDatabase(): Database {
  image ??= readFileSync(inject('seedImagePath'));
  return openDatabase(image);
}

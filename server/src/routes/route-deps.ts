import type { Database } from '../db/open-database';

/** What every route module is given: the database and the clock (fixed in tests). */
export type RouteDeps = { db: Database; now: () => Date };

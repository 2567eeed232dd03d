import type { Database } from './open-database';

type Cache = { version: string; values: Map<string, unknown> };

const caches = new WeakMap<Database, Cache>();

/**
 * A read kept until the database changes: any row written through this connection (total_changes) or a commit
 * by another connection (data_version) drops every kept read. Meant for the hotel's catalogue (room types, plans),
 * which every search reads and almost nothing writes; a booking's write only costs the next search one reload.
 * The value is shared between callers, so it must be treated as read-only.
 */
export function cachedRead<T>(db: Database, key: string, load: () => T): T {
  const { changes, data_version } = db
    .prepare<[], { changes: number; data_version: number }>('SELECT total_changes() AS changes, data_version FROM pragma_data_version()')
    .get() ?? { changes: -1, data_version: -1 };
  const version = `${changes}/${data_version}`;
  let cache = caches.get(db);
  if (cache?.version !== version) {
    cache = { version, values: new Map() };
    caches.set(db, cache);
  }
  if (cache.values.has(key)) return cache.values.get(key) as T;
  const value = load();
  cache.values.set(key, value);
  return value;
}

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import BetterSqlite3 from 'better-sqlite3';

export type Database = BetterSqlite3.Database;

const MIGRATIONS_DIR = fileURLToPath(new URL('../../migrations/', import.meta.url));
const MIGRATION_FILE = /^\d{3}-[a-z0-9-]+\.sql$/;

/** Opens (or creates) the database and brings its schema up to date. `':memory:'` gives a private one. */
export function openDatabase(file: string): Database {
  const db = new BetterSqlite3(file);
  if (file !== ':memory:') {
    // WAL lets the e2e runner and the server read while the other writes.
    db.pragma('journal_mode = WAL');
    // A second process holding the write lock makes us wait instead of failing with SQLITE_BUSY.
    db.pragma('busy_timeout = 5000');
  }
  db.pragma('foreign_keys = ON');
  applyMigrations(db);
  return db;
}

function applyMigrations(db: Database): void {
  db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (name TEXT PRIMARY KEY, applied_at TEXT NOT NULL)');
  const applied = new Set(
    db
      .prepare<[], { name: string }>('SELECT name FROM schema_migrations')
      .all()
      .map((row) => row.name),
  );
  const record = db.prepare('INSERT INTO schema_migrations (name, applied_at) VALUES (?, ?)');
  const pending = readdirSync(MIGRATIONS_DIR)
    .filter((name) => MIGRATION_FILE.test(name) && !applied.has(name))
    .sort();
  for (const name of pending) {
    const sql = readFileSync(join(MIGRATIONS_DIR, name), 'utf8');
    db.transaction(() => {
      db.exec(sql);
      record.run(name, new Date().toISOString());
    }).immediate();
  }
}

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { serverPath } from '../server-files';

export type Database = BetterSqlite3.Database;

const MIGRATIONS_DIR = serverPath('migrations');
const MIGRATION_FILE = /^\d{3}-[a-z0-9-]+\.sql$/;

/** Prepared statements kept per database. The server's SQL is a fixed set of texts; the cap only guards a leak. */
const STATEMENT_CACHE_SIZE = 1_000;

/** Thrown instead of serving a database that fails `PRAGMA integrity_check` (or is no database at all). */
export class DamagedDatabaseError extends Error {
  override name = 'DamagedDatabaseError';
}

/**
 * Opens (or creates) the database, checks it is whole and brings its schema up to date. `':memory:'` gives a
 * private one, and so does an image (`db.serialize()`), as a copy of the database it was taken from: the tests
 * seed once and start each of their databases from that image. A damaged file throws DamagedDatabaseError: the
 * server must not book into a broken database.
 */
export function openDatabase(file: string | Buffer): Database {
  const db = new BetterSqlite3(file);
  try {
    if (typeof file === 'string' && file !== ':memory:') {
      checkIntegrity(db, file);
      // WAL lets the e2e runner and the server read while the other writes.
      db.pragma('journal_mode = WAL');
      // WAL's default (NORMAL) syncs only at checkpoints: a power loss could take back a confirmed booking.
      // FULL syncs the log on every commit, so a booking answered 201 is on disk (ADR 198).
      db.pragma('synchronous = FULL');
      // A second process holding the write lock makes us wait instead of failing with SQLITE_BUSY.
      db.pragma('busy_timeout = 5000');
    }
    db.pragma('foreign_keys = ON');
    applyMigrations(db);
  } catch (error) {
    db.close();
    throw error;
  }
  cacheStatements(db);
  return db;
}

function checkIntegrity(db: Database, file: string): void {
  let problems: string[];
  try {
    problems = (db.pragma('integrity_check') as { integrity_check: string }[]).map((row) => row.integrity_check);
  } catch (error) {
    // A file that is not a database at all (or whose header is broken) fails before the check can run.
    throw new DamagedDatabaseError(`The database ${file} cannot be read (${(error as Error).message}). ${RESTORE_ADVICE}`);
  }
  if (problems.length !== 1 || problems[0] !== 'ok') {
    throw new DamagedDatabaseError(
      `The database ${file} is damaged: integrity_check found ${problems.slice(0, 5).join('; ')}. ${RESTORE_ADVICE}`,
    );
  }
}

const RESTORE_ADVICE = 'The server will not serve it: restore it from a backup, or move it aside to start from a fresh seed.';

/**
 * Makes `db.prepare(sql)` answer the statement prepared the first time for that text, so no request compiles its
 * SQL again (issue 14 measured about 10% of the CPU spent there). Safe because the server never switches a
 * statement's mode (pluck, raw, expand) nor iterates one while running it again.
 */
function cacheStatements(db: Database): void {
  const prepare = db.prepare.bind(db);
  const statements = new Map<string, BetterSqlite3.Statement>();
  db.prepare = ((sql: string) => {
    let statement = statements.get(sql);
    if (statement === undefined) {
      statement = prepare(sql);
      if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value as string);
      statements.set(sql, statement);
    }
    return statement;
  }) as Database['prepare'];
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

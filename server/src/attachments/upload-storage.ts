import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from '../db/open-database';

const folders = new WeakMap<Database, string>();

/**
 * Where a database's uploads live: a folder beside its file (`<db>.uploads`), or a private temporary folder for an
 * in-memory database, so a fresh database per test or e2e worker has its own files as it has its own rows.
 */
export function uploadsFolder(db: Database): string {
  let folder = folders.get(db);
  if (folder === undefined) {
    folder = db.memory ? mkdtempSync(join(tmpdir(), 'hbw-uploads-')) : `${db.name}.uploads`;
    mkdirSync(folder, { recursive: true });
    folders.set(db, folder);
  }
  return folder;
}

/** An upload's bytes, named by its attachment id (24 url-safe random characters: never a path of the guest's). */
export function uploadPath(db: Database, id: string): string {
  return join(uploadsFolder(db), id);
}

export function removeUploadFiles(db: Database, ids: readonly string[]): void {
  for (const id of ids) rmSync(uploadPath(db, id), { force: true });
}

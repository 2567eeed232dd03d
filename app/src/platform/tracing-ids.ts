import * as z from 'zod/mini';
import { COUNTS } from '#domain/constants/limits.ts';
import { randomId } from './random-id';
import { readStoredJson, writeStoredJson } from './safe-storage';

// Each request carries a fresh tracing id; the last ones are kept for the tab (document 2 section 9.1) so a
// support conversation can name the requests a guest just made.
const STORAGE_KEY = 'hbw:tracing-ids';

export function readTracingIds(): string[] {
  const parsed = z.array(z.string()).safeParse(readStoredJson('session', STORAGE_KEY));
  return parsed.success ? parsed.data : [];
}

/** Keeps the id a request was sent with among the last COUNTS.storedTracingIds. */
export function rememberTracingId(id: string): void {
  writeStoredJson('session', STORAGE_KEY, [...readTracingIds(), id].slice(-COUNTS.storedTracingIds));
}

/** A new id for one request, remembered. */
export function nextTracingId(): string {
  const id = randomId();
  rememberTracingId(id);
  return id;
}

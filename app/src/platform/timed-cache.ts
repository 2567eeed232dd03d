import * as z from 'zod/mini';
import { TIME } from '#domain/constants/limits.ts';
import { readStoredJson, removeStored, writeStoredJson } from './safe-storage';

// "A cached browsing state (10-minute expiry)" (document 1 section 3): what a guest was looking at survives a
// reload or a return from a payment page, and is forgotten when it would be stale.
const ZEntry = z.object({ savedAt: z.number(), value: z.unknown() });

function storageKey(name: string): string {
  return `hbw:browsing:${name}`;
}

export function writeBrowsingCache(name: string, value: unknown, now: number = Date.now()): void {
  writeStoredJson('session', storageKey(name), { savedAt: now, value });
}

/** The cached value while it is younger than the browsing cache lifetime; undefined otherwise. */
export function readBrowsingCache(name: string, now: number = Date.now()): unknown {
  const parsed = ZEntry.safeParse(readStoredJson('session', storageKey(name)));
  if (!parsed.success) return undefined;
  if (now - parsed.data.savedAt >= TIME.browsingCacheMs) {
    removeStored('session', storageKey(name));
    return undefined;
  }
  return parsed.data.value;
}

import * as z from 'zod/mini';
import { readStoredJson, removeStored, writeStoredJson } from './safe-storage';

// The client session is kept per brand in local storage (document 1 section 3, session data): hotels of one
// brand share it, and a session of one brand is never sent to another's hotel.
const ZStoredClientSession = z.object({
  token: z.string().check(z.minLength(1)),
  expiresAt: z.iso.datetime({ offset: true }),
});
export type StoredClientSession = z.infer<typeof ZStoredClientSession>;

/** A session this close to its expiry is not reused: a request sent with it could arrive after it lapsed. */
const EXPIRY_MARGIN_MS = 60_000;

function storageKey(brandId: number): string {
  return `hbw:client-session:${brandId}`;
}

export function readClientSession(brandId: number, now: number = Date.now()): StoredClientSession | undefined {
  const parsed = ZStoredClientSession.safeParse(readStoredJson('local', storageKey(brandId)));
  if (!parsed.success) return undefined;
  return Date.parse(parsed.data.expiresAt) - EXPIRY_MARGIN_MS > now ? parsed.data : undefined;
}

export function writeClientSession(brandId: number, session: StoredClientSession): void {
  writeStoredJson('local', storageKey(brandId), session);
}

export function clearClientSession(brandId: number): void {
  removeStored('local', storageKey(brandId));
}

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

/** A brand's id, or 'ota' for the travel-agency site's own session, which belongs to no brand. */
export type SessionOwner = number | 'ota';

function storageKey(owner: SessionOwner): string {
  return `hbw:client-session:${owner}`;
}

export function readClientSession(owner: SessionOwner, now: number = Date.now()): StoredClientSession | undefined {
  const parsed = ZStoredClientSession.safeParse(readStoredJson('local', storageKey(owner)));
  if (!parsed.success) return undefined;
  return Date.parse(parsed.data.expiresAt) - EXPIRY_MARGIN_MS > now ? parsed.data : undefined;
}

export function writeClientSession(owner: SessionOwner, session: StoredClientSession): void {
  writeStoredJson('local', storageKey(owner), session);
}

export function clearClientSession(owner: SessionOwner): void {
  removeStored('local', storageKey(owner));
}

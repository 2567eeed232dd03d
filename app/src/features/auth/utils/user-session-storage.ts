import * as z from 'zod/mini';
import { readStoredJson, removeStored, writeStoredJson } from '#app/platform/safe-storage.ts';

// The member's token is kept per brand in local storage beside the client session (document 1 section 3, session
// data): a sign-in at one hotel holds at the brand's other hotels, and never travels to another brand's.
const ZStoredUserSession = z.object({
  token: z.string().check(z.minLength(1)),
  expiresAt: z.iso.datetime({ offset: true }),
});
export type StoredUserSession = z.infer<typeof ZStoredUserSession>;

function storageKey(brandId: number): string {
  return `hbw:user-session:${brandId}`;
}

/** The brand's stored sign-in, unless it has expired or is unreadable. */
export function readUserSession(brandId: number, now: number = Date.now()): StoredUserSession | undefined {
  const parsed = ZStoredUserSession.safeParse(readStoredJson('local', storageKey(brandId)));
  if (!parsed.success) return undefined;
  return Date.parse(parsed.data.expiresAt) > now ? parsed.data : undefined;
}

export function writeUserSession(brandId: number, session: StoredUserSession): void {
  writeStoredJson('local', storageKey(brandId), session);
}

export function clearUserSession(brandId: number): void {
  removeStored('local', storageKey(brandId));
}

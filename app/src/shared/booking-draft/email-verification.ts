import * as z from 'zod/mini';
import { readStoredJson, removeStored, writeStoredJson } from '#app/platform/safe-storage.ts';

// A travel-agency booking needs the booker's address verified first (ADR 242). The verification is kept per hotel
// in local storage, beside the client session it is bound to, so a reload or another tab of the booking keeps it
// for its hour; the booking sends its token when the booker's e-mail is the verified one.

const ZKept = z.object({ email: z.string(), token: z.string(), expires_at: z.iso.datetime() });
export type EmailVerification = z.infer<typeof ZKept>;

const storageKey = (hotelCode: string) => `hbw:email-verification:${hotelCode}`;
const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function keepEmailVerification(hotelCode: string, verification: EmailVerification): void {
  writeStoredJson('local', storageKey(hotelCode), verification);
}

/** The live verification kept for the hotel, if any (an expired one is forgotten). */
export function readEmailVerification(hotelCode: string, now: Date = new Date()): EmailVerification | undefined {
  const kept = ZKept.safeParse(readStoredJson('local', storageKey(hotelCode)));
  if (!kept.success) return undefined;
  if (Date.parse(kept.data.expires_at) <= now.getTime()) {
    removeStored('local', storageKey(hotelCode));
    return undefined;
  }
  return kept.data;
}

/** The token to book with when the booker's e-mail is the verified address. */
export function emailVerificationTokenFor(hotelCode: string, email: string): string | undefined {
  const kept = readEmailVerification(hotelCode);
  return kept && sameAddress(kept.email, email) ? kept.token : undefined;
}

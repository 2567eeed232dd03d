import * as z from 'zod/mini';
import { ZIsoDate } from '#domain/entities/common.ts';
import { readStoredJson, removeStored, writeStoredJson } from '#app/platform/safe-storage.ts';

/**
 * A card booking waiting for its 3-D Secure check. The guest leaves the app for the issuer's page, and the page
 * comes back with the reservation number only: the bypass token that opens the confirmation, and the search to
 * go back to after a failure, wait here (session storage, per hotel) for the return.
 */
const ZPendingPayment = z.object({
  reservation_number: z.string(),
  bypass_token: z.string(),
  stay: z.object({ checkin: ZIsoDate, checkout: ZIsoDate, adults: z.int().check(z.positive()) }),
});
export type PendingPayment = z.infer<typeof ZPendingPayment>;

function storageKey(hotelCode: string): string {
  return `hbw:pending-payment:${hotelCode}`;
}

export function savePendingPayment(hotelCode: string, pending: PendingPayment): void {
  writeStoredJson('session', storageKey(hotelCode), pending);
}

/** The pending booking with this number, or null when this session did not start it. */
export function readPendingPayment(hotelCode: string, reservationNumber: string): PendingPayment | null {
  const parsed = ZPendingPayment.safeParse(readStoredJson('session', storageKey(hotelCode)));
  return parsed.success && parsed.data.reservation_number === reservationNumber ? parsed.data : null;
}

export function clearPendingPayment(hotelCode: string): void {
  removeStored('session', storageKey(hotelCode));
}

import * as z from 'zod/mini';
import { COUNTS } from '#domain/constants/limits.ts';
import { readStoredJson, writeStoredJson } from '#app/platform/safe-storage.ts';

// "The last 10 reservation summaries" are kept (document 1 section 3), newest last, so the app can tell a
// repeated booking from a new one and point the guest at what they booked.
const STORAGE_KEY = 'hbw:reservation-summaries';

export const ZReservationSummary = z.object({
  reservationNumber: z.string(),
  hotelCode: z.string(),
  checkin: z.string(),
  checkout: z.string(),
  createdAt: z.number(),
});
export type ReservationSummary = z.infer<typeof ZReservationSummary>;

export function readReservationSummaries(): ReservationSummary[] {
  const parsed = z.array(ZReservationSummary).safeParse(readStoredJson('local', STORAGE_KEY));
  return parsed.success ? parsed.data : [];
}

/** Adds a summary (replacing an older one of the same reservation) and keeps the newest ten. */
export function rememberReservation(summary: ReservationSummary): void {
  const others = readReservationSummaries().filter((kept) => kept.reservationNumber !== summary.reservationNumber);
  writeStoredJson('local', STORAGE_KEY, [...others, summary].slice(-COUNTS.storedReservationSummaries));
}

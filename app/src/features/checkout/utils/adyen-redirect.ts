import * as z from 'zod/mini';
import type { CreateReservationRequest } from '#domain/entities/reservation.ts';
import { readStoredJson, removeStored, writeStoredJson } from '#app/platform/safe-storage.ts';

/**
 * An Adyen payment across its 3-D Secure redirect (ADR 270), kept in session storage per hotel beside the draft:
 * the session Adyen Web pays, the booking exactly as the session was priced for (so the return page books what was
 * paid for), and how far the return got, so a reload neither asks Adyen twice nor books twice.
 */
const ZAdyenRedirect = z.object({
  session_id: z.string(),
  session_data: z.string(),
  client_key: z.string(),
  country_code: z.string(),
  /**
   * The booking as sent for the session, the payment aside (the app's own earlier write, checked by the server);
   * dropped once booked, so the guest's details are not kept longer than the draft is.
   */
  booking: z.optional(z.custom<Omit<CreateReservationRequest, 'payment'>>((value) => typeof value === 'object' && value !== null)),
  payment_type: z.enum(['card', 'card_deposit']),
  /** Where a card check of the booking itself would return (the booking's own return address). */
  return_url: z.string(),
  /** Adyen authorised the session: the token the booking verifies. */
  token: z.optional(z.string()),
  /** The booking was made: its confirmation's proof. */
  booked: z.optional(z.object({ number: z.string(), bypass_token: z.string() })),
  /** Why guest detail opens again: the card was refused (the challenge failed), or the payment could not go on. */
  notice: z.optional(z.enum(['refused', 'failed'])),
});
export type AdyenRedirect = z.infer<typeof ZAdyenRedirect>;

const storageKey = (hotelCode: string) => `hbw:adyen-redirect:${hotelCode}`;

export function readAdyenRedirect(hotelCode: string): AdyenRedirect | null {
  const parsed = ZAdyenRedirect.safeParse(readStoredJson('session', storageKey(hotelCode)));
  return parsed.success ? parsed.data : null;
}

/** A new session replaces whatever an earlier one left. */
export function keepAdyenRedirect(hotelCode: string, redirect: Omit<AdyenRedirect, 'token' | 'booked' | 'notice'>): void {
  writeStoredJson('session', storageKey(hotelCode), redirect);
}

export function updateAdyenRedirect(hotelCode: string, change: Pick<Partial<AdyenRedirect>, 'token' | 'booked' | 'notice' | 'booking'>): void {
  const current = readAdyenRedirect(hotelCode);
  if (current) writeStoredJson('session', storageKey(hotelCode), { ...current, ...change });
}

/** Why the return sent the guest back to guest detail, if it did. */
export function adyenNotice(hotelCode: string): AdyenRedirect['notice'] {
  return readAdyenRedirect(hotelCode)?.notice;
}

/** Guest detail has said the notice, or booked in the page: the session is spent, the next card opens a new one. */
export function forgetAdyenRedirect(hotelCode: string): void {
  removeStored('session', storageKey(hotelCode));
}


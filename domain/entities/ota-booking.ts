import * as z from 'zod/mini';
import { OTA_PRODUCT } from '../constants/booking-sources';
import { UI_LOCALES } from '../constants/locales';
import { ZHotelCode } from './common';
import { ZEmail, ZReservation } from './reservation';

// The travel-agency booking path's own records (document 2 section 7.5, ADR 242): what the guest chose and typed,
// kept under an id so a reload of the payment page loses nothing; the e-mail check before an OTA booking; and the
// OTA reservation the confirmation reads.

/** Rules of the e-mail check and of the kept booking (ADR 242). */
export const OTA_BOOKING_LIMITS = {
  /** A mailed code works for 10 minutes ("emails can take up to 10 minutes" is the spec's wait for a mail). */
  codeLifetimeMs: 10 * 60_000,
  /** Wrong codes before the code is spent and a new one must be asked for. */
  codeAttempts: 5,
  codeLength: 6,
  /** A verified address books for an hour, the search criteria's hour: a declined card can be tried again. */
  verifiedLifetimeMs: 60 * 60_000,
  /** A kept booking lives as long as the search criteria (TIME.searchCriteriaCookieMs) after its last save. */
  storageLifetimeMs: 60 * 60_000,
  /** The kept booking is what the guest chose and typed: small. */
  storageMaxBytes: 32 * 1024,
} as const;

/** The id the app makes for a kept booking (a random UUID v4: the session is the proof, the id is no secret). */
export const ZTemporaryStorageId = z.uuidv4();

/**
 * What is kept: the hotel and the step the guest was on, and the guest's choices and entries as the app shapes them
 * (JSON). Never card data: the server refuses a value holding a card-number-like run of digits.
 */
export const ZTemporaryStorage = z.object({
  hotel_code: ZHotelCode,
  step: z.enum(['guest_detail', 'payment']),
  data: z.record(z.string(), z.json()),
});
export type TemporaryStorage = z.infer<typeof ZTemporaryStorage>;

export const ZTemporaryStorageAnswer = z.object({
  data: z.extend(ZTemporaryStorage, { id: ZTemporaryStorageId, updated_at: z.iso.datetime(), expires_at: z.iso.datetime() }),
});
export type TemporaryStorageAnswer = z.infer<typeof ZTemporaryStorageAnswer>;

const ZCode = z.string().check(z.trim(), z.regex(/^[0-9]{6}$/, 'invalid_code'));

/** Ask for a code to be mailed (`locale`: the mail's language), or send the code back (`code`). */
export const ZEmailVerificationRequest = z.union([
  z.object({ email: ZEmail, code: ZCode }),
  z.object({ email: ZEmail, locale: z.enum(UI_LOCALES) }),
]);
export type EmailVerificationRequest = z.infer<typeof ZEmailVerificationRequest>;

export const ZEmailVerificationAnswer = z.object({
  data: z.discriminatedUnion('status', [
    /** A code was mailed; it works until expires_at. */
    z.object({ status: z.literal('sent'), expires_at: z.iso.datetime() }),
    /** The address is verified: the token goes with the booking (email_verification_token) until expires_at. */
    z.object({ status: z.literal('verified'), verification_token: z.string(), expires_at: z.iso.datetime() }),
  ]),
});
export type EmailVerificationAnswer = z.infer<typeof ZEmailVerificationAnswer>;

/** The confirmation's read: the reservation, the hotel it is at and the channel it was booked through. */
export const ZOtaReservation = z.object({
  data: z.object({
    reservation: ZReservation,
    hotel: z.object({ code: ZHotelCode, name: z.string() }),
    booking_source: z.enum([`${OTA_PRODUCT}_ota`, `booking_widget_to_${OTA_PRODUCT}_ota`] as const),
  }),
});
export type OtaReservation = z.infer<typeof ZOtaReservation>;

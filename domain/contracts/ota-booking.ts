import * as z from 'zod/mini';
import {
  ZEmailVerificationAnswer,
  ZEmailVerificationRequest,
  ZOtaReservation,
  ZTemporaryStorage,
  ZTemporaryStorageAnswer,
  ZTemporaryStorageId,
} from '../entities/ota-booking';
import { defineContract, ZNoBody, ZNone } from './contract';

// Document 2 section 7.5, the travel-agency booking path (ADR 242). A hotel's booking pages on the travel-agency
// site run with the hotel brand's client session (ADR 227), so these calls take that session: it owns what it keeps.

const ZStorageParams = z.object({ id: ZTemporaryStorageId });

/** Keeps (creates or replaces) the booking under the id; an id another session keeps is 404, like an unknown one. */
export const saveTemporaryStorage = defineContract({
  method: 'POST',
  path: '/api/ota/v1/temporary_storages/:id',
  params: ZStorageParams,
  query: ZNone,
  body: ZTemporaryStorage,
  response: ZTemporaryStorageAnswer,
  session: true,
});

/** The kept booking; 404 when unknown, expired or kept by another session. */
export const getTemporaryStorage = defineContract({
  method: 'GET',
  path: '/api/ota/v1/temporary_storages/:id',
  params: ZStorageParams,
  query: ZNone,
  body: ZNoBody,
  response: ZTemporaryStorageAnswer,
  session: true,
});

/**
 * id is the reservation number; the bypass token of the confirmation link proves it (the e-mail may be added).
 * 404 for a reservation not booked on the travel-agency site, or of another brand, or without the proof.
 */
export const getOtaReservation = defineContract({
  method: 'GET',
  path: '/api/ota/v1/reservations/:id',
  params: z.object({ id: z.string().check(z.regex(/^[A-Z0-9-]{6,32}$/)) }),
  query: z.object({ bypass_token: z.string().check(z.minLength(1)), email: z.optional(z.string()) }),
  body: ZNoBody,
  response: ZOtaReservation,
  session: true,
});

/**
 * `{ email, locale }` mails a 6-digit code (rate limited per address and per e-mail); `{ email, code }` checks it:
 * 422 `wrong_code` (INVALID_CODE) or `code_expired` (LINK_EXPIRED_CODE, also after too many wrong codes), else a
 * verification token the booking sends as `email_verification_token`.
 */
export const verifyEmail = defineContract({
  method: 'POST',
  path: '/api/v1/email_verifications',
  params: ZNone,
  query: ZNone,
  body: ZEmailVerificationRequest,
  response: ZEmailVerificationAnswer,
  session: true,
});

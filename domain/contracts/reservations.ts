import * as z from 'zod/mini';
import { ZApiErrorBody } from '../entities/api-error';
import { ZCreateReservationRequest, ZReservation } from '../entities/reservation';
import { defineContract, ZNoBody, ZNone } from './contract';

const ZHotelIdParam = z.object({ hotelId: z.coerce.number().check(z.int(), z.positive()) });

/**
 * The idempotency key (header REQUEST_HEADERS.idempotencyKey) names one booking attempt. It is also the only proof
 * needed to read the attempt's result (getReservationAttempt), so it must be a random UUID v4: a guessable key
 * would let someone else read it.
 */
export const ZIdempotencyKey = z.uuidv4();

/**
 * Send the idempotency key header. The same key with the same request (the card token aside: a retyped card is
 * tokenized anew) answers the first result, a reservation (200) or the refusal it got; with another request it is
 * refused 422 IDEMPOTENCY_KEY_REUSED_TITLE.
 */
export const createReservation = defineContract({
  method: 'POST',
  path: '/hotels/:hotelId/reservations',
  params: ZHotelIdParam,
  query: ZNone,
  body: ZCreateReservationRequest,
  response: ZReservation,
  session: true,
});

/** rid is the reservation number. A guest proves ownership with the bypass token or the booking email. */
export const getReservation = defineContract({
  method: 'GET',
  path: '/hotels/:hotelId/reservations/:rid',
  params: z.extend(ZHotelIdParam, { rid: z.string().check(z.regex(/^[A-Z0-9-]{6,32}$/)) }),
  query: z
    .object({ bypass_token: z.optional(z.string()), email: z.optional(z.string()) })
    .check(z.refine((q) => Boolean(q.bypass_token || q.email), { message: 'bypass_token or email is required' })),
  body: ZNoBody,
  response: ZReservation,
  session: true,
});


/**
 * What became of the booking attempt named by the idempotency key header: asked after a booking post got no
 * answer (network failure, timeout), before anything is sent again. `none` means no request with this key has
 * executed (yet): sending it again with the same key is safe. Any session of the brand may ask; the key is the proof.
 */
export const ZReservationAttempt = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.literal('booked'), reservation: ZReservation }),
  z.object({ outcome: z.literal('refused'), error: ZApiErrorBody }),
  z.object({ outcome: z.literal('none') }),
]);
export type ReservationAttempt = z.infer<typeof ZReservationAttempt>;

export const getReservationAttempt = defineContract({
  method: 'GET',
  path: '/hotels/:hotelId/reservation_attempts',
  params: ZHotelIdParam,
  query: ZNone,
  body: ZNoBody,
  response: ZReservationAttempt,
  session: true,
});

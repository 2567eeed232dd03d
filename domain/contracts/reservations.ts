import * as z from 'zod/mini';
import { ZCreateReservationRequest, ZReservation } from '../entities/reservation';
import { defineContract, ZNoBody, ZNone } from './contract';

const ZHotelIdParam = z.object({ hotelId: z.coerce.number().check(z.int(), z.positive()) });

/** Send the idempotency key header (REQUEST_HEADERS.idempotencyKey): a repeated post with the same key returns the first reservation. */
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


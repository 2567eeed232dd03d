import { z } from 'zod';
import { ZCreateReservationRequest, ZReservation } from '../entities/reservation';
import { defineContract, ZNoBody, ZNone } from './contract';

const ZHotelIdParam = z.object({ hotelId: z.coerce.number().int().positive() });

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
  params: ZHotelIdParam.extend({ rid: z.string().regex(/^[A-Z0-9-]{6,32}$/) }),
  query: z
    .object({ bypass_token: z.string().optional(), email: z.string().optional() })
    .refine((q) => Boolean(q.bypass_token || q.email), { message: 'bypass_token or email is required' }),
  body: ZNoBody,
  response: ZReservation,
  session: true,
});


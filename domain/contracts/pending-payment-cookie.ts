import * as z from 'zod/mini';
import { ZIsoDate } from '../entities/common';
import { defineContract } from './contract';

// A card booking waiting for its 3-D Secure check, kept in the API's partitioned cookie (ADR 200) while the guest is
// on the issuer's page: a cross-site frame whose storage the browser refuses comes back to a new document that
// knows only the reservation number the issuer's redirect carries. The bypass token stays out of every address.

const ZParams = z.object({
  hotelId: z.coerce.number().check(z.int(), z.positive()),
  rid: z.string().check(z.regex(/^[A-Z0-9-]{6,32}$/)),
});

/** What the return page needs: the token that opens the confirmation, and the search to go back to on failure. */
export const ZKeptPayment = z.object({
  bypass_token: z.string().check(z.minLength(1), z.maxLength(128)),
  stay: z.object({ checkin: ZIsoDate, checkout: ZIsoDate, adults: z.int().check(z.positive(), z.maximum(99)) }),
});

/** Keeps a pending card booking in the hotel's cookie; only a reservation still waiting for its check, proven by its bypass token. */
export const keepPendingPayment = defineContract({
  method: 'PUT',
  path: '/hotels/:hotelId/reservations/:rid/pending_payment_cookie',
  params: ZParams,
  query: z.object({}),
  body: ZKeptPayment,
  response: z.object({ data: z.object({ kept: z.boolean() }) }),
  session: true,
});

/** Gives the kept booking back once, for the reservation the issuer returned with, and clears the cookie. */
export const takePendingPayment = defineContract({
  method: 'DELETE',
  path: '/hotels/:hotelId/reservations/:rid/pending_payment_cookie',
  params: ZParams,
  query: z.object({}),
  body: z.undefined(),
  response: z.object({ data: z.nullable(ZKeptPayment) }),
  session: true,
});

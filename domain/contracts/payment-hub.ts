import * as z from 'zod/mini';
import { CURRENCY_CODES } from '../constants/currencies';
import { defineContract, ZNoBody, ZNone } from './contract';

// The payment hub's tripla_pay transactions (ADR 248, document 2 sections 7.5 and 7.6). A card booking at a
// payment_hub hotel waits while the guest pays on the hub's own page; the hub sends the guest back to the app with a
// signed result, which the app hands to the booking to verify. Nothing here is trusted before the server checks it.

/** The card payment states a hub transaction goes through (document 1 section 4). */
export const HUB_TRANSACTION_STATES = ['pre_3d_secure', 'authorized', 'captured', 'failed', 'cancelled'] as const;
/** What the hub decides on its page: the card's authorisation, the issuer's refusal, or the guest's cancel. */
export const HUB_RESULT_STATES = ['authorized', 'failed', 'cancelled'] as const;

/** "tpt_" and 24 base64url characters (144 random bits): the id is as hard to guess as a bypass token. */
export const ZHubTransactionId = z.string().check(z.regex(/^tpt_[A-Za-z0-9_-]{24}$/));

/** The signed result the hub's redirect carries; every field is covered by the signature. */
export const ZHubResult = z.object({
  status: z.enum(HUB_RESULT_STATES),
  amount: z.coerce.number().check(z.int(), z.nonnegative()),
  currency: z.enum(CURRENCY_CODES),
  nonce: z.string().check(z.regex(/^[A-Za-z0-9_-]{16,64}$/)),
  signature: z.string().check(z.regex(/^[0-9a-f]{64}$/)),
});
export type HubResult = z.infer<typeof ZHubResult>;

export const ZHubTransaction = z.object({
  id: ZHubTransactionId,
  reservation_number: z.string(),
  status: z.enum(HUB_TRANSACTION_STATES),
  amount: z.int(),
  currency: z.enum(CURRENCY_CODES),
  /** The section 8.2 code a failed or cancelled payment ended with. */
  failure_code: z.nullable(z.int()),
});
export type HubTransaction = z.infer<typeof ZHubTransaction>;

const ZReservationNumber = z.string().check(z.regex(/^[A-Z0-9-]{6,32}$/));
const ZHotelId = z.coerce.number().check(z.int(), z.positive());

/** Hands the hub's signed result to the booking: verified, it confirms (or cancels) the reservation, once. */
export const settleHubTransaction = defineContract({
  method: 'PATCH',
  path: '/hotels/:hotelId/reservations/:rid/payment_hub/transactions/:tid',
  params: z.object({ hotelId: ZHotelId, rid: ZReservationNumber, tid: ZHubTransactionId }),
  query: ZNone,
  body: ZHubResult,
  response: z.object({ data: ZHubTransaction }),
  session: true,
});

/** A transaction's state, for a return that was already settled (a reload, a second tab). */
export const getHubTransaction = defineContract({
  method: 'GET',
  path: '/hotels/:hotelId/tripla_pay/transactions/:tid',
  params: z.object({ hotelId: ZHotelId, tid: ZHubTransactionId }),
  query: ZNone,
  body: ZNoBody,
  response: z.object({ data: ZHubTransaction }),
  session: true,
});

import * as z from 'zod/mini';
import { ZCreateReservationRequest, ZPayPalOrderId } from '../entities/reservation';
import { defineContract, ZNone } from './contract';
import { ZHotelIdParams } from './query-params';

/**
 * PayPal (document 2 section 7.6, ADR 249): the client credential the JS SDK is loaded with, the order the server
 * creates for the booking's own amount, and the validation of the order the buyer approved in PayPal's popup. The
 * booking captures the order once (its `card_token` is the order id).
 */
export const ZPayPalClientCredential = z.object({
  client_id: z.string(),
  /** The currency the order is in, which the SDK is loaded for (PayPal's `currency` query). */
  currency: z.string(),
  intent: z.literal('capture'),
});

/** PayPal's order as its REST API answers it (v2 checkout orders): the fields the app and the booking read. */
export const ZPayPalOrder = z.object({
  id: ZPayPalOrderId,
  status: z.enum(['CREATED', 'APPROVED', 'COMPLETED', 'VOIDED']),
  intent: z.literal('CAPTURE'),
  purchase_units: z.array(z.object({ reference_id: z.string(), amount: z.object({ currency_code: z.string(), value: z.string() }) })),
  payer: z.optional(z.object({ email_address: z.string(), payer_id: z.string() })),
});
export type PayPalOrder = z.infer<typeof ZPayPalOrder>;

/**
 * The booking the order is for, as it will be sent (the payment aside): the server prices it itself, so the amount
 * is never the client's. The attempt's Idempotency-Key header names the one booking that may capture it.
 */
export const ZPayPalOrderRequest = z.object({
  booking: z.omit(ZCreateReservationRequest, { payment: true }),
  payment_type: z.enum(['card', 'card_deposit']),
});

export const ZPayPalValidateRequest = z.object({ order_id: ZPayPalOrderId });

export const createPayPalClientCredential = defineContract({
  method: 'POST',
  path: '/hotels/:hotelId/paypal_payments/client_credential',
  params: ZHotelIdParams,
  query: ZNone,
  body: ZNone,
  response: ZPayPalClientCredential,
  session: true,
});

export const createPayPalOrder = defineContract({
  method: 'POST',
  path: '/hotels/:hotelId/paypal_payments/order',
  params: ZHotelIdParams,
  query: ZNone,
  body: ZPayPalOrderRequest,
  response: ZPayPalOrder,
  session: true,
});

export const validatePayPalOrder = defineContract({
  method: 'POST',
  path: '/hotels/:hotelId/paypal_payments/validate_credit_card',
  params: ZHotelIdParams,
  query: ZNone,
  body: ZPayPalValidateRequest,
  response: ZPayPalOrder,
  session: true,
});

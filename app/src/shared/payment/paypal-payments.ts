import type * as z from 'zod/mini';
import { createPayPalClientCredential, createPayPalOrder, validatePayPalOrder, type PayPalOrder, type ZPayPalOrderRequest } from '#domain/contracts/paypal-payments.ts';
import { callApi } from '#app/api/api-client.ts';

// PayPal's calls (document 2 section 7.6, ADR 249). Plain calls, as the card token's: nothing of the payment sits in
// a query cache.

export function payPalClientCredential(hotelId: number) {
  return callApi(createPayPalClientCredential, { params: { hotelId }, body: {} });
}

/** The order for the booking attempt under its key: the server prices the booking itself. */
export function payPalOrder(hotelId: number, body: z.input<typeof ZPayPalOrderRequest>, idempotencyKey: string): Promise<PayPalOrder> {
  return callApi(createPayPalOrder, { params: { hotelId }, body, idempotencyKey });
}

/** The order the buyer approved in PayPal's popup, with its payer. */
export function validatedPayPalOrder(hotelId: number, orderId: string): Promise<PayPalOrder> {
  return callApi(validatePayPalOrder, { params: { hotelId }, body: { order_id: orderId } });
}

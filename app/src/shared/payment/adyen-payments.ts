import type * as z from 'zod/mini';
import { createAdyenSession, type AdyenSession, type ZAdyenSessionRequest } from '#domain/contracts/adyen-payments.ts';
import { callApi } from '#app/api/api-client.ts';

/**
 * Adyen's payment session for the booking attempt under its key (ADR 257): the server prices the booking itself.
 * A plain call, as PayPal's order: nothing of the payment sits in a query cache.
 */
export function adyenSession(hotelId: number, body: z.input<typeof ZAdyenSessionRequest>, idempotencyKey: string): Promise<AdyenSession> {
  return callApi(createAdyenSession, { params: { hotelId }, body, idempotencyKey });
}

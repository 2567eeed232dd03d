import * as z from 'zod/mini';
import { ZHubResult, ZHubTransactionId, type HubResult } from '#domain/contracts/payment-hub.ts';

export type PaymentHubReturn = { reservationNumber: string; transactionId: string; result: HubResult };

/**
 * What the hub's return address carries (ADR 248), or null when it is not a hub result at all. The app trusts none
 * of it: the booking verifies the signature and every field before it confirms anything.
 */
export function paymentHubReturn(query: URLSearchParams): PaymentHubReturn | null {
  const reservationNumber = z.string().check(z.regex(/^[A-Z0-9-]{6,32}$/)).safeParse(query.get('reservation_number'));
  const transactionId = ZHubTransactionId.safeParse(query.get('transaction_id'));
  const result = ZHubResult.safeParse(Object.fromEntries(['status', 'amount', 'currency', 'nonce', 'signature'].map((name) => [name, query.get(name) ?? undefined])));
  if (!reservationNumber.success || !transactionId.success || !result.success) return null;
  return { reservationNumber: reservationNumber.data, transactionId: transactionId.data, result: result.data };
}

import { getHubTransaction, settleHubTransaction, type HubResult, type HubTransaction } from '#domain/contracts/payment-hub.ts';
import { callApi } from '#app/api/api-client.ts';

type Target = { hotelId: number; reservationNumber: string; transactionId: string };

/** Hands the hub's signed result to the booking (ADR 248), which verifies it and confirms or cancels, once. */
export async function settlePaymentHub(target: Target, result: HubResult): Promise<HubTransaction> {
  const { data } = await callApi(settleHubTransaction, {
    params: { hotelId: target.hotelId, rid: target.reservationNumber, tid: target.transactionId },
    body: result,
  });
  return data;
}

/** The transaction's state, when its result was already used (a reload of the return, a second tab). */
export async function getPaymentHubTransaction(target: Omit<Target, 'reservationNumber'>): Promise<HubTransaction> {
  const { data } = await callApi(getHubTransaction, { params: { hotelId: target.hotelId, tid: target.transactionId } });
  return data;
}

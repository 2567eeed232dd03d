import { completeAmazonCheckout, getAmazonCheckout, type AmazonCheckoutSession } from '#domain/contracts/amazon-pay.ts';
import { callApi } from '#app/api/api-client.ts';

type Target = { hotelId: number; reservationNumber: string; sessionId: string };

/** The guest is back from Amazon (ADR 258): the booking checks the checkout session and completes it, once. */
export async function completeAmazonPay(target: Target): Promise<AmazonCheckoutSession> {
  const { data } = await callApi(completeAmazonCheckout, {
    params: { hotelId: target.hotelId, rid: target.reservationNumber, sid: target.sessionId },
    body: undefined,
  });
  return data;
}

/** The session's state, when it was already completed or canceled (a reload of the return, a second tab). */
export async function getAmazonPaySession(target: Omit<Target, 'reservationNumber'>): Promise<AmazonCheckoutSession> {
  const { data } = await callApi(getAmazonCheckout, { params: { hotelId: target.hotelId, sid: target.sessionId } });
  return data;
}

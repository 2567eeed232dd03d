import { ZAmazonCheckoutSessionId } from '#domain/contracts/amazon-pay.ts';

/**
 * What Amazon's return address carries (ADR 258): the checkout session's id, and the reservation number the booking
 * put in its own return address; null when it is not an Amazon Pay return. The booking checks the session itself.
 */
export function amazonPayReturn(query: URLSearchParams): { reservationNumber: string; sessionId: string } | null {
  const reservationNumber = query.get('reservation_number');
  const sessionId = ZAmazonCheckoutSessionId.safeParse(query.get('amazonCheckoutSessionId'));
  if (reservationNumber === null || !/^[A-Z0-9-]{6,32}$/.test(reservationNumber) || !sessionId.success) return null;
  return { reservationNumber, sessionId: sessionId.data };
}

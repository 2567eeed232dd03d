import { payPaymentLink } from '#domain/contracts/payment-links.ts';
import type { PaymentLink } from '#domain/entities/payment-link.ts';
import { callApi } from '#app/api/api-client.ts';

/**
 * The link is paid with the token the provider's fields minted (the app never sees the card), the amount the guest
 * was shown and the moment the page was opened. A plain call, not a mutation: nothing of it is worth caching.
 */
export async function payLink(hotelId: number, link: PaymentLink, cardToken: string): Promise<PaymentLink> {
  const answer = await callApi(payPaymentLink, {
    params: { hotelId, paymentNumber: link.payment_number },
    body: { card_token: cardToken, amount: link.amount, opened_at: link.opened_at },
  });
  return answer.data;
}

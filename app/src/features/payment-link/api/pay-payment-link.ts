import { payPaymentLink } from '#domain/contracts/payment-links.ts';
import type { PaymentLink } from '#domain/entities/payment-link.ts';
import { callApi } from '#app/api/api-client.ts';
import type { CardFields } from '#app/shared/payment/card-fields.ts';
import { tokenizeCard } from '#app/shared/payment/create-card-token.ts';

/**
 * The card goes to the stand-in provider's tokenizer (shared/payment), never to the hotel's call; the link is paid
 * with the token, the amount the guest was shown and the moment the page was opened. Plain calls, not a mutation:
 * a mutation would keep the card in the query client's cache.
 */
export async function payLink(hotelId: number, link: PaymentLink, card: CardFields, validThrough: string): Promise<PaymentLink> {
  const token = await tokenizeCard(card, validThrough, link.currency);
  const answer = await callApi(payPaymentLink, {
    params: { hotelId, paymentNumber: link.payment_number },
    body: { card_token: token.token, amount: link.amount, opened_at: link.opened_at },
  });
  return answer.data;
}

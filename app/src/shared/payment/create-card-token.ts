import type { CurrencyCode } from '#domain/constants/currencies.ts';
import { createCardToken, type CardToken } from '#domain/contracts/psp-tokens.ts';
import { normalizeCardNumber } from '#domain/rules/card-number.ts';
import { fullExpiryYear } from '#domain/rules/card-payment.ts';
import { callApi } from '#app/api/api-client.ts';
import { KOREAN_WON, type CardFields } from './card-fields';

/**
 * Sends the card to the payment provider's tokenizer and returns the token the reservation carries. A plain
 * call, not a TanStack mutation: a mutation keeps its variables (the card number) in the client's cache.
 */
export function tokenizeCard(fields: CardFields, checkout: string, paymentCurrency?: CurrencyCode, { reusable = false } = {}): Promise<CardToken> {
  const korean = paymentCurrency === KOREAN_WON;
  return callApi(createCardToken, {
    body: {
      number: normalizeCardNumber(fields.number),
      holder: fields.holder.trim(),
      exp_month: Number(fields.exp_month),
      exp_year: fullExpiryYear(Number(fields.exp_year)),
      security_code: fields.security_code,
      valid_through: checkout,
      ...(paymentCurrency ? { currency: paymentCurrency } : {}),
      // A member saving the card asks the provider to keep it (ADR 221); nobody else's card is kept.
      ...(reusable ? { reusable: true } : {}),
      ...(korean ? { korean: { birth_date: fields.korean_birth_date.trim(), pin_prefix: fields.korean_pin_prefix.trim() } } : {}),
    },
  });
}

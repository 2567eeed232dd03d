import * as z from 'zod/mini';
import { CURRENCY_CODES, type CurrencyCode } from '#domain/constants/currencies.ts';
import {
  EXCHANGE_RATES_UPDATED_TITLE,
  IDEMPOTENCY_KEY_REUSED_TITLE,
  OVERLAPPING_RESERVATION_TITLE,
  PRICE_CHANGED_TITLE,
  SOLD_OUT_TITLE,
  userMessageKey,
  type UserMessageKey,
} from '#domain/constants/error-codes.ts';
import { ApiError } from '#app/api/api-error.ts';

/** How a booking attempt was refused, as far as the guest detail page treats refusals differently. */
export type BookingRefusal =
  | { kind: 'sold_out' }
  | { kind: 'price_changed'; total: number }
  /** The guest's own reservation at this hotel overlaps these nights: they may confirm and book again (ADR 239). */
  | { kind: 'overlapping' }
  /**
   * The rate of the guest's chosen currency changed since the prices they saw (ADR 251): they recheck the prices,
   * with the new total in that currency when the server named it, and book again.
   */
  | { kind: 'exchange_rates_updated'; converted: { cents: number; currency: CurrencyCode } | null }
  /** The attempt's key was already used for another request: the app's own words (ADR 197). */
  | { kind: 'attempt_reused' }
  /** A refusal with a document 2 section 8.2 code the app words itself (a declined card above all). */
  | { kind: 'coded'; messageKey: UserMessageKey }
  | { kind: 'other'; error: unknown };

const ZConvertedTotal = z.object({ mcp_currency: z.enum(CURRENCY_CODES), mcp_total_price_cents: z.int().check(z.nonnegative()) });

export function bookingRefusal(error: unknown): BookingRefusal {
  if (error instanceof ApiError && error.status === 409) {
    if (error.title === SOLD_OUT_TITLE) return { kind: 'sold_out' };
    if (error.title === OVERLAPPING_RESERVATION_TITLE) return { kind: 'overlapping' };
    if (error.title === EXCHANGE_RATES_UPDATED_TITLE) {
      const converted = ZConvertedTotal.safeParse(error.payloads);
      return {
        kind: 'exchange_rates_updated',
        converted: converted.success ? { cents: converted.data.mcp_total_price_cents, currency: converted.data.mcp_currency } : null,
      };
    }
    // The server names the new total; without it there is nothing to accept, and the guest sees its message.
    const total = z.int().check(z.nonnegative()).safeParse(error.payloads.total_price);
    if (error.title === PRICE_CHANGED_TITLE && total.success) return { kind: 'price_changed', total: total.data };
  }
  if (error instanceof ApiError && error.title === IDEMPOTENCY_KEY_REUSED_TITLE) return { kind: 'attempt_reused' };
  const messageKey = error instanceof ApiError ? codedMessageKey(error.codes) : undefined;
  if (messageKey) return { kind: 'coded', messageKey };
  return { kind: 'other', error };
}

/** The first code of an answer that has a message of its own for the guest. */
export function codedMessageKey(codes: readonly (number | string)[]): UserMessageKey | undefined {
  for (const code of codes) {
    const key = userMessageKey(Number(code));
    if (key) return key;
  }
  return undefined;
}

/**
 * A refusal the server gave (4xx): the attempt is settled and nothing was booked, so the next send is a new
 * attempt with a new key. No answer (status 0) and 5xx settle nothing: the server is asked by key first.
 */
export function isDefinitiveRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

/** The card's own refusals (section 8.2) and the field each is about; the rest are the booking's. */
const CARD_FIELDS: Partial<Record<UserMessageKey, 'number' | 'exp_month'>> = {
  paymentFailed: 'number',
  cardNotUsable: 'number',
  checkCardNumber: 'number',
  cardNotAccepted: 'number',
  paymentProcessFailed: 'number',
  cardNo3DSecure: 'number',
  checkExpiry: 'exp_month',
};

/** The card field a refusal is about: a declined card is reported at its number, a wrong expiry at its month. */
export function refusedCardField(refusal: BookingRefusal | null | undefined): 'number' | 'exp_month' | undefined {
  return refusal?.kind === 'coded' ? CARD_FIELDS[refusal.messageKey] : undefined;
}

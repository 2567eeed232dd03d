import { randomBytes } from 'node:crypto';
import type * as z from 'zod/mini';
import { isCurrencyCode, type CurrencyCode } from '#domain/constants/currencies.ts';
import {
  CARD_NOT_ACCEPTED_CODE,
  PAYMENT_LINK_ALREADY_PAID_TITLE,
  PAYMENT_LINK_CLOSED_TITLE,
  PAYMENT_LINK_ERROR_CODES,
  PAYMENT_LINK_STALE_CODE,
} from '#domain/constants/error-codes.ts';
import { TIME } from '#domain/constants/limits.ts';
import type { CardBrand } from '#domain/constants/payment.ts';
import {
  PAYABLE_PAYMENT_LINK_STATUSES,
  type PaymentLink,
  type PaymentLinkStatus,
  type ZPayPaymentLinkRequest,
} from '#domain/entities/payment-link.ts';
import { cardBrandAccepted, cardModeFor, exceedsVisaMastercardCap } from '#domain/rules/card-payment.ts';
import type { Database } from '../db/open-database';
import type { HotelRow } from '../hotels/hotel-row';
import { ApiError, invalidRequest } from '../http/api-error';
import { cardTokenLapsed, findCardToken } from '../payments/card-tokens';
import { DECLINE_CODES } from '../payments/test-cards';
import { heldBy, mintedFor } from '../payments/card-charge';
import { gatewayFor } from '../payments/payment-gateways';

export type PaymentLinkRow = {
  id: number;
  hotel_id: number;
  payment_number: string;
  email: string;
  guest_name: string;
  description: string;
  amount: number;
  currency: string;
  status: PaymentLinkStatus;
  charged_token: string | null;
  card_brand: CardBrand | null;
  card_last4: string | null;
  paid_at: string | null;
  created_at: string;
  updated_at: string;
};

const BASE32_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** "P" and 12 base32 characters (60 random bits): the number is the link's only secret, so it cannot be guessed. */
function newPaymentNumber(db: Database): string {
  const taken = db.prepare<[string], { id: number }>('SELECT id FROM payment_links WHERE payment_number = ?');
  for (;;) {
    let number = 'P';
    for (const byte of randomBytes(12)) number += BASE32_ALPHABET.charAt(byte & 31);
    if (!taken.get(number)) return number;
  }
}

export type IssuePaymentLink = { email: string; guest_name: string; description: string; amount: number };

/** What the hotel's system does: a link for an amount, in the hotel's currency, waiting for the guest. */
export function issuePaymentLink(db: Database, hotel: HotelRow, link: IssuePaymentLink, now: Date): PaymentLinkRow {
  const at = now.toISOString();
  const number = newPaymentNumber(db);
  db.prepare(`
    INSERT INTO payment_links (hotel_id, payment_number, email, guest_name, description, amount, currency, status, created_at, updated_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, 'pending', ?, ?)`).run(hotel.id, number, link.email, link.guest_name, link.description, link.amount, hotel.currency, at, at);
  return findPaymentLink(db, number) as PaymentLinkRow;
}

export function findPaymentLink(db: Database, paymentNumber: string): PaymentLinkRow | undefined {
  return db.prepare<[string], PaymentLinkRow>('SELECT * FROM payment_links WHERE payment_number = ?').get(paymentNumber);
}

/** The hotel's side changes a link: settles (completed), refunds or cancels it, or changes its amount. */
export function updatePaymentLink(db: Database, paymentNumber: string, change: { status?: PaymentLinkStatus; amount?: number }, now: Date): boolean {
  const found = findPaymentLink(db, paymentNumber);
  if (!found) return false;
  db.prepare('UPDATE payment_links SET status = ?, amount = ?, updated_at = ? WHERE id = ?').run(
    change.status ?? found.status,
    change.amount ?? found.amount,
    now.toISOString(),
    found.id,
  );
  return true;
}

const recordNotFound = () =>
  new ApiError(404, 'payment_record_not_found', 'No payment has this number.', { codes: [PAYMENT_LINK_ERROR_CODES.payment_record_not_found] });

/** The link of this number at this hotel; another hotel's number reads as unknown, so numbers cannot be probed across hotels. */
export function requireHotelPaymentLink(db: Database, hotel: HotelRow, paymentNumber: string): PaymentLinkRow {
  const link = findPaymentLink(db, paymentNumber);
  if (!link || link.hotel_id !== hotel.id) throw recordNotFound();
  return link;
}

function currencyOf(link: PaymentLinkRow): CurrencyCode {
  return isCurrencyCode(link.currency) ? link.currency : 'JPY';
}

export function paymentLinkView(link: PaymentLinkRow, hotel: HotelRow, now: Date): PaymentLink {
  return {
    payment_number: link.payment_number,
    status: link.status,
    hotel_name: hotel.name,
    guest_name: link.guest_name,
    description: link.description,
    amount: link.amount,
    currency: currencyOf(link),
    card: link.card_brand && link.card_last4 ? { brand: link.card_brand, last4: link.card_last4 } : null,
    paid_at: link.paid_at,
    opened_at: now.toISOString(),
  };
}

type PayOutcome = { paid: PaymentLinkRow } | { declined: number };

/**
 * Pays the link once. Everything is decided inside one SQLite transaction, and the status moves from pending or
 * failed to paid only there, so a second payment (another tab, a retried request) finds it paid and charges
 * nothing. A refused card leaves the link failed (committed) before the refusal is answered.
 */
export function payLink(db: Database, hotel: HotelRow, paymentNumber: string, body: z.output<typeof ZPayPaymentLinkRequest>, now: Date): PaymentLinkRow {
  const outcome = db
    .transaction((): PayOutcome => {
      const link = requireHotelPaymentLink(db, hotel, paymentNumber);
      if (link.status === 'paid') {
        throw new ApiError(409, PAYMENT_LINK_ALREADY_PAID_TITLE, 'This payment has been made already; nothing was charged again.');
      }
      if (!PAYABLE_PAYMENT_LINK_STATUSES.includes(link.status)) {
        throw new ApiError(409, PAYMENT_LINK_CLOSED_TITLE, 'This payment link takes no payment any more.');
      }
      // opened_at is the server's own answer; one from the future was not, and is as stale as an old one.
      const openedAt = Date.parse(body.opened_at);
      if (now.getTime() - openedAt > TIME.paymentLinkReloadMs || openedAt > now.getTime()) {
        throw new ApiError(422, 'payment_link_stale', 'The payment was not finished within an hour. Please reload the page.', {
          codes: [PAYMENT_LINK_STALE_CODE],
        });
      }
      if (body.amount !== link.amount) {
        throw new ApiError(409, 'payment_amount_changed', 'The amount of this payment has changed. Please reload the page.', {
          codes: [PAYMENT_LINK_ERROR_CODES.payment_amount_changed],
        });
      }
      const token = findCardToken(db, body.card_token);
      // A token is the hotel's own provider's, as at booking: another hotel's or provider's reads as unknown. A link
      // is paid with no member signed in, so a saved card's token (a member's own) is not taken either.
      const origin = { gateway: gatewayFor(hotel.payment_provider), hotelId: hotel.id };
      if (!token || token.used_by_reservation_id !== null || cardTokenLapsed(token, now) || !mintedFor(token, origin) || !heldBy(token, null)) {
        throw invalidRequest('This card token is unknown, expired or was already used.', { card_token: [{ error: 'invalid_card_token' }] });
      }
      const currency = currencyOf(link);
      const hotelCurrency = isCurrencyCode(hotel.currency) ? hotel.currency : currency;
      if (!cardBrandAccepted(token.brand, cardModeFor(hotelCurrency, currency))) {
        throw invalidRequest('This card brand is not accepted here.', { card_token: [{ error: 'card_brand_not_accepted' }] }, CARD_NOT_ACCEPTED_CODE);
      }
      if (currency === 'JPY' && exceedsVisaMastercardCap(token.brand, link.amount)) {
        throw invalidRequest('Visa and Mastercard cannot pay more than 1,000,000 yen online.', { card_token: [{ error: 'card_over_limit' }] }, CARD_NOT_ACCEPTED_CODE);
      }
      // The token is spent either way: a refused card is not tried again with the same token.
      db.prepare('DELETE FROM card_tokens WHERE token = ?').run(token.token);
      const at = now.toISOString();
      if (token.outcome === 'decline' || token.outcome === 'insufficient_funds') {
        db.prepare("UPDATE payment_links SET status = 'failed', updated_at = ? WHERE id = ?").run(at, link.id);
        return { declined: DECLINE_CODES[token.outcome] };
      }
      // A link is paid without a 3-D Secure challenge on the stand-in (ADR 232): the issuer's challenge page is the booking's.
      const moved = db
        .prepare(`
          UPDATE payment_links SET status = 'paid', charged_token = ?, card_brand = ?, card_last4 = ?, paid_at = ?, updated_at = ?
          WHERE id = ? AND status IN ('pending', 'failed')`)
        .run(token.token, token.brand, token.last4, at, at, link.id);
      if (moved.changes !== 1) throw new Error('a payable link did not move to paid inside its transaction');
      return { paid: findPaymentLink(db, paymentNumber) as PaymentLinkRow };
    })
    .immediate();
  if ('declined' in outcome) {
    throw new ApiError(422, 'payment_failed', 'The card was refused by its issuer.', { codes: [outcome.declined], baseCode: outcome.declined });
  }
  return outcome.paid;
}

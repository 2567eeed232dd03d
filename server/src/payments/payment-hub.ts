import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { PAYMENT_FAILED_CODE } from '#domain/constants/error-codes.ts';
import { PAYMENT_HUB_CONFIGS, type CardBrand, type PaymentHubConfig } from '#domain/constants/payment.ts';
import type { HubResult, HubTransaction } from '#domain/contracts/payment-hub.ts';
import { cardFormIssues, type CardForm } from '#domain/rules/card-form.ts';
import { detectCardBrand, normalizeCardNumber } from '#domain/rules/card-number.ts';
import type { Database } from '../db/open-database';
import type { HotelRow } from '../hotels/hotel-row';
import { writeReservationMail } from '../outbox/reservation-mail';
import { cancelPending, expirePending } from '../reservations/three-d-secure';
import { DECLINE_CODES, type CardOutcome } from './test-cards';

/**
 * The payment hub (provider payment_hub, ADR 248) as the stand-in plays its test mode. A card booking at a hub hotel
 * opens a tripla_pay transaction and waits (payment_pending); the guest pays on the hub's own page, which sends them
 * back to the app with a result signed with the hotel's merchant key; the booking verifies that result (signature,
 * amount, currency, transaction and reservation, one use) before it confirms or cancels the reservation.
 */

/** The hub's sandbox numbers and the issuer's answer; any other valid number is authorised. */
export const PAYMENT_HUB_TEST_CARDS: ReadonlyMap<string, Exclude<CardOutcome, 'approve' | 'challenge'>> = new Map([
  ['4000000000000002', 'decline'],
  ['4000000000009995', 'insufficient_funds'],
]);

/**
 * The hotel's hub configuration when its settings name the payment hub, else null. `none` is a hub with no
 * integration set up: such a hotel takes cards through the stand-in, as for a provider not built.
 */
export function paymentHubConfigOf(hotel: Pick<HotelRow, 'payment_provider' | 'payment_hub_integration_type'>): Exclude<PaymentHubConfig, 'none'> | null {
  if (hotel.payment_provider !== 'payment_hub') return null;
  const config = PAYMENT_HUB_CONFIGS.find((candidate) => candidate === hotel.payment_hub_integration_type);
  return config === undefined || config === 'none' ? null : config;
}

type TransactionRow = {
  id: string;
  reservation_id: number;
  hotel_id: number;
  amount: number;
  currency: string;
  config: string;
  return_url: string;
  status: HubTransaction['status'];
  result_nonce: string | null;
  card_brand: string | null;
  card_last4: string | null;
  failure_code: number | null;
  settled_at: string | null;
  reservation_number: string;
  reservation_status: string;
  payment_expires_at: string | null;
  hotel_name: string;
};

/**
 * The stand-in's merchant keys: one per hotel, as the hub and the hotel share it, derived from this install's key
 * (migration 058). It is read from the database, not kept by the process, so a result signed before a restart
 * still verifies after it (ADR 258).
 */
function merchantKey(db: Database, hotelId: number): Buffer {
  const installKey = db.prepare<[], { secret: Buffer }>("SELECT secret FROM install_secrets WHERE name = 'payment_hub'").get()?.secret;
  if (installKey === undefined) throw new Error('the payment hub key is missing: migration 058 makes it');
  return createHmac('sha256', installKey).update(`payment_hub:merchant:${hotelId}`).digest();
}

/** The signature over every field of a result, and the transaction and reservation it is for. */
export function hubSignature(db: Database, hotelId: number, fields: { transactionId: string; reservationNumber: string } & Omit<HubResult, 'signature'>): string {
  const message = [fields.transactionId, fields.reservationNumber, fields.status, String(fields.amount), fields.currency, fields.nonce].join('\n');
  return createHmac('sha256', merchantKey(db, hotelId)).update(message).digest('hex');
}

export function openHubTransaction(
  db: Database,
  input: { reservationId: number; hotelId: number; amount: number; currency: string; config: PaymentHubConfig; returnUrl: string; now: Date },
): string {
  const id = `tpt_${randomBytes(18).toString('base64url')}`;
  db.prepare(`
    INSERT INTO tripla_pay_transactions (id, reservation_id, hotel_id, amount, currency, config, return_url, status, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, 'pre_3d_secure', ?)`).run(id, input.reservationId, input.hotelId, input.amount, input.currency, input.config, input.returnUrl, input.now.toISOString());
  return id;
}

export function findHubTransaction(db: Database, id: string): TransactionRow | undefined {
  return db
    .prepare<[string], TransactionRow>(`
      SELECT t.*, r.reservation_number, r.status AS reservation_status, r.payment_expires_at, h.name AS hotel_name
      FROM tripla_pay_transactions t JOIN reservations r ON r.id = t.reservation_id JOIN hotels h ON h.id = t.hotel_id
      WHERE t.id = ?`)
    .get(id);
}

/** The transaction a pending booking waits on, for the address the app sends the guest to. */
export function pendingHubTransactionIdFor(db: Database, reservationId: number): string | undefined {
  return db
    .prepare<[number], { id: string }>("SELECT id FROM tripla_pay_transactions WHERE reservation_id = ? AND status = 'pre_3d_secure'")
    .get(reservationId)?.id;
}

export function hubTransactionView(row: TransactionRow): HubTransaction {
  return {
    id: row.id,
    reservation_number: row.reservation_number,
    status: row.status,
    amount: row.amount,
    currency: row.currency as HubTransaction['currency'],
    failure_code: row.failure_code,
  };
}

export type HubDecision = { kind: 'cancel' } | { kind: 'card'; card: CardForm; checkout: string };

/**
 * What the hub's page decides, once: the card authorised or refused by its issuer, or the guest's cancel. A card
 * that is not valid answers its issues and decides nothing. The decision is signed only on the way out.
 */
export function decideOnHub(db: Database, row: TransactionRow, decision: HubDecision): { issues: string[] } | { decided: TransactionRow } {
  if (decision.kind === 'card') {
    const issues = cardFormIssues(decision.card, { validThrough: decision.checkout, korean: false });
    if (Object.keys(issues).length > 0) return { issues: Object.keys(issues) };
  }
  const number = decision.kind === 'card' ? normalizeCardNumber(decision.card.number) : '';
  const outcome = decision.kind === 'cancel' ? 'cancelled' : PAYMENT_HUB_TEST_CARDS.get(number);
  const status = outcome === undefined ? 'authorized' : outcome === 'cancelled' ? 'cancelled' : 'failed';
  const failureCode = outcome === undefined ? null : outcome === 'cancelled' ? PAYMENT_FAILED_CODE : DECLINE_CODES[outcome];
  db.prepare(`
    UPDATE tripla_pay_transactions SET status = ?, result_nonce = ?, card_brand = ?, card_last4 = ?, failure_code = ?
    WHERE id = ? AND status = 'pre_3d_secure'`).run(
    status,
    randomBytes(18).toString('base64url'),
    decision.kind === 'card' ? ((detectCardBrand(number) as CardBrand | undefined) ?? null) : null,
    decision.kind === 'card' ? number.slice(-4) : null,
    failureCode,
    row.id,
  );
  return { decided: findHubTransaction(db, row.id) ?? row };
}

/** The app's return address with the hub's signed result, as the hub's redirect carries it. */
export function signedReturnAddress(db: Database, row: TransactionRow): string {
  const url = new URL(row.return_url);
  const result = { status: row.status as HubResult['status'], amount: row.amount, currency: row.currency as HubResult['currency'], nonce: row.result_nonce ?? '' };
  url.searchParams.set('reservation_number', row.reservation_number);
  url.searchParams.set('transaction_id', row.id);
  url.searchParams.set('status', result.status);
  url.searchParams.set('amount', String(result.amount));
  url.searchParams.set('currency', result.currency);
  url.searchParams.set('nonce', result.nonce);
  url.searchParams.set('signature', hubSignature(db, row.hotel_id, { transactionId: row.id, reservationNumber: row.reservation_number, ...result }));
  return url.toString();
}

export type HubSettlement =
  | { kind: 'settled'; transaction: TransactionRow }
  | { kind: 'not_found' }
  | { kind: 'already_settled'; transaction: TransactionRow }
  | { kind: 'invalid'; transaction: TransactionRow };

/**
 * Settles a transaction with the result the guest brought back, once, under the write lock. A result that is not
 * the hub's (signature), not this transaction's (amount, currency, nonce, a state the hub did not decide) voids the
 * authorisation and cancels the booking, so no reservation is left half made and nothing is charged; a result for
 * another reservation or hotel finds nothing and changes nothing; a second return of any result changes nothing.
 */
export function settleHubTransaction(
  db: Database,
  target: { hotelId: number; reservationNumber: string; transactionId: string },
  result: HubResult,
  now: Date,
): HubSettlement {
  return db
    .transaction((): HubSettlement => {
      const row = findHubTransaction(db, target.transactionId);
      if (!row || row.hotel_id !== target.hotelId || row.reservation_number !== target.reservationNumber) return { kind: 'not_found' };
      if (row.settled_at !== null || row.reservation_status !== 'payment_pending') return { kind: 'already_settled', transaction: row };
      const finish = (status: HubTransaction['status'], failureCode: number | null) =>
        db.prepare('UPDATE tripla_pay_transactions SET status = ?, failure_code = ?, settled_at = ? WHERE id = ?').run(status, failureCode, now.toISOString(), row.id);
      // The sweep may not have come by yet: a result brought back after the payment limit never confirms.
      if (row.payment_expires_at !== null && row.payment_expires_at <= now.toISOString()) {
        expirePending(db, row.reservation_id, now);
        return { kind: 'settled', transaction: findHubTransaction(db, row.id) ?? row };
      }
      if (!genuine(db, row, result)) {
        finish('cancelled', PAYMENT_FAILED_CODE);
        cancelPending(db, row.reservation_id, PAYMENT_FAILED_CODE, now);
        return { kind: 'invalid', transaction: findHubTransaction(db, row.id) ?? row };
      }
      if (row.status === 'authorized') {
        // A card kept as an on-site guarantee (nothing charged now) stays authorised; a charge is captured.
        finish(row.amount > 0 ? 'captured' : 'authorized', null);
        db.prepare("UPDATE reservations SET status = 'done', payment_expires_at = NULL, card_brand = ?, card_last4 = ? WHERE id = ?").run(
          row.card_brand,
          row.card_last4,
          row.reservation_id,
        );
        writeReservationMail(db, row.reservation_id, { kind: 'confirmed' }, now);
      } else {
        const code = row.failure_code ?? PAYMENT_FAILED_CODE;
        finish(row.status, code);
        cancelPending(db, row.reservation_id, code, now);
      }
      return { kind: 'settled', transaction: findHubTransaction(db, row.id) ?? row };
    })
    .immediate();
}

/** The result is the hub's own for the state it decided on this transaction: every field signed and as stored. */
function genuine(db: Database, row: TransactionRow, result: HubResult): boolean {
  if (row.status === 'pre_3d_secure' || row.result_nonce === null) return false;
  if (result.status !== row.status || result.amount !== row.amount || result.currency !== row.currency || result.nonce !== row.result_nonce) return false;
  const expected = Buffer.from(hubSignature(db, row.hotel_id, { transactionId: row.id, reservationNumber: row.reservation_number, ...result }), 'hex');
  const given = Buffer.from(result.signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

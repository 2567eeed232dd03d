import { createCipheriv, createDecipheriv, randomBytes, timingSafeEqual } from 'node:crypto';
import type * as z from 'zod/mini';
import type { AdyenSession, ZAdyenSessionRequest } from '#domain/contracts/adyen-payments.ts';
import { passesLuhn } from '#domain/rules/card-number.ts';
import type { Database } from '../db/open-database';
import type { HotelRow } from '../hotels/hotel-row';
import { invalidRequest, notFound } from '../http/api-error';
import type { ClientSession } from '../sessions/client-sessions';
import { bookingCharge } from './paypal-orders';
import type { CardOutcome } from './test-cards';

/**
 * Adyen as the stand-in plays its test mode (ADR 257): checkout sessions (`POST /sessions`), the secured fields'
 * client-side encryption, and the session calls Adyen Web makes (`/setup`, `/payments`). The server creates a
 * session for one booking attempt at the amount it prices itself; the booking of that attempt verifies the session's
 * result against the stand-in's own record and uses it once.
 */
// adyen_gmo_paypal's cards are Adyen's too, beside PayPal's button (ADR 268).
const ADYEN_PROVIDERS = ['adyen_gmo', 'adyen_gmo_paypal'] as const;

/**
 * The merchant's client key Adyen Web is started with. A real one starts with `test_` or `live_`, and the SDK then
 * insists its API address names that environment; the stand-in's runs on localhost, so its key names neither.
 */
export const ADYEN_STAND_IN_CLIENT_KEY = 'stnd_HBW2ADYEN7STANDIN4MERCHANT9KEY';

/** How long a session can be paid, as Adyen's default `expiresAt` (one hour). */
const SESSION_LIFETIME_MS = 60 * 60 * 1000;
/** How old an encrypted field may be when paid with (Adyen refuses blobs whose generation time is a day old). */
const FIELD_LIFETIME_MS = 24 * 60 * 60 * 1000;

/**
 * The stand-in's sandbox numbers (listed in server/README.md): Adyen's Visa and Mastercard test cards are approved,
 * as is any other valid number; two are refused as Adyen refuses a card (its reasons, "Refused" and "Not enough
 * balance", stay server side); Adyen's 3-D Secure 2 test cards are challenged by their issuer (ADR 270).
 */
const ADYEN_TEST_CARDS: ReadonlyMap<string, Exclude<CardOutcome, 'approve'>> = new Map([
  ['4000020000000000', 'decline'],
  ['5100060000000002', 'insufficient_funds'],
  ['4212345678901237', 'challenge'],
  ['4917610000000000', 'challenge'],
  ['5454545454545454', 'challenge'],
]);

/** The password Adyen's test issuer asks in a browser's 3-D Secure 2 challenge; anything else fails it. */
export const ADYEN_3DS_PASSWORD = 'password';

type StoredSession = {
  id: string;
  session_data: string;
  hotel_id: number;
  client_session_id: number;
  idempotency_key: string;
  reference: string;
  amount: number;
  currency: string;
  status: 'created' | 'authorised' | 'completed' | 'cancelled';
  psp_reference: string | null;
  session_result: string | null;
  card_brand: string | null;
  card_last4: string | null;
  reservation_id: number | null;
  return_url: string | null;
  expires_at: string;
};

export function takesAdyen(hotel: Pick<HotelRow, 'payment_provider'>): boolean {
  return (ADYEN_PROVIDERS as readonly (string | null)[]).includes(hotel.payment_provider);
}

function findSession(db: Database, id: string): StoredSession | undefined {
  return db.prepare<[string], StoredSession>('SELECT * FROM adyen_sessions WHERE id = ?').get(id);
}

/** Adyen's error body (`status`, `errorCode`, `message`, `errorType`), which Adyen Web reads as a service error. */
export class AdyenError extends Error {
  constructor(
    readonly status: 401 | 403 | 404 | 422,
    readonly errorCode: string,
    message: string,
  ) {
    super(message);
  }

  get body() {
    return { status: this.status, errorCode: this.errorCode, message: this.message, errorType: this.status === 422 ? 'validation' : 'security' };
  }
}

/** POST .../adyen_payments/sessions: Adyen's session for this client session's booking attempt, at the server's price. */
export function createAdyenSession(
  db: Database,
  input: {
    hotel: HotelRow;
    session: ClientSession;
    idempotencyKey: string;
    request: z.output<typeof ZAdyenSessionRequest>;
    memberId: number | null;
    appOrigins: readonly string[];
    now: Date;
  },
): AdyenSession {
  const { hotel } = input;
  if (!takesAdyen(hotel)) throw notFound('This hotel does not take Adyen payments.');
  // The issuer's page sends the shopper to this address with the challenge's result: only into the app.
  if (!input.appOrigins.includes(new URL(input.request.return_url).origin)) {
    throw invalidRequest('The return address is not on the app.', { return_url: [{ error: 'invalid_return_url' }] });
  }
  const amount = bookingCharge(db, hotel, input.request, input.memberId, input.now);
  const id = `CS${randomBytes(8).toString('hex').toUpperCase()}`;
  const stored = {
    id,
    session_data: randomBytes(48).toString('base64'),
    hotel_id: hotel.id,
    client_session_id: input.session.id,
    idempotency_key: input.idempotencyKey,
    reference: `hbw-${hotel.id}-${input.idempotencyKey}`,
    amount,
    currency: hotel.currency,
    status: 'created',
    return_url: input.request.return_url,
    expires_at: new Date(input.now.getTime() + SESSION_LIFETIME_MS).toISOString(),
    created_at: input.now.toISOString(),
  };
  db.prepare(`
    INSERT INTO adyen_sessions (id, session_data, hotel_id, client_session_id, idempotency_key, reference, amount, currency, status, return_url, expires_at, created_at)
    VALUES (@id, @session_data, @hotel_id, @client_session_id, @idempotency_key, @reference, @amount, @currency, @status, @return_url, @expires_at, @created_at)`).run(stored);
  return {
    id,
    sessionData: stored.session_data,
    // The seeded hotels' currencies have no minor unit: Adyen's value in minor units is the amount itself.
    amount: { value: amount, currency: hotel.currency },
    reference: stored.reference,
    expiresAt: stored.expires_at,
    countryCode: 'JP',
    clientKey: ADYEN_STAND_IN_CLIENT_KEY,
  };
}

/** The session Adyen Web calls with: its id, the sessionData it was given, the merchant's client key, still open. */
function openSession(db: Database, id: string, sessionData: unknown, clientKey: string | undefined, now: Date): StoredSession {
  if (clientKey !== ADYEN_STAND_IN_CLIENT_KEY) throw new AdyenError(401, '000', 'Invalid client key.');
  const session = findSession(db, id);
  if (!session || typeof sessionData !== 'string' || !sameText(session.session_data, sessionData)) {
    throw new AdyenError(422, '14_0417', 'The session data is not valid for this session.');
  }
  if (Date.parse(session.expires_at) <= now.getTime()) throw new AdyenError(422, '14_0418', 'The session has expired.');
  if (session.status !== 'created') throw new AdyenError(422, '14_0419', 'The session has already been paid.');
  return session;
}

/** POST /checkoutshopper/v1/sessions/{id}/setup: the session's amount and the payment methods the Card may take. */
export function setupAdyenSession(db: Database, id: string, body: { sessionData?: unknown }, clientKey: string | undefined, now: Date) {
  const session = openSession(db, id, body.sessionData, clientKey, now);
  return {
    id: session.id,
    sessionData: session.session_data,
    amount: { value: session.amount, currency: session.currency },
    expiresAt: session.expires_at,
    countryCode: 'JP',
    shopperLocale: 'en-US',
    // The hotel's normal card mode takes Visa and Mastercard (document 1 section 5), which Adyen offers as "scheme".
    paymentMethods: { paymentMethods: [{ type: 'scheme', name: 'Cards', brands: ['visa', 'mc'] }] },
    configuration: { enableStoreDetails: false },
  };
}

// Client-side encryption: the secured fields post a field's value to the stand-in, which answers an opaque blob only
// it can read (Adyen encrypts with the merchant's public key, which only Adyen can decrypt).
const FIELD_KEY = randomBytes(32);
const BLOB_PREFIX = 'adyenjs_0_1_25$';

type AdyenField = 'number' | 'expiryMonth' | 'expiryYear' | 'cvc';

function encryptField(field: AdyenField, value: string, now: Date): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', FIELD_KEY, iv);
  const body = Buffer.concat([cipher.update(JSON.stringify({ field, value, generationtime: now.toISOString() })), cipher.final()]);
  return BLOB_PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}

function decryptField(blob: unknown, field: AdyenField, now: Date): string | undefined {
  if (typeof blob !== 'string' || !blob.startsWith(BLOB_PREFIX)) return undefined;
  try {
    const raw = Buffer.from(blob.slice(BLOB_PREFIX.length), 'base64');
    const decipher = createDecipheriv('aes-256-gcm', FIELD_KEY, raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    const plain = JSON.parse(Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8')) as { field?: unknown; value?: unknown; generationtime?: unknown };
    if (plain.field !== field || typeof plain.value !== 'string' || typeof plain.generationtime !== 'string') return undefined;
    return now.getTime() - Date.parse(plain.generationtime) <= FIELD_LIFETIME_MS ? plain.value : undefined;
  } catch {
    return undefined;
  }
}

/** The card brands the secured fields recognise by number, in Adyen's names. */
export function adyenBrandOf(number: string): string {
  if (/^4/.test(number)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'mc';
  if (/^3[47]/.test(number)) return 'amex';
  if (/^35/.test(number)) return 'jcb';
  if (/^3[068]/.test(number)) return 'diners';
  return 'card';
}

type EncryptedField = { encryptedFieldName: string; blob: string };

/**
 * POST /checkoutshopper/securedfields/{clientKey}/encrypt, from the secured field's own page: the field checked as
 * Adyen's secured fields check it, and its blob(s). Undefined when the value is not a complete, valid field.
 */
export function encryptSecuredField(fieldType: unknown, value: unknown, now: Date): EncryptedField[] | undefined {
  if (typeof value !== 'string') return undefined;
  const digits = value.replace(/\D/g, '');
  if (fieldType === 'encryptedCardNumber') {
    return digits.length >= 12 && digits.length <= 19 && passesLuhn(digits) ? [{ encryptedFieldName: 'encryptedCardNumber', blob: encryptField('number', digits, now) }] : undefined;
  }
  if (fieldType === 'encryptedSecurityCode') {
    return /^\d{3,4}$/.test(digits) ? [{ encryptedFieldName: 'encryptedSecurityCode', blob: encryptField('cvc', digits, now) }] : undefined;
  }
  if (fieldType === 'encryptedExpiryDate') {
    const month = Number(digits.slice(0, 2));
    const year = 2000 + Number(digits.slice(2, 4));
    const endOfMonth = Date.UTC(year, month, 1);
    if (digits.length !== 4 || month < 1 || month > 12 || endOfMonth <= now.getTime()) return undefined;
    return [
      { encryptedFieldName: 'encryptedExpiryMonth', blob: encryptField('expiryMonth', digits.slice(0, 2), now) },
      { encryptedFieldName: 'encryptedExpiryYear', blob: encryptField('expiryYear', String(year), now) },
    ];
  }
  return undefined;
}

type PaymentMethodData = { type?: unknown; encryptedCardNumber?: unknown; encryptedExpiryMonth?: unknown; encryptedExpiryYear?: unknown; encryptedSecurityCode?: unknown };

/** What Adyen Web reads of a payment's answer (it warns of any other field), so every reason stays server side. */
type PaymentAnswer =
  | { resultCode: 'Authorised'; sessionData: string; sessionResult: string }
  | { resultCode: 'Refused'; sessionData: string }
  | { resultCode: 'RedirectShopper'; sessionData: string; action: { type: 'redirect'; paymentMethodType: 'scheme'; url: string; method: 'GET' } };

/** Authorises the session once, with Adyen's opaque result, which the booking verifies. */
function authorise(db: Database, session: StoredSession, card: { brand: string; last4: string }): PaymentAnswer {
  const sessionResult = randomBytes(24).toString('base64url');
  const pspReference = Array.from(randomBytes(16), (byte) => String(byte % 10)).join('');
  const changed = db
    .prepare("UPDATE adyen_sessions SET status = 'authorised', psp_reference = ?, session_result = ?, card_brand = ?, card_last4 = ? WHERE id = ? AND status = 'created'")
    .run(pspReference, sessionResult, card.brand, card.last4, session.id).changes;
  if (changed !== 1) throw new AdyenError(422, '14_0419', 'The session has already been paid.');
  return { resultCode: 'Authorised', sessionData: session.session_data, sessionResult };
}

/**
 * POST /checkoutshopper/v1/sessions/{id}/payments: the card of the secured fields paid against the session. An
 * approved card authorises the session and answers Adyen's `sessionResult`, which the booking verifies; a refused
 * one leaves it open for another card, as Adyen does. A card its issuer challenges (Adyen's 3-D Secure 2 test
 * cards) answers Adyen's `redirect` action to the issuer's page (ADR 270); the session stays open meanwhile.
 */
export function payAdyenSession(
  db: Database,
  id: string,
  body: { sessionData?: unknown; paymentMethod?: PaymentMethodData },
  clientKey: string | undefined,
  origin: string,
  now: Date,
): PaymentAnswer {
  const session = openSession(db, id, body.sessionData, clientKey, now);
  const method = body.paymentMethod ?? {};
  const number = decryptField(method.encryptedCardNumber, 'number', now);
  const month = decryptField(method.encryptedExpiryMonth, 'expiryMonth', now);
  const year = decryptField(method.encryptedExpiryYear, 'expiryYear', now);
  const cvc = decryptField(method.encryptedSecurityCode, 'cvc', now);
  if (method.type !== 'scheme' || !number || !month || !year || !cvc) throw new AdyenError(422, '174', 'Unable to decrypt data.');
  const brand = adyenBrandOf(number);
  if (brand !== 'visa' && brand !== 'mc') throw new AdyenError(422, '103', 'This card brand is not accepted for this session.');
  const outcome = ADYEN_TEST_CARDS.get(number);
  if (outcome === 'decline' || outcome === 'insufficient_funds') return { resultCode: 'Refused', sessionData: session.session_data };
  if (outcome === 'challenge') {
    if (!session.return_url) throw new AdyenError(422, '14_0410', 'The session has no returnUrl for the redirect.');
    const md = randomBytes(24).toString('base64url');
    db.prepare('INSERT INTO adyen_redirects (id, session_id, card_brand, card_last4, created_at) VALUES (?, ?, ?, ?, ?)').run(
      md,
      session.id,
      brand,
      number.slice(-4),
      now.toISOString(),
    );
    // Adyen's redirect action for 3-D Secure 2: a GET of the issuer's page on Adyen's origin, the MD in its query.
    const url = `${origin}/checkoutshopper/threeDS/redirect?${new URLSearchParams({ MD: md }).toString()}`;
    return { resultCode: 'RedirectShopper', sessionData: session.session_data, action: { type: 'redirect', paymentMethodType: 'scheme', url, method: 'GET' } };
  }
  return authorise(db, session, { brand, last4: number.slice(-4) });
}

type StoredRedirect = {
  id: string;
  session_id: string;
  card_brand: string;
  card_last4: string;
  outcome: 'authenticated' | 'failed' | null;
  redirect_result: string | null;
  used_at: string | null;
};

/** The challenge the issuer's page shows: its redirect, open or answered, with its session's return address. */
type OpenChallenge = StoredRedirect & { return_url: string; expires_at: string; hotel_id: number };

export function findAdyenChallenge(db: Database, md: string): OpenChallenge | undefined {
  return db
    .prepare<[string], OpenChallenge>(
      'SELECT r.*, s.return_url, s.expires_at, s.hotel_id FROM adyen_redirects r JOIN adyen_sessions s ON s.id = r.session_id WHERE r.id = ? AND s.return_url IS NOT NULL',
    )
    .get(md);
}

/**
 * The shopper answered the issuer (the password, or Cancel): the challenge is settled once, and the answer is the
 * session's return address with Adyen's `sessionId` and an opaque `redirectResult`. A second answer changes nothing.
 */
export function answerAdyenChallenge(db: Database, md: string, passed: boolean): string | undefined {
  const result = randomBytes(32).toString('base64url');
  db.prepare('UPDATE adyen_redirects SET outcome = ?, redirect_result = ? WHERE id = ? AND outcome IS NULL').run(passed ? 'authenticated' : 'failed', result, md);
  return adyenReturnAddress(db, md);
}

/** Where the issuer sends the shopper back, once the challenge is answered: undefined while it is open. */
export function adyenReturnAddress(db: Database, md: string): string | undefined {
  const challenge = findAdyenChallenge(db, md);
  if (!challenge?.redirect_result) return undefined;
  const url = new URL(challenge.return_url);
  url.searchParams.set('sessionId', challenge.session_id);
  url.searchParams.set('redirectResult', challenge.redirect_result);
  return url.toString();
}

/**
 * POST /checkoutshopper/v1/sessions/{id}/paymentDetails: Adyen Web hands over the `redirectResult` the issuer sent
 * the shopper back with. It must be a result of a challenge of this session, answered, and not read before; a
 * passed challenge authorises the session as an approved card does, a failed one is refused (the session stays open).
 */
export function adyenPaymentDetails(
  db: Database,
  id: string,
  body: { sessionData?: unknown; details?: { redirectResult?: unknown } },
  clientKey: string | undefined,
  now: Date,
): PaymentAnswer {
  const session = openSession(db, id, body.sessionData, clientKey, now);
  const redirectResult = body.details?.redirectResult;
  const redirect =
    typeof redirectResult === 'string' && redirectResult.length > 0
      ? db.prepare<[string], StoredRedirect>('SELECT * FROM adyen_redirects WHERE redirect_result = ?').get(redirectResult)
      : undefined;
  if (!redirect || redirect.session_id !== session.id || redirect.outcome === null) {
    throw new AdyenError(422, '14_0420', 'The redirectResult is not valid for this session.');
  }
  // Read once: a replayed result (a reload, another tab, an attacker who saw the address) is refused.
  const marked = db.prepare('UPDATE adyen_redirects SET used_at = ? WHERE id = ? AND used_at IS NULL').run(now.toISOString(), redirect.id).changes;
  if (marked !== 1) throw new AdyenError(422, '14_0421', 'The payment details have already been submitted.');
  if (redirect.outcome === 'failed') return { resultCode: 'Refused', sessionData: session.session_data };
  return authorise(db, session, { brand: redirect.card_brand, last4: redirect.card_last4 });
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

const refusedSession = (message: string, error = 'invalid_card_token') => invalidRequest(message, { 'payment.card_token': [{ error }] });

/**
 * The booking's check, inside its transaction (a refusal books nothing; two bookings cannot both use it): the
 * session's result as the stand-in recorded it, for this hotel, client session and attempt, authorised at the
 * amount this booking charges, used once. The client's word that the payment succeeded is never enough. Answers
 * the payment's pspReference.
 */
export function completeAdyenSession(
  db: Database,
  token: string,
  booking: { hotelId: number; sessionId: number; idempotencyKey: string; amount: number; reservationId: number },
): string {
  const match = /^adyen_(CS[0-9A-F]{16})_([A-Za-z0-9_-]+)$/.exec(token);
  const session = match?.[1] ? findSession(db, match[1]) : undefined;
  if (!match?.[2] || !session || session.hotel_id !== booking.hotelId || session.client_session_id !== booking.sessionId || session.idempotency_key !== booking.idempotencyKey) {
    throw refusedSession('This Adyen session is unknown or belongs to another booking.');
  }
  if (session.status === 'completed') throw refusedSession('This Adyen session has already paid a booking.');
  if (session.status !== 'authorised' || session.session_result === null || !sameText(session.session_result, match[2])) {
    throw refusedSession('This Adyen session has not been paid.');
  }
  if (session.amount !== booking.amount) throw refusedSession('The Adyen session is for another amount than this booking.', 'adyen_amount_changed');
  db.prepare("UPDATE adyen_sessions SET status = 'completed', reservation_id = ? WHERE id = ? AND status = 'authorised'").run(booking.reservationId, session.id);
  // Adyen's reference for the payment, on which a refund is made (ADR 263).
  return session.psp_reference ?? '';
}

import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { IDEMPOTENCY_KEY_REUSED_TITLE } from '#domain/constants/error-codes.ts';
import { REQUEST_HEADERS } from '#domain/contracts/headers.ts';
import { ZApiErrorBody, type ApiErrorBody } from '#domain/entities/api-error.ts';
import type { CreateReservationRequest } from '#domain/entities/reservation.ts';
import type { Database } from '../db/open-database';
import { ApiError } from '../http/api-error';
import { sha256Hex } from '../security/digest';

// Idempotency keys (ADR 197) name one booking attempt. A key is found by any session of the brand that made it, so
// a retry after a session renewal is still answered with the first result; the key itself is the proof, as random
// as a bearer token, and kept only as its digest.

/** Who may find a key: the brand the booking session acts for, and the key. */
export type AttemptScope = { brandId: number; key: string };

/** What an attempt came to: the reservation it made, or the refusal it got once it had started executing. */
export type AttemptOutcome =
  | { kind: 'booked'; reservationId: number }
  | { kind: 'refused'; status: ContentfulStatusCode; body: ApiErrorBody };

export type StoredAttempt = { hotelId: number; requestSha256: string; outcome: AttemptOutcome };

type AttemptRow = {
  hotel_id: number;
  request_sha256: string;
  reservation_id: number | null;
  refusal_status: number | null;
  refusal_body: string | null;
};

/**
 * What makes two requests the same attempt: the hotel and the whole request but its payment credential. A guest
 * who lost the answer types the card again and it is tokenized anew, so the token may differ between tries.
 */
export function attemptFingerprint(hotelId: number, body: CreateReservationRequest): string {
  const { payment, ...rest } = body;
  const { card_token: _credential, ...paymentWithoutCredential } = { card_token: undefined, ...payment };
  return sha256Hex(JSON.stringify({ hotelId, body: rest, payment: paymentWithoutCredential }));
}

export function findAttempt(db: Database, scope: AttemptScope): StoredAttempt | undefined {
  const row = db
    .prepare<[number, string], AttemptRow>(
      'SELECT hotel_id, request_sha256, reservation_id, refusal_status, refusal_body FROM idempotency_keys WHERE brand_id = ? AND key_sha256 = ?',
    )
    .get(scope.brandId, sha256Hex(scope.key));
  if (!row) return undefined;
  const outcome: AttemptOutcome =
    row.reservation_id !== null
      ? { kind: 'booked', reservationId: row.reservation_id }
      : {
          kind: 'refused',
          status: (row.refusal_status ?? 500) as ContentfulStatusCode,
          body: ZApiErrorBody.parse(JSON.parse(row.refusal_body ?? 'null')),
        };
  return { hotelId: row.hotel_id, requestSha256: row.request_sha256, outcome };
}

export function rememberAttempt(db: Database, scope: AttemptScope, attempt: StoredAttempt & { createdAt: string }): void {
  const { outcome } = attempt;
  db.prepare(
    `INSERT INTO idempotency_keys (brand_id, key_sha256, hotel_id, request_sha256, reservation_id, refusal_status, refusal_body, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    scope.brandId,
    sha256Hex(scope.key),
    attempt.hotelId,
    attempt.requestSha256,
    outcome.kind === 'booked' ? outcome.reservationId : null,
    outcome.kind === 'refused' ? outcome.status : null,
    outcome.kind === 'refused' ? JSON.stringify(outcome.body) : null,
    attempt.createdAt,
  );
}

/**
 * A refusal of a request that had started executing, stored as Stripe stores it: a retry gets the same answer.
 * A request refused as invalid (422 `invalid`, code 1000: the request itself breaks a rule) did not start; it is not
 * stored, so the corrected request may use the key. 5xx failures are not answers: nothing was written, so a retry
 * may execute.
 */
export function isExecutedRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && error.body.title !== 'invalid';
}

/** The stored refusal, answered again exactly as it was first answered. */
export class ReplayedRefusal extends ApiError {
  override readonly body: ApiErrorBody;

  constructor(status: ContentfulStatusCode, body: ApiErrorBody) {
    super(status, body.title, body.details.base?.[0]?.error ?? body.title);
    this.body = body;
  }
}

export function keyReusedError(): ApiError {
  return new ApiError(
    422,
    IDEMPOTENCY_KEY_REUSED_TITLE,
    'This booking attempt was already sent with another stay, other guests or another price. Check whether it went through before booking again.',
    { codes: [1000], fields: { [REQUEST_HEADERS.idempotencyKey]: [{ error: 'already used for another request' }] } },
  );
}

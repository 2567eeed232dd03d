import type { Database } from '../db/open-database';

type IdempotencyRecord = { request_sha256: string; reservation_id: number };

/** Keys are scoped to the client session: another client reusing a key books on its own. */
export function findIdempotencyRecord(db: Database, sessionId: number, key: string): IdempotencyRecord | undefined {
  return db
    .prepare<[number, string], IdempotencyRecord>(
      'SELECT request_sha256, reservation_id FROM idempotency_keys WHERE client_session_id = ? AND idempotency_key = ?',
    )
    .get(sessionId, key);
}

export function rememberIdempotencyKey(
  db: Database,
  record: { sessionId: number; key: string; requestSha256: string; reservationId: number; createdAt: string },
): void {
  db.prepare(
    'INSERT INTO idempotency_keys (client_session_id, idempotency_key, request_sha256, reservation_id, created_at) VALUES (?, ?, ?, ?, ?)',
  ).run(record.sessionId, record.key, record.requestSha256, record.reservationId, record.createdAt);
}

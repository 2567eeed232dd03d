import { TIME } from '#domain/constants/limits.ts';
import type { Database } from '../db/open-database';
import { matchesDigest, sha256Hex } from '../security/digest';
import { newSessionToken } from '../security/random-tokens';

/** A client session as the handlers see it: whose brand it may act for. */
export type ClientSession = { id: number; brandId: number };

export function findApiClient(db: Database, key: string, secret: string): { id: number } | undefined {
  const client = db
    .prepare<[string], { id: number; secret_sha256: string }>('SELECT id, secret_sha256 FROM api_clients WHERE client_key = ?')
    .get(key);
  return client && matchesDigest(secret, client.secret_sha256) ? { id: client.id } : undefined;
}

/** Only the token's digest is stored: the bearer token itself exists only in the answer. */
export function openClientSession(
  db: Database,
  apiClientId: number,
  brandId: number,
  now: Date,
): { token: string; expiresAt: Date } {
  const token = newSessionToken();
  const expiresAt = new Date(now.getTime() + TIME.clientSessionCookieMs);
  db.prepare(
    'INSERT INTO client_sessions (token_sha256, api_client_id, brand_id, created_at_ms, expires_at_ms) VALUES (?, ?, ?, ?, ?)',
  ).run(sha256Hex(token), apiClientId, brandId, now.getTime(), expiresAt.getTime());
  return { token, expiresAt };
}

export function findClientSession(db: Database, token: string | undefined, now: Date): ClientSession | undefined {
  if (!token) return undefined;
  const row = db
    .prepare<[string, number], { id: number; brand_id: number }>(
      'SELECT id, brand_id FROM client_sessions WHERE token_sha256 = ? AND expires_at_ms > ?',
    )
    .get(sha256Hex(token), now.getTime());
  return row && { id: row.id, brandId: row.brand_id };
}

/** The travel-agency site's session (no hotel code when it was opened): good for /api/ota calls, no brand's. */
export function openOtaClientSession(db: Database, apiClientId: number, now: Date): { token: string; expiresAt: Date } {
  const token = newSessionToken();
  const expiresAt = new Date(now.getTime() + TIME.clientSessionCookieMs);
  db.prepare(
    'INSERT INTO ota_client_sessions (token_sha256, api_client_id, created_at_ms, expires_at_ms) VALUES (?, ?, ?, ?)',
  ).run(sha256Hex(token), apiClientId, now.getTime(), expiresAt.getTime());
  return { token, expiresAt };
}

export function isOtaClientSession(db: Database, token: string | undefined, now: Date): boolean {
  if (!token) return false;
  return (
    db
      .prepare<[string, number], { id: number }>('SELECT id FROM ota_client_sessions WHERE token_sha256 = ? AND expires_at_ms > ?')
      .get(sha256Hex(token), now.getTime()) !== undefined
  );
}

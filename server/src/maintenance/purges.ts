import type { Database } from '../db/open-database';
import { SIGN_IN_LOCK } from '#domain/entities/member.ts';
import { CARD_TOKEN_LIFETIME_MS } from '../payments/card-tokens';

const HOUR_MS = 60 * 60_000;

/**
 * How long rows outlive their use (ADR 198). An idempotency key only has to outlast the client's retries of one
 * booking attempt: 24 hours, as Stripe keeps them. The mail outbox is a demo page, not an archive: 30 days.
 */
export const RETENTION = {
  idempotencyKeysMs: 24 * HOUR_MS,
  outboxMailsMs: 30 * 24 * HOUR_MS,
} as const;

const isoBefore = (now: Date, ms: number) => new Date(now.getTime() - ms).toISOString();

/**
 * Expired client sessions (booking and travel-agency), except those a reservation or an upload still points at: the
 * reservation keeps its session for good, the upload until its own purge. (Booking attempts are kept by brand and
 * key, not by session, so that a renewed session finds them: ADR 197.)
 */
export function purgeClientSessions(db: Database, now: Date): number {
  const booking = db
    .prepare(`
      DELETE FROM client_sessions WHERE expires_at_ms <= ?
        AND NOT EXISTS (SELECT 1 FROM reservations r WHERE r.client_session_id = client_sessions.id)
        AND NOT EXISTS (SELECT 1 FROM file_attachments f WHERE f.client_session_id = client_sessions.id)`)
    .run(now.getTime()).changes;
  const ota = db.prepare('DELETE FROM ota_client_sessions WHERE expires_at_ms <= ?').run(now.getTime()).changes;
  return booking + ota;
}

/** Member sessions past expiry or signed out: their tokens find nothing either way (chatbots hold none, ADR 192). */
export function purgeMemberSessions(db: Database, now: Date): number {
  return db
    .prepare(`
      DELETE FROM member_sessions WHERE id IN (
        SELECT id FROM member_sessions WHERE expires_at_ms <= @now
        UNION SELECT id FROM member_sessions WHERE ended_at_ms IS NOT NULL)`)
    .run({ now: now.getTime() }).changes;
}

/** Chatbot credentials past their hour or revoked: they name nobody any more (ADR 192). */
export function purgeChatbotCredentials(db: Database, now: Date): number {
  return db
    .prepare('DELETE FROM chatbot_credentials WHERE expires_at_ms <= ? OR revoked_at_ms IS NOT NULL')
    .run(now.getTime()).changes;
}

/** Failed-sign-in counts whose window and lock are both over: the next failure starts a new window anyway. */
export function purgeSignInFailures(db: Database, now: Date): number {
  const windowMs = SIGN_IN_LOCK.windowMinutes * 60_000;
  return db
    .prepare('DELETE FROM sign_in_failures WHERE window_started_at_ms <= ? AND (locked_until_ms IS NULL OR locked_until_ms <= ?)')
    .run(now.getTime() - windowMs, now.getTime()).changes;
}

export function purgeIdempotencyKeys(db: Database, now: Date): number {
  return db.prepare('DELETE FROM idempotency_keys WHERE created_at < ?').run(isoBefore(now, RETENTION.idempotencyKeysMs)).changes;
}

/** Tokens never spent on a booking, past their lifetime; a spent token stays with its reservation. */
export function purgeCardTokens(db: Database, now: Date): number {
  return db
    .prepare('DELETE FROM card_tokens WHERE used_by_reservation_id IS NULL AND created_at <= ?')
    .run(isoBefore(now, CARD_TOKEN_LIFETIME_MS)).changes;
}

export function purgeOutboxMails(db: Database, now: Date): number {
  return db.prepare('DELETE FROM outbox_mails WHERE created_at < ?').run(isoBefore(now, RETENTION.outboxMailsMs)).changes;
}

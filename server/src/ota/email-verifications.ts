import { randomInt } from 'node:crypto';
import { INVALID_CODE, LINK_EXPIRED_CODE } from '#domain/constants/error-codes.ts';
import type { UiLocale } from '#domain/constants/locales.ts';
import { OTA_BOOKING_LIMITS, type EmailVerificationAnswer, type EmailVerificationRequest } from '#domain/entities/ota-booking.ts';
import { isOtaSource, type BookingSource } from '#domain/rules/booking-source.ts';
import type { Database } from '../db/open-database';
import { invalidRequest, type ApiError } from '../http/api-error';
import { mailLanguage } from '../outbox/mail-language';
import { writeMail } from '../outbox/outbox';
import { matchesDigest, sha256Hex } from '../security/digest';
import { newSessionToken } from '../security/random-tokens';
import type { ClientSession } from '../sessions/client-sessions';
import { EMAIL_VERIFICATION_MAIL_TEXTS } from './email-verification-mail-texts';

type PendingRow = { id: number; code_sha256: string; wrong_attempts: number; code_expires_at_ms: number };

const normalised = (email: string) => email.trim().toLowerCase();

function newCode(): string {
  return String(randomInt(0, 10 ** OTA_BOOKING_LIMITS.codeLength)).padStart(OTA_BOOKING_LIMITS.codeLength, '0');
}

/** Subject and body of the code's mail in the guest's language (English when it is not a UI locale). */
export function renderVerificationMail(locale: UiLocale, code: string): { subject: string; body: string } {
  const texts = EMAIL_VERIFICATION_MAIL_TEXTS[mailLanguage(locale).locale];
  const minutes = OTA_BOOKING_LIMITS.codeLifetimeMs / 60_000;
  return { subject: texts.subject(code), body: [texts.intro, code, '', texts.expiry(minutes)].join('\n') };
}

/** Mails a new code; an earlier code of the session for the address stops working. */
function sendCode(db: Database, session: ClientSession, email: string, locale: UiLocale, now: Date): EmailVerificationAnswer {
  const code = newCode();
  const expiresAt = now.getTime() + OTA_BOOKING_LIMITS.codeLifetimeMs;
  const mail = renderVerificationMail(locale, code);
  db.transaction(() => {
    db.prepare('DELETE FROM email_verifications WHERE client_session_id = ? AND email = ? AND token_sha256 IS NULL').run(session.id, normalised(email));
    db.prepare(
      'INSERT INTO email_verifications (client_session_id, email, code_sha256, created_at_ms, code_expires_at_ms) VALUES (?, ?, ?, ?, ?)',
    ).run(session.id, normalised(email), sha256Hex(code), now.getTime(), expiresAt);
    writeMail(db, { to_address: email.trim(), subject: mail.subject, body: mail.body, reservation_id: null, created_at: now.toISOString() });
  })();
  return { data: { status: 'sent', expires_at: new Date(expiresAt).toISOString() } };
}

const expired = () =>
  invalidRequest('This code has expired or was entered wrongly too often. Ask for a new code.', { code: [{ error: 'code_expired', code: LINK_EXPIRED_CODE }] }, LINK_EXPIRED_CODE);

/**
 * Checks the code the session was mailed for the address. Each wrong code counts; the fifth spends the code, so
 * a code cannot be guessed within its life (5 tries in a million), and asking for codes is rate limited.
 */
function checkCode(db: Database, session: ClientSession, email: string, code: string, now: Date): EmailVerificationAnswer {
  // A refusal is returned, not thrown, so the wrong attempt it counts is committed.
  const result = db
    .transaction((): EmailVerificationAnswer | { refusal: ApiError } => {
      const pending = db
        .prepare<[number, string], PendingRow>(
          `SELECT id, code_sha256, wrong_attempts, code_expires_at_ms FROM email_verifications
            WHERE client_session_id = ? AND email = ? AND token_sha256 IS NULL ORDER BY id DESC LIMIT 1`,
        )
        .get(session.id, normalised(email));
      if (!pending || pending.code_expires_at_ms <= now.getTime() || pending.wrong_attempts >= OTA_BOOKING_LIMITS.codeAttempts) return { refusal: expired() };
      if (!matchesDigest(code, pending.code_sha256)) {
        db.prepare('UPDATE email_verifications SET wrong_attempts = wrong_attempts + 1 WHERE id = ?').run(pending.id);
        return { refusal: invalidRequest('This code is not the one we sent.', { code: [{ error: 'wrong_code', code: INVALID_CODE }] }) };
      }
      const token = newSessionToken();
      const until = now.getTime() + OTA_BOOKING_LIMITS.verifiedLifetimeMs;
      db.prepare('UPDATE email_verifications SET token_sha256 = ?, verified_until_ms = ? WHERE id = ?').run(sha256Hex(token), until, pending.id);
      return { data: { status: 'verified', verification_token: token, expires_at: new Date(until).toISOString() } };
    })
    .immediate();
  if ('refusal' in result) throw result.refusal;
  return result;
}

export function verifyEmail(db: Database, session: ClientSession, body: EmailVerificationRequest, now: Date): EmailVerificationAnswer {
  return 'code' in body ? checkCode(db, session, body.email, body.code, now) : sendCode(db, session, body.email, body.locale, now);
}

/**
 * The server's gate (ADR 242): a travel-agency booking needs the booker's address verified by the same session
 * within the hour. Other channels book as before.
 */
export function assertEmailVerified(db: Database, session: ClientSession, source: BookingSource, email: string, token: string | undefined, now: Date): void {
  if (!isOtaSource(source)) return;
  const verified =
    token !== undefined &&
    db
      .prepare<[string, number, string, number], { id: number }>(
        'SELECT id FROM email_verifications WHERE token_sha256 = ? AND client_session_id = ? AND email = ? AND verified_until_ms > ?',
      )
      .get(sha256Hex(token), session.id, normalised(email), now.getTime()) !== undefined;
  if (!verified) {
    throw invalidRequest('Confirm your email address with the code we send before booking.', { email_verification_token: [{ error: 'email_not_verified' }] });
  }
}

import type { UiLocale } from '#domain/constants/locales.ts';
import type { SignUpUtm } from '#domain/entities/attribution.ts';
import { confirmationExpiresAt, isConfirmationExpired } from '#domain/rules/sign-up.ts';
import type { Database } from '../db/open-database';
import { sha256Hex } from '../security/digest';
import { newSessionToken } from '../security/random-tokens';

/** What the sign-up form sends, for one brand and hotel. */
export type SignUpDetails = {
  brandId: number;
  hotelId: number;
  email: string;
  /** scrypt, hashed by the route in every case so the answer time says nothing (sign-up-routes.ts). */
  passwordHash: string;
  firstName: string;
  lastName: string;
  locale: UiLocale;
  /** The campaign of the sign-up (ADR 233), as the contract validated it. */
  utm?: SignUpUtm | undefined;
};

/** A pending sign-up's new link: the token (only in the mail) and when it stops working. */
export type IssuedLink = { token: string; expiresAt: Date };

/**
 * What a sign-up did (ADR 190). A live pending sign-up for the address is never replaced: its details (and the
 * password chosen first) stay, and it only gets a new link, mailed to the address as a resend would, so a stranger
 * signing up with someone's address cannot swap in a password of their own. An expired or used one is replaced.
 * An address that is already a member's changes nothing and gets no mail.
 */
export type SignUpOutcome = { status: 'created' | 'renewed'; link: IssuedLink; pending: PendingSignUpRow } | { status: 'member' };

export function createPendingSignUp(db: Database, details: SignUpDetails, now: Date): SignUpOutcome {
  return db
    .transaction((): SignUpOutcome => {
      if (db.prepare('SELECT 1 FROM members WHERE brand_id = ? AND email = ?').get(details.brandId, details.email.trim())) {
        return { status: 'member' };
      }
      const existing = findSignUpByEmail(db, details.brandId, details.email);
      if (existing && existing.confirmed_at_ms === null && !isConfirmationExpired(existing.expires_at_ms, now)) {
        return { status: 'renewed', link: renewSignUpLink(db, existing.id, now), pending: existing };
      }
      const token = newSessionToken();
      const expiresAt = confirmationExpiresAt(now);
      db.prepare(
        `INSERT INTO member_sign_ups (brand_id, hotel_id, email, password_hash, first_name, last_name, locale, token_sha256, created_at_ms, expires_at_ms, utm)
         VALUES (@brandId, @hotelId, @email, @passwordHash, @firstName, @lastName, @locale, @tokenSha256, @now, @expiresAt, @utm)
         ON CONFLICT (brand_id, email) DO UPDATE SET
           hotel_id = excluded.hotel_id, password_hash = excluded.password_hash, first_name = excluded.first_name,
           last_name = excluded.last_name, locale = excluded.locale, token_sha256 = excluded.token_sha256, utm = excluded.utm,
           created_at_ms = excluded.created_at_ms, expires_at_ms = excluded.expires_at_ms, confirmed_at_ms = NULL, member_id = NULL`,
      ).run({
        brandId: details.brandId,
        hotelId: details.hotelId,
        email: details.email,
        passwordHash: details.passwordHash,
        firstName: details.firstName,
        lastName: details.lastName,
        locale: details.locale,
        tokenSha256: sha256Hex(token),
        now: now.getTime(),
        expiresAt: expiresAt.getTime(),
        utm: details.utm && Object.keys(details.utm).length > 0 ? JSON.stringify(details.utm) : null,
      });
      const pending = findSignUpByEmail(db, details.brandId, details.email);
      if (!pending) throw new Error('a stored sign-up cannot be read back');
      return { status: 'created', link: { token, expiresAt }, pending };
    })
    .immediate();
}

export type PendingSignUpRow = {
  id: number;
  brand_id: number;
  email: string;
  first_name: string;
  last_name: string;
  locale: UiLocale;
  expires_at_ms: number;
  confirmed_at_ms: number | null;
};

export function findSignUpByEmail(db: Database, brandId: number, email: string): PendingSignUpRow | undefined {
  return db
    .prepare<[number, string], PendingSignUpRow>('SELECT * FROM member_sign_ups WHERE brand_id = ? AND email = ?')
    .get(brandId, email.trim());
}

/** A new link for a pending sign-up; the period starts again. */
export function renewSignUpLink(db: Database, signUpId: number, now: Date): IssuedLink {
  const token = newSessionToken();
  const expiresAt = confirmationExpiresAt(now);
  db.prepare('UPDATE member_sign_ups SET token_sha256 = ?, expires_at_ms = ? WHERE id = ?').run(sha256Hex(token), expiresAt.getTime(), signUpId);
  return { token, expiresAt };
}

/** Opening the link: the member it made, or why it made nobody. */
export type Confirmation =
  | { status: 'ok'; memberId: number }
  | { status: 'not_found' }
  | { status: 'expired' }
  | { status: 'already_confirmed' }
  | { status: 'email_taken' };

/**
 * Turns the pending sign-up into a member of the brand's first available programme, once: in an immediate
 * transaction, so two clicks on the link cannot both make a member. Another brand's token is `not_found`.
 */
export function confirmSignUp(db: Database, token: string, brandId: number, now: Date): Confirmation {
  return db
    .transaction((): Confirmation => {
      const row = db
        .prepare<[string], PendingSignUpRow & { password_hash: string }>('SELECT * FROM member_sign_ups WHERE token_sha256 = ?')
        .get(sha256Hex(token));
      if (!row || row.brand_id !== brandId) return { status: 'not_found' };
      if (row.confirmed_at_ms !== null) return { status: 'already_confirmed' };
      if (isConfirmationExpired(row.expires_at_ms, now)) return { status: 'expired' };
      // The address became a member's another way (staff, another sign-up path) while this one waited.
      const taken = db.prepare<[number, string], { id: number }>('SELECT id FROM members WHERE brand_id = ? AND email = ?').get(brandId, row.email);
      if (taken) return { status: 'email_taken' };
      const program = db
        .prepare<[number], { id: number }>('SELECT id FROM membership_programs WHERE brand_id = ? AND available = 1 ORDER BY id LIMIT 1')
        .get(brandId);
      if (!program) return { status: 'not_found' };
      const memberId = Number(
        db
          .prepare(
            // The member keeps the language they signed up in: the profile's rules follow it (kanji and kana are
            // asked of Japanese-speaking members where the hotel asks for them, ADR 226).
            `INSERT INTO members (brand_id, program_id, email, password_hash, first_name, last_name, provider, locale, created_at)
             VALUES (?, ?, ?, ?, ?, ?, NULL, ?, ?)`,
          )
          .run(brandId, program.id, row.email, row.password_hash, row.first_name, row.last_name, row.locale, now.toISOString()).lastInsertRowid,
      );
      db.prepare('UPDATE member_sign_ups SET confirmed_at_ms = ?, member_id = ? WHERE id = ?').run(now.getTime(), memberId, row.id);
      return { status: 'ok', memberId };
    })
    .immediate();
}

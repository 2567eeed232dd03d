import { randomBytes } from 'node:crypto';
import { PAYMENT_LINK_ERROR_CODES } from '#domain/constants/error-codes.ts';
import type { SubscriptionStatus } from '#domain/contracts/marketing-emails.ts';
import type { Database } from '../db/open-database';
import type { HotelRow } from '../hotels/hotel-row';
import { ApiError } from '../http/api-error';
import { mailLanguage } from '../outbox/mail-language';
import { writeMail } from '../outbox/outbox';
import { sha256Hex } from '../security/digest';
import { MARKETING_MAIL_TEXTS } from './marketing-mail-texts';

/** Where a mail client posts the RFC 8058 one-click unsubscribe; no session, the token is the whole proof. */
export const ONE_CLICK_UNSUBSCRIBE_PATH = '/api/v1/marketing_emails/one_click';

type TokenRow = { brand_id: number; email: string };

/** A new unsubscribe token for one address of one brand; only its digest is kept. */
function issueUnsubscribeToken(db: Database, brandId: number, email: string, now: Date): string {
  const token = randomBytes(24).toString('base64url');
  db.prepare('INSERT INTO marketing_unsubscribe_tokens (token_digest, brand_id, email, created_at) VALUES (?, ?, ?, ?)').run(
    sha256Hex(token),
    brandId,
    email,
    now.toISOString(),
  );
  return token;
}

const linkInvalid = () =>
  new ApiError(404, 'unsubscribe_link_invalid', 'This unsubscribe link is not valid.', { codes: [PAYMENT_LINK_ERROR_CODES.unsubscribe_link_invalid] });

/**
 * The address a token names. With a brand (the app's calls), a token of another brand names nobody: a brand's
 * session cannot unsubscribe another brand's recipients. The one-click call has no session and takes the token's own.
 */
function tokenOwner(db: Database, token: string, brandId: number | null): TokenRow {
  const row = db.prepare<[string], TokenRow>('SELECT brand_id, email FROM marketing_unsubscribe_tokens WHERE token_digest = ?').get(sha256Hex(token));
  if (!row || (brandId !== null && row.brand_id !== brandId)) throw linkInvalid();
  return row;
}

export function isSubscribed(db: Database, brandId: number, email: string): boolean {
  const row = db
    .prepare<[number, string], { unsubscribed_at: string | null }>('SELECT unsubscribed_at FROM marketing_subscriptions WHERE brand_id = ? AND email = ?')
    .get(brandId, email);
  return !row || row.unsubscribed_at === null;
}

/** h***@example.com: enough for the owner to recognise, little for whoever a mail was forwarded to. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${email.charAt(0)}***${email.slice(at)}`;
}

export function subscriptionStatus(db: Database, token: string, brandId: number): SubscriptionStatus {
  const owner = tokenOwner(db, token, brandId);
  return { email: maskEmail(owner.email), subscribed: isSubscribed(db, owner.brand_id, owner.email) };
}

/** Unsubscribes the token's address from its brand's marketing mails; again is a no-op. */
export function unsubscribe(db: Database, token: string, brandId: number | null, now: Date): SubscriptionStatus {
  const owner = tokenOwner(db, token, brandId);
  db.prepare(`
    INSERT INTO marketing_subscriptions (brand_id, email, unsubscribed_at) VALUES (?, ?, ?)
    ON CONFLICT (brand_id, email) DO UPDATE SET unsubscribed_at = COALESCE(unsubscribed_at, excluded.unsubscribed_at)`).run(
    owner.brand_id,
    owner.email,
    now.toISOString(),
  );
  return { email: maskEmail(owner.email), subscribed: false };
}

type MarketingMail = {
  hotel: HotelRow;
  email: string;
  locale: string;
  /** The app's origin (and base path): the mail's visible link opens its unsubscribe confirmation page. */
  appUrl: string;
  /** The API's own origin, which the one-click header names. */
  apiOrigin: string;
};

/**
 * A brand's marketing mail, unless the address unsubscribed. Each carries its own token twice: in the
 * List-Unsubscribe header for the mail client's one-click POST (RFC 8058) and in the body's link to the app's page.
 */
export function writeMarketingMail(db: Database, mail: MarketingMail, now: Date): boolean {
  if (!isSubscribed(db, mail.hotel.brand_id, mail.email)) return false;
  const token = issueUnsubscribeToken(db, mail.hotel.brand_id, mail.email, now);
  const { locale, value } = mailLanguage(mail.locale);
  const texts = MARKETING_MAIL_TEXTS[locale];
  const brand = value(mail.hotel.brand_name);
  const oneClick = new URL(ONE_CLICK_UNSUBSCRIBE_PATH, mail.apiOrigin);
  oneClick.searchParams.set('token', token);
  const page = new URL(`${mail.appUrl.replace(/\/+$/, '')}/unsubscribe-email/confirmation`);
  page.searchParams.set('hotel_code', mail.hotel.code);
  page.searchParams.set('locale', locale);
  page.searchParams.set('token', token);
  writeMail(db, {
    to_address: mail.email,
    subject: texts.subject(brand),
    body: [texts.body(brand), '', texts.unsubscribe, page.toString()].join('\n'),
    reservation_id: null,
    created_at: now.toISOString(),
    headers: { 'List-Unsubscribe': `<${oneClick.toString()}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  });
  return true;
}

import type { Database } from '../db/open-database';
import { mailLanguage } from '../outbox/mail-language';
import { writeMail } from '../outbox/outbox';
import { RESERVATION_MAIL_TEXTS } from '../outbox/reservation-mail-texts';
import { EMAIL_UPDATE_MAIL_TEXTS, PASSWORD_RESET_MAIL_TEXTS } from './account-mail-texts';
import { linkExpiryText } from './sign-up-mail';
import type { IssuedMailLink } from './mail-links';

export type AccountMailKind = 'reset_password' | 'email_update';

export type AccountMail = {
  kind: AccountMailKind;
  to: string;
  firstName: string;
  lastName: string;
  /** The member's UI locale (English when it is not one). */
  locale: string;
  hotelName: string;
  /** The app address the link opens; the token is added here and exists nowhere else. */
  appUrl: string;
  link: IssuedMailLink;
};

/** The query parameter each link carries (document 1 section 2: /change-password, /member-confirmation). */
const TOKEN_PARAMS: Record<AccountMailKind, string> = { reset_password: 'reset_password_token', email_update: 'confirmation_token' };

export function accountMailLink(mail: Pick<AccountMail, 'kind' | 'appUrl' | 'link'>): string {
  const url = new URL(mail.appUrl);
  url.searchParams.set(TOKEN_PARAMS[mail.kind], mail.link.token);
  if (mail.kind === 'email_update') url.searchParams.set('email_update', 'true');
  return url.toString();
}

/** Subject and body in the member's language, laid out as the sign-up mail (sign-up-mail.ts). */
export function renderAccountMail(mail: AccountMail): { subject: string; body: string } {
  const { locale, value } = mailLanguage(mail.locale);
  const texts = (mail.kind === 'reset_password' ? PASSWORD_RESET_MAIL_TEXTS : EMAIL_UPDATE_MAIL_TEXTS)[locale];
  const { name, greeting } = RESERVATION_MAIL_TEXTS[locale];
  const hotel = value(mail.hotelName);
  const until = linkExpiryText(locale, mail.link.expiresAt);
  return {
    subject: texts.subject(hotel),
    body: [greeting(value(name(mail.firstName, mail.lastName))), '', texts.intro(hotel), accountMailLink(mail), '', texts.expiry(value(until))].join('\n'),
  };
}

export function writeAccountMail(db: Database, mail: AccountMail, now: Date): void {
  const { subject, body } = renderAccountMail(mail);
  writeMail(db, { to_address: mail.to, subject, body, reservation_id: null, created_at: now.toISOString() });
}

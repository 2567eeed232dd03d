import { LOCALE_TAGS, type UiLocale } from '#domain/constants/locales.ts';
import type { Database } from '../db/open-database';
import { writeMail } from '../outbox/outbox';
import { mailLanguage } from '../outbox/mail-language';
import { RESERVATION_MAIL_TEXTS } from '../outbox/reservation-mail-texts';
import { SIGN_UP_MAIL_TEXTS } from './sign-up-mail-texts';
import type { IssuedLink } from './sign-ups';

export type SignUpMail = {
  to: string;
  firstName: string;
  lastName: string;
  locale: UiLocale;
  hotelName: string;
  /** The app address the link opens; the token is added to it here and exists nowhere else. */
  confirmationUrl: string;
  link: IssuedLink;
};

/** The confirmation link of a pending sign-up: the app address with confirmation_token added. */
export function confirmationLink(confirmationUrl: string, token: string): string {
  const url = new URL(confirmationUrl);
  url.searchParams.set('confirmation_token', token);
  return url.toString();
}

/**
 * Subject and body in the guest's locale, as the booking mails: every UI locale has its own texts, English when the
 * stored locale is not one. The link stands alone on its line and is never isolated: a line of only a URL reads
 * left to right by itself, and mail clients and the specs that find the link stop at whitespace, not at a PDI.
 */
export function renderSignUpMail(mail: SignUpMail): { subject: string; body: string } {
  const { locale, value } = mailLanguage(mail.locale);
  const texts = SIGN_UP_MAIL_TEXTS[locale];
  // The booking mails' name order and greeting per locale (family first in Japanese, Korean and Chinese), so both
  // mails address the guest alike.
  const { name, greeting } = RESERVATION_MAIL_TEXTS[locale];
  const hotel = value(mail.hotelName);
  const until = linkExpiryText(locale, mail.link.expiresAt);
  return {
    subject: texts.subject(hotel),
    body: [
      greeting(value(name(mail.firstName, mail.lastName))),
      '',
      texts.intro(hotel),
      confirmationLink(mail.confirmationUrl, mail.link.token),
      '',
      texts.expiry(value(until)),
    ].join('\n'),
  };
}

/** "Sign-up is temporary until the emailed link is confirmed": the mail with that link, in the guest's language. */
export function writeSignUpMail(db: Database, mail: SignUpMail, now: Date): void {
  const { subject, body } = renderSignUpMail(mail);
  writeMail(db, { to_address: mail.to, subject, body, reservation_id: null, created_at: now.toISOString() });
}

/** A mailed link's expiry in Japan time, to the minute, with the zone written out for a guest elsewhere. */
export function linkExpiryText(locale: UiLocale, expiresAt: Date): string {
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    timeZone: 'Asia/Tokyo',
  }).format(expiresAt);
}

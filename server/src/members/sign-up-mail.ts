import type { UiLocale } from '../../../domain/constants/locales';
import type { Database } from '../db/open-database';
import { writeMail } from '../outbox/outbox';
import type { IssuedLink } from './sign-ups';

type SignUpMail = {
  to: string;
  firstName: string;
  lastName: string;
  locale: UiLocale;
  hotelName: string;
  /** The app address the link opens; the token is added to it here and exists nowhere else. */
  confirmationUrl: string;
  link: IssuedLink;
};

type Texts = { subject: (mail: SignUpMail) => string; lines: (mail: SignUpMail, link: string, until: string) => string[] };

// As the booking mails: Japanese for ja, English for every other locale.
const TEXTS: Record<'en' | 'ja', Texts> = {
  en: {
    subject: (mail) => `Confirm your membership at ${mail.hotelName}`,
    lines: (mail, link, until) => [
      `Dear ${mail.firstName} ${mail.lastName},`,
      '',
      `Thank you for signing up at ${mail.hotelName}. Open this link to confirm your email address and finish signing up:`,
      link,
      '',
      `The link works until ${until}. If you did not sign up, you can ignore this mail.`,
    ],
  },
  ja: {
    subject: (mail) => `【会員登録のご確認】${mail.hotelName}`,
    lines: (mail, link, until) => [
      `${mail.lastName} ${mail.firstName} 様`,
      '',
      `${mail.hotelName}の会員登録をお申し込みいただきありがとうございます。次のリンクを開いてメールアドレスを確認し、登録を完了してください。`,
      link,
      '',
      `リンクの有効期限は${until}です。お心当たりのない場合は、このメールを破棄してください。`,
    ],
  },
};

/** The confirmation link of a pending sign-up: the app address with confirmation_token added. */
export function confirmationLink(confirmationUrl: string, token: string): string {
  const url = new URL(confirmationUrl);
  url.searchParams.set('confirmation_token', token);
  return url.toString();
}

/** "Sign-up is temporary until the emailed link is confirmed": the mail with that link, in the guest's language. */
export function writeSignUpMail(db: Database, mail: SignUpMail, now: Date): void {
  const language = mail.locale === 'ja' ? 'ja' : 'en';
  const until = new Intl.DateTimeFormat(language === 'ja' ? 'ja-JP' : 'en-US', {
    dateStyle: 'long',
    timeStyle: 'long',
    timeZone: 'Asia/Tokyo',
  }).format(mail.link.expiresAt);
  const texts = TEXTS[language];
  writeMail(db, {
    to_address: mail.to,
    subject: texts.subject(mail),
    body: texts.lines(mail, confirmationLink(mail.confirmationUrl, mail.link.token), until).join('\n'),
    reservation_id: null,
    created_at: now.toISOString(),
  });
}

// The account mails (password reset, e-mail change) in all 8 UI locales: each has its own wording, carries the link
// with its token on a line of its own, and sets values apart in Arabic (issue 18).
import { describe, expect, it } from 'vitest';
import { UI_LOCALES } from '#domain/constants/locales.ts';
import { renderAccountMail, type AccountMailKind } from '#server/src/members/account-mail.ts';

const mail = (kind: AccountMailKind, locale: string) =>
  renderAccountMail({
    kind,
    to: 'hanako@example.com',
    firstName: 'Hanako',
    lastName: 'Sato',
    locale,
    hotelName: 'Sakura Hotel Tokyo Ginza',
    appUrl: 'http://localhost:5173/change-password?code=sakura-tokyo',
    link: { token: 'T0KEN-abcdefghijklmnop', expiresAt: new Date('2026-06-01T04:00:00Z') },
  });

describe('account mails', () => {
  for (const kind of ['reset_password', 'email_update'] as const) {
    it(`${kind}: a distinct subject per locale, the link on its own line, the hotel named`, () => {
      const subjects = new Set(UI_LOCALES.map((locale) => mail(kind, locale).subject));
      expect(subjects.size).toBe(UI_LOCALES.length);
      for (const locale of UI_LOCALES) {
        const { subject, body } = mail(kind, locale);
        expect(subject).toContain('Sakura Hotel Tokyo Ginza');
        const link = body.split('\n').find((line) => line.startsWith('http'));
        const param = kind === 'reset_password' ? 'reset_password_token' : 'confirmation_token';
        expect(new URL(link ?? '').searchParams.get(param)).toBe('T0KEN-abcdefghijklmnop');
        if (kind === 'email_update') expect(new URL(link ?? '').searchParams.get('email_update')).toBe('true');
      }
      expect(mail(kind, 'ar').subject).toContain('\u2068Sakura Hotel Tokyo Ginza\u2069');
      expect(mail(kind, 'xx').subject).toBe(mail(kind, 'en').subject);
    });
  }
});

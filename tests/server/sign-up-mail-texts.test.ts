// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { UI_LOCALES, type UiLocale } from '#domain/constants/locales.ts';
import { renderSignUpMail, type SignUpMail } from '#server/src/members/sign-up-mail.ts';
import { SIGN_UP_MAIL_TEXTS } from '#server/src/members/sign-up-mail-texts.ts';

const MAIL: SignUpMail = {
  to: 'mei@example.com',
  firstName: 'Mei',
  lastName: 'Tanaka',
  locale: 'en',
  hotelName: 'Sakura Hotel Tokyo Ginza',
  confirmationUrl: 'http://localhost:5173/chat-sign-up-done?hotel_code=sakura-tokyo&locale=en',
  // 15:00 in Tokyo.
  link: { token: 'T0k3n-abc_123', expiresAt: new Date('2026-06-13T06:00:00Z') },
};
const LINK = 'http://localhost:5173/chat-sign-up-done?hotel_code=sakura-tokyo&locale=en&confirmation_token=T0k3n-abc_123';

const render = (locale: string, changes: Partial<SignUpMail> = {}) => renderSignUpMail({ ...MAIL, ...changes, locale: locale as UiLocale });
const lines = (locale: string, changes: Partial<SignUpMail> = {}) => render(locale, changes).body.split('\n');
const until = (tag: string) => new Intl.DateTimeFormat(tag, { year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short', timeZone: 'Asia/Tokyo' }).format(MAIL.link.expiresAt);

/** First strong isolate … pop directional isolate: how the Arabic mail sets Latin and numeric values apart. */
const isolated = (value: string) => `\u2068${value}\u2069`;

describe('sign-up mail texts', () => {
  it('has texts for every UI locale and no others', () => {
    expect(Object.keys(SIGN_UP_MAIL_TEXTS).sort()).toEqual([...UI_LOCALES].sort());
  });

  it.each(UI_LOCALES)('%s has its own mail with the hotel, the name, the link alone on its line and the expiry', (locale) => {
    const { subject, body } = render(locale);
    expect(subject).toContain(MAIL.hotelName);
    expect(body.split('\n')).toHaveLength(6);
    expect(body.split('\n')[3]).toBe(LINK);
    for (const value of [MAIL.hotelName, 'Mei', 'Tanaka']) expect(body).toContain(value);
    expect(body).not.toMatch(/undefined|NaN|\[object/);
    // Every locale but English speaks its own language: no subject or line falls back to the English one.
    if (locale !== 'en') {
      const english = render('en');
      expect(subject).not.toBe(english.subject);
      for (const index of [0, 2, 5]) expect(body.split('\n')[index], `line ${index}`).not.toBe(english.body.split('\n')[index]);
    }
  });

  it('writes the English mail the sign-up tests read', () => {
    const { subject, body } = render('en');
    expect(subject).toBe('Confirm your membership at Sakura Hotel Tokyo Ginza');
    expect(body.split('\n')).toEqual([
      'Dear Mei Tanaka,',
      '',
      'Thank you for signing up at Sakura Hotel Tokyo Ginza. Open this link to confirm your email address and finish signing up:',
      LINK,
      '',
      `The link works until ${until('en')}. If you did not sign up, you can ignore this mail.`,
    ]);
    // \s: some ICU versions put a narrow no-break space before PM.
    expect(body).toMatch(/until June 13, 2026 at 3:00\sPM GMT\+9\./);
  });

  it('greets in Japanese family name first with 様 and gives the expiry in Japanese', () => {
    const { subject, body } = render('ja', { firstName: '芽衣', lastName: '田中' });
    expect(subject).toBe('【会員登録のご確認】Sakura Hotel Tokyo Ginza');
    expect(body.split('\n')).toEqual([
      '田中 芽衣 様',
      '',
      'Sakura Hotel Tokyo Ginzaの会員登録をお申し込みいただきありがとうございます。次のリンクを開いてメールアドレスを確認し、登録を完了してください。',
      LINK,
      '',
      `リンクの有効期限は${until('ja')}です。お心当たりのない場合は、このメールを破棄してください。`,
    ]);
    expect(body).toContain('2026年6月13日 15:00');
  });

  it('sets the Arabic mail right to left with the name, hotel and expiry isolated, and the link bare', () => {
    const { subject, body } = render('ar');
    expect(subject).toBe(`تأكيد تسجيل عضويتك في ${isolated('Sakura Hotel Tokyo Ginza')}`);
    expect(body.split('\n')).toEqual([
      // One isolate around the whole name, so "Mei Tanaka" is not reordered word by word.
      `السيد/السيدة ${isolated('Mei Tanaka')}،`,
      '',
      `شكرًا لتسجيلك في عضوية ${isolated('Sakura Hotel Tokyo Ginza')}. يُرجى فتح الرابط التالي لتأكيد عنوان بريدك الإلكتروني وإكمال التسجيل:`,
      // A line of only the URL: an isolate would end up in the link a mail client or the e2e spec picks out.
      LINK,
      '',
      `يظل الرابط صالحًا حتى ${isolated(until('ar'))}. إذا لم يصدر هذا الطلب عنك، يمكنك تجاهل هذه الرسالة.`,
    ]);
    expect(body.match(/https?:\/\/\S+/)?.[0]).toBe(LINK);
    // Left-to-right locales carry no invisible controls.
    for (const locale of UI_LOCALES.filter((candidate) => candidate !== 'ar')) expect(render(locale).body, locale).not.toMatch(/[\u2066-\u2069]/u);
  });

  it('orders names as the booking mails do: native Korean and Chinese family first without a space', () => {
    expect(lines('ko', { firstName: '민준', lastName: '김' })[0]).toBe('김민준 고객님, 안녕하세요.');
    expect(lines('zh_Hans', { firstName: '小明', lastName: '王' })[0]).toBe('尊敬的王小明：');
    expect(lines('zh_Hant')[0]).toBe('Tanaka Mei 貴賓您好：');
    expect(lines('th')[0]).toBe('เรียน คุณ Mei Tanaka');
  });

  it('gives the expiry in the guest locale and Japan time', () => {
    for (const [locale, tag] of [['ko', 'ko'], ['zh_Hant', 'zh-Hant'], ['id', 'id'], ['th', 'th']] as const) {
      expect(lines(locale)[5], locale).toContain(until(tag));
    }
  });

  it('falls back to English for a stored locale without texts', () => {
    expect(render('fr')).toEqual(render('en'));
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { UI_LOCALES } from '#domain/constants/locales.ts';
import { renderReservationMail, type MailReservation, type ReservationMail } from '#server/src/outbox/reservation-mail.ts';
import { RESERVATION_MAIL_TEXTS } from '#server/src/outbox/reservation-mail-texts.ts';

const RESERVATION: MailReservation = {
  reservation_number: 'R7K2M9Q4TX',
  email: 'hanako@example.com',
  locale: 'en',
  booker_first_name: 'Hanako',
  booker_last_name: 'Yamada',
  checkin_date: '2026-06-12',
  checkout_date: '2026-06-14',
  total_price: 36000,
  cancellation_fee: 7200,
  currency: 'JPY',
  hotel_name: 'Sakura Hotel Tokyo Ginza',
  rooms: ['Deluxe Twin / Breakfast included'],
};

const MAILS: ReservationMail[] = [{ kind: 'confirmed' }, { kind: 'cancelled' }, { kind: 'changed', priceDifference: 12000 }];

const render = (locale: string, mail: ReservationMail, changes: Partial<MailReservation> = {}) => renderReservationMail({ ...RESERVATION, ...changes, locale }, mail);

/** First strong isolate … pop directional isolate: how the Arabic mail sets Latin and numeric values apart. */
const isolated = (value: string) => `\u2068${value}\u2069`;

const FLIGHTS: NonNullable<MailReservation['flights']> = [
  { flight_id: 'JL903-2026-06-12', flight_number: 'JL903', airline: 'JAL', from: 'HND', to: 'OKA', date: '2026-06-12', departs_at: '08:00', arrives_at: '10:45', seats: 2, fare: 52000 },
  { flight_id: 'JL914-2026-06-14', flight_number: 'JL914', airline: 'JAL', from: 'OKA', to: 'HND', date: '2026-06-14', departs_at: '17:30', arrives_at: '19:50', seats: 2, fare: 50000 },
];

describe('reservation mail texts', () => {
  it.each(UI_LOCALES)('%s names the booked flights with their seats and fares in the confirmation and a change', (locale) => {
    const texts = RESERVATION_MAIL_TEXTS[locale];
    for (const mail of [{ kind: 'confirmed' }, { kind: 'changed', priceDifference: 0 }] as const) {
      const lines = render(locale, mail, { flights: FLIGHTS }).body.split('\n').filter((line) => line.startsWith(`${texts.flight}${texts.colon}`));
      expect(lines).toHaveLength(2);
      expect(lines[0]).toContain('JL903 HND→OKA 2026-06-12 08:00–10:45');
      expect(lines[1]).toContain(texts.seats(2));
      expect(lines.join()).not.toMatch(/undefined|NaN/);
    }
    if (locale !== 'en') expect(texts.seats(2)).not.toBe(RESERVATION_MAIL_TEXTS.en.seats(2));
  });

  it("writes amounts with the currency's own decimals (document 2 section 9.3: JPY, IDR, KRW, TWD, VND 0, others 2)", () => {
    const total = (currency: MailReservation['currency'], amount: number) =>
      render('en', { kind: 'confirmed' }, { currency, total_price: amount }).body.split('\n').find((line) => line.startsWith('Total: '));
    expect(total('TWD', 1234)).toBe('Total: NT$1,234');
    expect(total('IDR', 150000)).toMatch(/^Total: IDR\s150,000$/);
    expect(total('USD', 12.5)).toBe('Total: $12.50');
  });

  it.each(UI_LOCALES.flatMap((locale) => MAILS.map((mail) => [locale, mail.kind, mail] as const)))('%s has its own %s mail', (locale, _kind, mail) => {
    const { subject, body } = render(locale, mail);
    expect(subject).toContain(RESERVATION.reservation_number);
    expect(subject).toContain(RESERVATION.hotel_name);
    for (const value of [RESERVATION.reservation_number, RESERVATION.checkin_date, RESERVATION.checkout_date]) expect(body).toContain(value);
    expect(body).not.toMatch(/undefined|NaN|\[object/);
    // Every locale but English speaks its own language: no subject or body falls back to the English one.
    if (locale !== 'en') {
      const english = render('en', mail);
      expect(subject).not.toBe(english.subject);
      expect(body.split('\n')[2]).not.toBe(english.body.split('\n')[2]);
    }
  });

  it('gives each kind a subject distinct from the other kinds in every locale', () => {
    for (const locale of UI_LOCALES) {
      expect(new Set(MAILS.map((mail) => render(locale, mail).subject)).size, locale).toBe(MAILS.length);
    }
    expect(Object.keys(RESERVATION_MAIL_TEXTS).sort()).toEqual([...UI_LOCALES].sort());
  });

  it('writes the English mails with the rows the booking tests and the e2e specs read', () => {
    const confirmed = render('en', { kind: 'confirmed' });
    expect(confirmed.subject).toBe('Your booking at Sakura Hotel Tokyo Ginza is confirmed (R7K2M9Q4TX)');
    expect(confirmed.body.split('\n')).toEqual([
      'Dear Hanako Yamada,',
      '',
      'Thank you for booking Sakura Hotel Tokyo Ginza.',
      '',
      'Reservation number: R7K2M9Q4TX',
      'Check-in: 2026-06-12',
      'Check-out: 2026-06-14',
      'Room: Deluxe Twin / Breakfast included',
      'Total: ¥36,000',
      '',
      'We look forward to welcoming you.',
      '',
      'Sakura Hotel Tokyo Ginza',
    ]);
    expect(render('en', { kind: 'cancelled' }).subject).toContain('is cancelled');
    expect(render('en', { kind: 'cancelled' }).body).toContain('Cancellation fee: ¥7,200');
    const changed = render('en', { kind: 'changed', priceDifference: 12000 }).body;
    expect(changed).toContain('New total: ¥36,000');
    expect(changed).toContain('Price difference: +¥12,000');
    expect(render('en', { kind: 'changed', priceDifference: -3000 }).body).toContain('Price difference: -¥3,000');
  });

  it('greets in Japanese family name first with 様, and keeps the rows the Japanese booking test reads', () => {
    const { subject, body } = render('ja', { kind: 'confirmed' }, { booker_first_name: '花子', booker_last_name: '山田' });
    expect(subject).toBe('【予約確定】Sakura Hotel Tokyo Ginza ご予約番号 R7K2M9Q4TX');
    const lines = body.split('\n');
    expect(lines[0]).toBe('山田 花子 様');
    expect(lines).toContain('予約番号: R7K2M9Q4TX');
    expect(lines).toContain('チェックイン: 2026-06-12');
    expect(lines).toContain('チェックアウト: 2026-06-14');
    expect(lines).toContain(`合計: ${new Intl.NumberFormat('ja', { style: 'currency', currency: 'JPY' }).format(36000)}`);
    expect(render('ja', { kind: 'cancelled' }).body).toContain('キャンセル料: ');
    expect(render('ja', { kind: 'changed', priceDifference: 0 }).subject).toContain('【予約変更】');
  });

  it('sets the Arabic mail right to left with the name, hotel, number, dates and amounts isolated', () => {
    const { subject, body } = render('ar', { kind: 'cancelled' });
    expect(subject).toBe(`إلغاء حجزك في ${isolated('Sakura Hotel Tokyo Ginza')} (${isolated('R7K2M9Q4TX')})`);
    const lines = body.split('\n');
    // One isolate around the whole name, so "Hanako Yamada" is not reordered word by word.
    expect(lines[0]).toBe(`السيد/السيدة ${isolated('Hanako Yamada')}،`);
    expect(lines).toContain(`رقم الحجز: ${isolated('R7K2M9Q4TX')}`);
    expect(lines).toContain(`تاريخ الوصول: ${isolated('2026-06-12')}`);
    expect(lines).toContain(`تاريخ المغادرة: ${isolated('2026-06-14')}`);
    expect(lines).toContain(`رسوم الإلغاء: ${isolated(new Intl.NumberFormat('ar', { style: 'currency', currency: 'JPY' }).format(7200))}`);
    // Left-to-right locales carry no invisible controls.
    expect(render('en', { kind: 'cancelled' }).body).not.toMatch(/[\u2066-\u2069]/u);
  });

  it('writes native Korean and Chinese names family first without a space, romanised ones with one', () => {
    expect(render('ko', { kind: 'confirmed' }, { booker_first_name: '민준', booker_last_name: '김' }).body.split('\n')[0]).toBe('김민준 고객님, 안녕하세요.');
    expect(render('zh_Hans', { kind: 'confirmed' }, { booker_first_name: '小明', booker_last_name: '王' }).body.split('\n')[0]).toBe('尊敬的王小明：');
    expect(render('zh_Hant', { kind: 'confirmed' }).body.split('\n')[0]).toBe('Yamada Hanako 貴賓您好：');
  });

  it('formats money in the guest locale and the reservation currency', () => {
    const body = render('id', { kind: 'confirmed' }, { currency: 'USD', total_price: 1234.5 }).body;
    expect(body).toContain(`Total: ${new Intl.NumberFormat('id', { style: 'currency', currency: 'USD' }).format(1234.5)}`);
  });

  it('falls back to English for a locale without texts', () => {
    expect(render('fr', { kind: 'confirmed' })).toEqual(render('en', { kind: 'confirmed' }));
  });
});

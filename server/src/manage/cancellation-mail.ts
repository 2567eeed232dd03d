import type { Database } from '../db/open-database';
import { writeMail } from '../outbox/outbox';

type MailRow = {
  reservation_number: string;
  email: string;
  locale: string;
  booker_first_name: string;
  booker_last_name: string;
  checkin_date: string;
  checkout_date: string;
  cancellation_fee: number;
  currency: string;
  hotel_name: string;
};

// As the confirmation mail: Japanese for ja, English for every other locale.
const TEXTS = {
  en: {
    subject: (row: MailRow) => `Your booking at ${row.hotel_name} is cancelled (${row.reservation_number})`,
    lines: (row: MailRow, fee: string) => [
      `Dear ${row.booker_first_name} ${row.booker_last_name},`,
      '',
      `Your reservation at ${row.hotel_name} has been cancelled.`,
      `Reservation number: ${row.reservation_number}`,
      `Check-in: ${row.checkin_date}`,
      `Check-out: ${row.checkout_date}`,
      `Cancellation fee: ${fee}`,
    ],
  },
  ja: {
    subject: (row: MailRow) => `【予約キャンセル】${row.hotel_name} ご予約番号 ${row.reservation_number}`,
    lines: (row: MailRow, fee: string) => [
      `${row.booker_last_name} ${row.booker_first_name} 様`,
      '',
      `${row.hotel_name}のご予約をキャンセルいたしました。`,
      `予約番号: ${row.reservation_number}`,
      `チェックイン: ${row.checkin_date}`,
      `チェックアウト: ${row.checkout_date}`,
      `キャンセル料: ${fee}`,
    ],
  },
} as const;

/** The mail a guest receives when they cancel online, with the fee charged. */
export function writeCancellationMail(db: Database, reservationId: number, now: Date): void {
  const row = db
    .prepare<[number], MailRow>(`
      SELECT r.reservation_number, r.email, r.locale, r.booker_first_name, r.booker_last_name, r.checkin_date,
        r.checkout_date, r.cancellation_fee, r.currency, h.name AS hotel_name
      FROM reservations r JOIN hotels h ON h.id = r.hotel_id WHERE r.id = ?`)
    .get(reservationId);
  if (!row) throw new Error(`reservation ${reservationId} vanished while cancelling`);
  const language = row.locale === 'ja' ? 'ja' : 'en';
  const fee = new Intl.NumberFormat(language === 'ja' ? 'ja-JP' : 'en-US', { style: 'currency', currency: row.currency }).format(row.cancellation_fee);
  writeMail(db, {
    to_address: row.email,
    subject: TEXTS[language].subject(row),
    body: TEXTS[language].lines(row, fee).join('\n'),
    reservation_id: reservationId,
    created_at: now.toISOString(),
  });
}

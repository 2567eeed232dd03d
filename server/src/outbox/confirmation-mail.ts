import type { Database } from '../db/open-database';
import { writeMail } from './outbox';

type MailRow = {
  reservation_number: string;
  email: string;
  locale: string;
  booker_first_name: string;
  booker_last_name: string;
  checkin_date: string;
  checkout_date: string;
  total_price: number;
  currency: string;
  hotel_name: string;
};

type Texts = {
  subject: (row: MailRow) => string;
  lines: (row: MailRow, rooms: string[], total: string) => string[];
};

// The guest's locale picks the mail's language; locales without a template get English.
const TEXTS: Record<'en' | 'ja', Texts> = {
  en: {
    subject: (row) => `Your booking at ${row.hotel_name} is confirmed (${row.reservation_number})`,
    lines: (row, rooms, total) => [
      `Dear ${row.booker_first_name} ${row.booker_last_name},`,
      '',
      `Thank you for booking ${row.hotel_name}.`,
      `Reservation number: ${row.reservation_number}`,
      `Check-in: ${row.checkin_date}`,
      `Check-out: ${row.checkout_date}`,
      ...rooms.map((room) => `Room: ${room}`),
      `Total: ${total}`,
    ],
  },
  ja: {
    subject: (row) => `【予約確定】${row.hotel_name} ご予約番号 ${row.reservation_number}`,
    lines: (row, rooms, total) => [
      `${row.booker_last_name} ${row.booker_first_name} 様`,
      '',
      `${row.hotel_name}をご予約いただきありがとうございます。`,
      `予約番号: ${row.reservation_number}`,
      `チェックイン: ${row.checkin_date}`,
      `チェックアウト: ${row.checkout_date}`,
      ...rooms.map((room) => `客室: ${room}`),
      `合計: ${total}`,
    ],
  },
};

/** The confirmation a guest receives when a booking is done, in the guest's language. */
export function writeConfirmationMail(db: Database, reservationId: number, now: Date): void {
  const row = db
    .prepare<[number], MailRow>(`
      SELECT r.reservation_number, r.email, r.locale, r.booker_first_name, r.booker_last_name, r.checkin_date,
        r.checkout_date, r.total_price, r.currency, h.name AS hotel_name
      FROM reservations r JOIN hotels h ON h.id = r.hotel_id WHERE r.id = ?`)
    .get(reservationId);
  if (!row) return;
  const rooms = db
    .prepare<[number], { room_type_name: string; room_plan_name: string }>('SELECT room_type_name, room_plan_name FROM reservation_rooms WHERE reservation_id = ? ORDER BY id')
    .all(reservationId)
    .map((room) => `${room.room_type_name} / ${room.room_plan_name}`);
  const language = row.locale === 'ja' ? 'ja' : 'en';
  const total = new Intl.NumberFormat(language === 'ja' ? 'ja-JP' : 'en-US', { style: 'currency', currency: row.currency }).format(row.total_price);
  const texts = TEXTS[language];
  writeMail(db, {
    to_address: row.email,
    subject: texts.subject(row),
    body: texts.lines(row, rooms, total).join('\n'),
    reservation_id: reservationId,
    created_at: now.toISOString(),
  });
}

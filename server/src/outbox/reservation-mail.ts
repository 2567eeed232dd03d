import type { CurrencyCode } from '#domain/constants/currencies.ts';
import { LOCALE_TAGS } from '#domain/constants/locales.ts';
import { formatMoney } from '#domain/rules/money.ts';
import type { Database } from '../db/open-database';
import type { BankTransferInstructions } from '#domain/entities/bank-transfer.ts';
import { bankTransferInstructions } from '../payments/bank-transfer';
import { BANK_TRANSFER_MAIL_TEXTS, type BankTransferMailTexts } from './bank-transfer-mail-texts';
import { mailLanguage } from './mail-language';
import { writeMail } from './outbox';
import { RESERVATION_MAIL_TEXTS, type ReservationMailTexts } from './reservation-mail-texts';

/**
 * Which mail to send, with what only the caller knows: a change's price difference is gone from the row once the
 * change is written.
 */
export type ReservationMail = { kind: 'confirmed' } | { kind: 'cancelled' } | { kind: 'changed'; priceDifference: number };

/** The reservation as every mail reads it; rooms are "type / plan", named as booked. */
export type MailReservation = {
  reservation_number: string;
  email: string;
  locale: string;
  booker_first_name: string;
  booker_last_name: string;
  checkin_date: string;
  checkout_date: string;
  total_price: number;
  cancellation_fee: number | null;
  currency: CurrencyCode;
  hotel_name: string;
  rooms: string[];
  /** Set for a bank transfer booking (ADR 250): the confirmation and a change's mail tell how much to pay, and how. */
  bank_transfer?: BankTransferInstructions;
};

type Row = [label: string, value: string];

/** Subject and body of one mail, in the guest's locale (English when the stored locale is not a UI locale). */
export function renderReservationMail(reservation: MailReservation, mail: ReservationMail): { subject: string; body: string } {
  const { locale, value } = mailLanguage(reservation.locale);
  const texts = RESERVATION_MAIL_TEXTS[locale];
  // The currency's own decimals (document 2 section 9.3), as every amount the product shows; CLDR's symbol, which
  // names the currency unambiguously in a mail read away from the hotel's pages.
  const money = (amount: number, signDisplay: 'auto' | 'exceptZero' = 'auto') =>
    value(formatMoney(amount, reservation.currency, LOCALE_TAGS[locale], { signDisplay, currencyDisplay: 'symbol' }));
  const hotel = value(reservation.hotel_name);
  const number = value(reservation.reservation_number);
  const rows: Row[] = [
    [texts.number, number],
    [texts.checkin, value(reservation.checkin_date)],
    [texts.checkout, value(reservation.checkout_date)],
    ...ownRows(mail, reservation, texts, money, value),
    // A change tells a bank transfer guest the amount to transfer now, as the confirmation told the first one.
    ...(mail.kind !== 'cancelled' && reservation.bank_transfer ? transferRows(reservation.bank_transfer, BANK_TRANSFER_MAIL_TEXTS[locale], money, value) : []),
  ];
  const kind = texts[mail.kind];
  return {
    subject: kind.subject(hotel, number),
    body: [
      texts.greeting(value(texts.name(reservation.booker_first_name, reservation.booker_last_name))),
      '',
      kind.intro(hotel),
      '',
      ...rows.map(([label, text]) => `${label}${texts.colon}${text}`),
      '',
      kind.outro,
      '',
      hotel,
    ].join('\n'),
  };
}

/** The rows each kind adds after the number and the dates (a change's dates are the new ones: the row is read after). */
function ownRows(
  mail: ReservationMail,
  reservation: MailReservation,
  texts: ReservationMailTexts,
  money: (amount: number, signDisplay?: 'exceptZero') => string,
  value: (text: string) => string,
): Row[] {
  const rooms = reservation.rooms.map((room): Row => [texts.room, value(room)]);
  switch (mail.kind) {
    case 'confirmed':
      return [...rooms, [texts.total, money(reservation.total_price)]];
    case 'cancelled':
      return [[texts.cancellationFee, money(reservation.cancellation_fee ?? 0)]];
    case 'changed':
      return [...rooms, [texts.newTotal, money(reservation.total_price)], [texts.priceDifference, money(mail.priceDifference, 'exceptZero')]];
  }
}

/** Where and by when to transfer, and the reservation number to quote so the hotel can match the payment. */
function transferRows(
  transfer: BankTransferInstructions,
  texts: BankTransferMailTexts,
  money: (amount: number) => string,
  value: (text: string) => string,
): Row[] {
  const { account } = transfer;
  return [
    [texts.amount, money(transfer.amount)],
    [texts.dueDate, value(transfer.due_date)],
    [texts.bank, value(`${account.bank_name} ${account.branch_name}`)],
    [texts.account, value(`${texts.accountTypes[account.account_type]} ${account.account_number}`)],
    [texts.holder, value(account.account_holder)],
    [texts.reference, value(transfer.reference)],
  ];
}

/**
 * Writes a reservation mail to the outbox. Callers run it inside the transaction that made the change, so a mail
 * never tells of a booking, cancellation or change that was rolled back.
 */
export function writeReservationMail(db: Database, reservationId: number, mail: ReservationMail, now: Date): void {
  const row = db
    .prepare<
      [number],
      Omit<MailReservation, 'rooms' | 'bank_transfer'> & { payment_method: string | null; created_at: string; bank_transfer_account: string | null; time_zone: string }
    >(`
      SELECT r.reservation_number, r.email, r.locale, r.booker_first_name, r.booker_last_name, r.checkin_date,
        r.checkout_date, r.total_price, r.cancellation_fee, r.currency, h.name AS hotel_name, r.payment_method,
        r.created_at, h.bank_transfer_account, h.time_zone
      FROM reservations r JOIN hotels h ON h.id = r.hotel_id WHERE r.id = ?`)
    .get(reservationId);
  if (!row) throw new Error(`reservation ${reservationId} vanished before its ${mail.kind} mail`);
  const rooms = db
    .prepare<[number], { room_type_name: string; room_plan_name: string }>('SELECT room_type_name, room_plan_name FROM reservation_rooms WHERE reservation_id = ? ORDER BY id')
    .all(reservationId)
    .map((room) => `${room.room_type_name} / ${room.room_plan_name}`);
  const transfer = row.payment_method === 'bank_transfer' ? bankTransferInstructions(row, row) : undefined;
  const { subject, body } = renderReservationMail({ ...row, rooms, ...(transfer ? { bank_transfer: transfer } : {}) }, mail);
  writeMail(db, { to_address: row.email, subject, body, reservation_id: reservationId, created_at: now.toISOString() });
}

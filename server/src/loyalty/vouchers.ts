import { COUPON_INVALID_CODE } from '#domain/constants/error-codes.ts';
import type { UiLocale } from '#domain/constants/locales.ts';
import type { Voucher } from '#domain/entities/loyalty.ts';
import { voucherStatusOn, voucherUiStatus, voucherUseIssue, type VoucherStatus } from '#domain/rules/loyalty.ts';
import { addDays } from '#domain/rules/nights.ts';
import type { Database } from '../db/open-database';
import { ApiError } from '../http/api-error';
import { pickLocalized } from '../i18n/localized';

type VoucherRow = {
  id: number;
  member_id: number;
  hotel_id: number;
  number: string;
  names: string;
  amount: number;
  status: VoucherStatus;
  staying_from: string | null;
  staying_to: string | null;
  sale_from: string;
  sale_to: string;
  excluded_periods: string;
  valid_through: string;
  consumed_at: string | null;
  reservation_number: string | null;
};

const SELECT_VOUCHERS = `
  SELECT v.*, r.reservation_number FROM vouchers v LEFT JOIN reservations r ON r.id = v.reservation_id`;

const terms = (row: VoucherRow) => ({ ...row, excluded_periods: JSON.parse(row.excluded_periods) as { from: string; to: string }[] });

function asVoucher(row: VoucherRow, locale: UiLocale, today: string): Voucher {
  const status = voucherStatusOn(row, today);
  return {
    number: row.number,
    hotel_id: row.hotel_id,
    amount: row.amount,
    name: pickLocalized(row.names, locale),
    status,
    ui_status: voucherUiStatus(status),
    staying_period: row.staying_from === null || row.staying_to === null ? null : { from: row.staying_from, to: row.staying_to },
    sale_period: { from: row.sale_from, to: row.sale_to },
    excluded_periods: terms(row).excluded_periods,
    valid_through: row.valid_through,
    consumed_at: row.consumed_at,
    reservation_number: row.reservation_number,
  };
}

/** The member's vouchers on the brand's hotels, each with the status it has today. */
export function listVouchers(db: Database, memberId: number, brandId: number, locale: UiLocale, today: string): Voucher[] {
  return db
    .prepare<[number, number], VoucherRow>(`${SELECT_VOUCHERS} JOIN hotels h ON h.id = v.hotel_id WHERE v.member_id = ? AND h.brand_id = ? ORDER BY v.valid_through, v.id`)
    .all(memberId, brandId)
    .map((row) => asVoucher(row, locale, today));
}

function voucherRefused(error: string): ApiError {
  return new ApiError(422, 'invalid', 'This voucher cannot be used for this stay.', {
    codes: [COUPON_INVALID_CODE],
    fields: { voucher_coupon_code: [{ error, code: COUPON_INVALID_CODE }] },
  });
}

/**
 * The voucher a booking or a price call names, checked for this member, hotel and stay: another member's voucher (or
 * a guest's use of one) is answered as an unknown number. Answers its id and amount.
 */
export function usableVoucher(
  db: Database,
  input: { hotelId: number; memberId: number | null; number: string; checkin: string; checkout: string; today: string },
): { id: number; amount: number } {
  const row = db.prepare<[string, number], VoucherRow>(`${SELECT_VOUCHERS} WHERE v.number = ? AND v.hotel_id = ?`).get(input.number, input.hotelId);
  if (!row || input.memberId === null || row.member_id !== input.memberId) throw voucherRefused('unknown_voucher');
  const lastNight = input.checkout > input.checkin ? addDays(input.checkout, -1) : input.checkin;
  const issue = voucherUseIssue(terms(row), { checkin: input.checkin, lastNight }, input.today);
  if (issue) throw voucherRefused(issue);
  return { id: row.id, amount: row.amount };
}

/** Consumes the voucher for a reservation, in the booking's transaction; the status check makes it single-use. */
export function consumeVoucher(db: Database, voucherId: number, reservationId: number, now: Date): void {
  const { changes } = db
    .prepare("UPDATE vouchers SET status = 'consumed', consumed_at = ?, reservation_id = ? WHERE id = ? AND status = 'available'")
    .run(now.toISOString(), reservationId, voucherId);
  if (changes !== 1) throw voucherRefused('not_usable');
  db.prepare('UPDATE reservations SET voucher_id = ? WHERE id = ?').run(voucherId, reservationId);
}

/**
 * A booking whose card check failed or lapsed never completed, so its voucher is available again. A guest's own
 * cancellation does not give one back: consumed is final (document 1 section 4, ADR 220).
 */
export function releaseVoucher(db: Database, reservationId: number): void {
  db.prepare("UPDATE vouchers SET status = 'available', consumed_at = NULL, reservation_id = NULL WHERE reservation_id = ? AND status = 'consumed'").run(reservationId);
  db.prepare('UPDATE reservations SET voucher_id = NULL WHERE id = ?').run(reservationId);
}

import { randomBytes } from 'node:crypto';
import {
  LOTTERY_ACCOUNT_MISMATCH_TITLE,
  LOTTERY_ALREADY_ENTERED_CODE,
  LOTTERY_DEADLINE_PASSED_CODE,
  LOTTERY_DRAWN_CODE,
  LOTTERY_NOT_APPLICABLE_CODE,
  LOTTERY_OUTSIDE_PERIOD_CODE,
  LOTTERY_STATUS_CODE,
} from '#domain/constants/error-codes.ts';
import type { UiLocale } from '#domain/constants/locales.ts';
import { ZLotteryEntryRequest, type LotteryEntry, type LotteryEntryRequest } from '#domain/entities/lottery.ts';
import { deadlinePassed, nextLotteryStatus, stayLengthAllowed, withinParticipation, type LotteryAction, type LotteryStatus } from '#domain/rules/lottery-status.ts';
import type { Database } from '../db/open-database';
import { ApiError, invalidRequest } from '../http/api-error';
import { findHotelById, type HotelRow } from '../hotels/hotel-row';
import { pickLocalized } from '../i18n/localized';
import { bookerIssues } from '../reservations/guest-details';
import { hotelToday } from '../stays/stay';
import { findLotteryEvent, requireHotelEvent, type LotteryEventRow } from './lottery-events';

/** One row of `lottery_entries` (migration 042). */
export type LotteryEntryRow = {
  id: number;
  entry_number: string;
  event_id: number;
  member_id: number;
  locale: UiLocale;
  checkin_date: string;
  checkout_date: string;
  adults: number;
  booker: string;
  status: LotteryStatus;
  result_date: string | null;
  reservation_deadline: string | null;
  reservation_id: number | null;
  created_at: string;
  updated_at: string;
};

const BASE32_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** "L" and 9 base32 characters (45 random bits), like a reservation number, so entries cannot be guessed in bulk. */
function newEntryNumber(db: Database): string {
  const taken = db.prepare<[string], { id: number }>('SELECT id FROM lottery_entries WHERE entry_number = ?');
  for (;;) {
    let number = 'L';
    for (const byte of randomBytes(9)) number += BASE32_ALPHABET.charAt(byte & 31);
    if (!taken.get(number)) return number;
  }
}

function refusal(status: 403 | 409 | 422, title: string, message: string, code: number): ApiError {
  return new ApiError(status, title, message, { codes: [code] });
}

const outsidePeriod = () => refusal(422, 'lottery_outside_period', 'The participation period of this lottery is over or has not started.', LOTTERY_OUTSIDE_PERIOD_CODE);
const statusRefused = () => refusal(409, 'lottery_status', 'This entry cannot be changed this way any more.', LOTTERY_STATUS_CODE);

/** The stay must fit the event: inside its stay window, between its min and max nights, within its guests. */
function assertStayApplies(event: LotteryEventRow, stay: { checkin: string; checkout: string; adults: number }): void {
  const applies =
    stay.checkin >= event.stay_start && stay.checkout <= event.stay_end && stayLengthAllowed(event, stay.checkin, stay.checkout) && stay.adults <= event.max_adults;
  if (!applies) {
    throw new ApiError(422, 'lottery_not_applicable', `Choose a stay of ${event.min_nights} to ${event.max_nights} nights between ${event.stay_start} and ${event.stay_end}.`, {
      codes: [LOTTERY_NOT_APPLICABLE_CODE],
      fields: { checkout: [{ error: 'lottery_stay_not_applicable', code: LOTTERY_NOT_APPLICABLE_CODE }] },
    });
  }
}

/**
 * The winner booking goes through the booking path with this booker and locale, so an entry it would refuse (a name
 * not in the locale's script, missing kana where asked, ADR 226, or no address where the hotel requires one) is
 * refused now, with the booking's own rule at the same fields (ADR 231).
 */
function assertBookerBookable(hotel: HotelRow, locale: UiLocale, booker: LotteryEntryRequest['booker']): void {
  const fields = bookerIssues(hotel, locale, booker);
  if (Object.keys(fields).length > 0) throw invalidRequest('Some guest details are missing or not valid.', fields);
}

/** "Updates are disabled after the participation period ends", and a drawn event takes nothing more. */
function assertParticipationOpen(event: LotteryEventRow, now: Date): void {
  if (event.drawn_at !== null) throw refusal(422, 'lottery_drawn', 'The draw of this lottery has been made.', LOTTERY_DRAWN_CODE);
  if (!withinParticipation(event, now)) throw outsidePeriod();
}

export function enterLottery(db: Database, hotel: HotelRow, memberId: number, body: LotteryEntryRequest, now: Date): LotteryEntryRow {
  return db
    .transaction(() => {
      const event = requireHotelEvent(db, hotel, body.lottery_event_id);
      assertParticipationOpen(event, now);
      assertStayApplies(event, body);
      assertBookerBookable(hotel, body.locale, body.booker);
      const live = db
        .prepare<[number, number], { id: number }>("SELECT id FROM lottery_entries WHERE event_id = ? AND member_id = ? AND status <> 'registration_cancelled'")
        .get(event.id, memberId);
      if (live) throw refusal(409, 'lottery_already_entered', 'You have already entered this lottery.', LOTTERY_ALREADY_ENTERED_CODE);
      const at = now.toISOString();
      const number = newEntryNumber(db);
      db.prepare(`
        INSERT INTO lottery_entries (entry_number, event_id, member_id, locale, checkin_date, checkout_date, adults, booker, status, created_at, updated_at)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'registered', ?, ?)`).run(
        number,
        event.id,
        memberId,
        body.locale,
        body.checkin,
        body.checkout,
        body.adults,
        JSON.stringify(body.booker),
        at,
        at,
      );
      return requireEntryRow(db, number);
    })
    .immediate();
}

function requireEntryRow(db: Database, entryNumber: string): LotteryEntryRow {
  const row = db.prepare<[string], LotteryEntryRow>('SELECT * FROM lottery_entries WHERE entry_number = ?').get(entryNumber);
  if (!row) throw new Error(`lottery entry ${entryNumber} vanished`);
  return row;
}

/**
 * The entry, for its entrant only ("lottery management needs the same account as the entrant"): another member's
 * entry is a 403 that names no detail of it; an unknown number, or one of another hotel, a 404.
 */
export function entryForMember(db: Database, hotel: HotelRow, entryNumber: string, memberId: number): { entry: LotteryEntryRow; event: LotteryEventRow } {
  const entry = db.prepare<[string], LotteryEntryRow>('SELECT * FROM lottery_entries WHERE entry_number = ?').get(entryNumber);
  const event = entry && findLotteryEvent(db, entry.event_id);
  if (!entry || !event || event.hotel_id !== hotel.id) throw new ApiError(404, 'not_found', 'No lottery entry has this number.');
  if (entry.member_id !== memberId) {
    throw new ApiError(403, LOTTERY_ACCOUNT_MISMATCH_TITLE, 'This lottery entry belongs to another account. Sign in with the account that entered.');
  }
  return { entry, event };
}

/** Moves the entry along the status table, or refuses with 3757. */
export function moveEntry(db: Database, entry: LotteryEntryRow, action: LotteryAction, now: Date, columns: { reservation_id?: number } = {}): void {
  const next = nextLotteryStatus(entry.status, action);
  if (next === null) throw statusRefused();
  db.prepare('UPDATE lottery_entries SET status = ?, reservation_id = COALESCE(?, reservation_id), updated_at = ? WHERE id = ? AND status = ?').run(
    next,
    columns.reservation_id ?? null,
    now.toISOString(),
    entry.id,
    entry.status,
  );
}

/**
 * A win whose deadline has passed on the hotel's clock is cancelled when next read (ADR 229): the entrant sees the
 * outcome without a sweep having to run first.
 */
export function settleDeadline(db: Database, hotel: HotelRow, entry: LotteryEntryRow, now: Date): LotteryEntryRow {
  if (entry.status !== 'winner_reservation_pending' || entry.reservation_deadline === null) return entry;
  if (!deadlinePassed(entry.reservation_deadline, hotelToday(hotel, now))) return entry;
  moveEntry(db, entry, 'expire', now);
  return requireEntryRow(db, entry.entry_number);
}

export function deadlineRefused(): ApiError {
  return refusal(422, 'lottery_deadline_passed', 'The reservation deadline for this win has passed.', LOTTERY_DEADLINE_PASSED_CODE);
}

export function updateEntry(db: Database, hotel: HotelRow, entryNumber: string, memberId: number, stay: { checkin: string; checkout: string; adults: number }, now: Date): LotteryEntryRow {
  return db
    .transaction(() => {
      const { entry, event } = entryForMember(db, hotel, entryNumber, memberId);
      assertParticipationOpen(event, now);
      if (entry.status !== 'registered') throw statusRefused();
      assertStayApplies(event, stay);
      assertBookerBookable(hotel, entry.locale, ZLotteryEntryRequest.shape.booker.parse(JSON.parse(entry.booker)));
      db.prepare('UPDATE lottery_entries SET checkin_date = ?, checkout_date = ?, adults = ?, updated_at = ? WHERE id = ?').run(
        stay.checkin,
        stay.checkout,
        stay.adults,
        now.toISOString(),
        entry.id,
      );
      return requireEntryRow(db, entryNumber);
    })
    .immediate();
}

/** "Cancelling cannot be undone": registration_cancelled is final, and only a registered entry in its period may. */
export function cancelEntry(db: Database, hotel: HotelRow, entryNumber: string, memberId: number, now: Date): LotteryEntryRow {
  return db
    .transaction(() => {
      const { entry, event } = entryForMember(db, hotel, entryNumber, memberId);
      if (entry.status === 'registered') assertParticipationOpen(event, now);
      moveEntry(db, entry, 'cancel_registration', now);
      return requireEntryRow(db, entryNumber);
    })
    .immediate();
}

export function declineWin(db: Database, hotel: HotelRow, entryNumber: string, memberId: number, now: Date): LotteryEntryRow {
  return db
    .transaction(() => {
      const { entry } = entryForMember(db, hotel, entryNumber, memberId);
      const current = settleDeadline(db, hotel, entry, now);
      if (current.status === 'winner_reservation_cancelled') throw deadlineRefused();
      moveEntry(db, current, 'decline', now);
      return requireEntryRow(db, entryNumber);
    })
    .immediate();
}

export function readEntry(db: Database, hotel: HotelRow, entryNumber: string, memberId: number, now: Date): LotteryEntryRow {
  return db
    .transaction(() => {
      const { entry } = entryForMember(db, hotel, entryNumber, memberId);
      return settleDeadline(db, hotel, entry, now);
    })
    .immediate();
}

/** The member's entries at the brand's hotels, newest first, each with its deadline settled. */
export function listMemberEntries(db: Database, brandId: number, memberId: number, now: Date): LotteryEntryRow[] {
  return db
    .transaction(() => {
      const rows = db
        .prepare<[number, number], LotteryEntryRow & { hotel_id: number }>(`
          SELECT e.*, ev.hotel_id FROM lottery_entries e
          JOIN lottery_events ev ON ev.id = e.event_id JOIN hotels h ON h.id = ev.hotel_id
          WHERE e.member_id = ? AND h.brand_id = ? ORDER BY e.created_at DESC, e.id DESC`)
        .all(memberId, brandId);
      return rows.map(({ hotel_id, ...row }) => {
        const hotel = findHotelById(db, hotel_id);
        return hotel ? settleDeadline(db, hotel, row, now) : row;
      });
    })
    .immediate();
}

export function entryView(db: Database, entry: LotteryEntryRow, locale: UiLocale | undefined, now: Date): LotteryEntry {
  const event = findLotteryEvent(db, entry.event_id);
  const hotel = event && findHotelById(db, event.hotel_id);
  if (!event || !hotel) throw new Error(`lottery entry ${entry.entry_number} has no event or hotel`);
  const reservation =
    entry.reservation_id === null
      ? undefined
      : db
          .prepare<[number], { reservation_number: string; checkin_date: string; checkout_date: string; total_price: number }>(
            'SELECT reservation_number, checkin_date, checkout_date, total_price FROM reservations WHERE id = ?',
          )
          .get(entry.reservation_id);
  return {
    entry_number: entry.entry_number,
    lottery_event_id: event.id,
    event_name: pickLocalized(event.names, locale ?? entry.locale),
    hotel: { id: hotel.id, code: hotel.code, name: hotel.name },
    checkin: entry.checkin_date,
    checkout: entry.checkout_date,
    adults: entry.adults,
    status: entry.status,
    result_date: entry.result_date ?? event.result_date,
    reservation_deadline: entry.reservation_deadline,
    participation_end: event.participation_end,
    updatable: entry.status === 'registered' && event.drawn_at === null && withinParticipation(event, now),
    reservation: reservation ?? null,
    created_at: entry.created_at,
  };
}

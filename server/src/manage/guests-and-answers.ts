import type * as z from 'zod/mini';
import type { UiLocale } from '#domain/constants/locales.ts';
import type { QuestionAnswer } from '#domain/entities/reservation.ts';
import type { ZReservationGuests, ZUpdateGuestsRequest } from '#domain/entities/reservation-management.ts';
import { asksKana } from '#domain/rules/name-order.ts';
import { nameFitsLocale } from '#domain/rules/name-scripts.ts';
import type { Database } from '../db/open-database';
import { invalidRequest, type ErrorDetail } from '../http/api-error';
import { answerIssues } from '../reservations/guest-details';
import { writeAnswers } from '../reservations/reservation-answers';
import { loadReservation } from '../reservations/reservation-view';
import { hotelToday } from '../stays/stay';
import { assertUpdatable } from './management-state';
import { readManagedRow, type ManagedReservation } from './managed-reservation';
import { foreignAttachmentIssues, settleAttachments, type Uploader } from './stored-answers';

type Guests = z.input<typeof ZReservationGuests>;

export function reservationGuests(db: Database, reservationId: number): Guests {
  const reservation = loadReservation(db, reservationId);
  if (!reservation) throw new Error(`reservation ${reservationId} vanished`);
  return {
    rooms: reservation.rooms.map((room) => ({
      id: room.id,
      adults: room.adults,
      children: room.children,
      guest: room.guest,
      men_count: room.men_count ?? null,
      women_count: room.women_count ?? null,
    })),
  };
}

/** Renames rooms' guests with the booking's name rules (locale scripts, kana where the hotel asks for it). */
export function updateGuests(db: Database, managed: ManagedReservation, body: z.output<typeof ZUpdateGuestsRequest>, now: Date): Guests {
  db.transaction(() => {
    const current = { ...managed, row: readManagedRow(db, managed.row.id) };
    assertUpdatable(db, current, now);
    const booked = new Map(reservationGuests(db, current.row.id).rooms.map((room) => [room.id, room]));
    const fields: Record<string, ErrorDetail[]> = {};
    const add = (field: string, error: string) => (fields[field] ??= []).push({ error });
    body.rooms.forEach((room, i) => {
      const bookedRoom = booked.get(room.id);
      if (!bookedRoom) return add(`rooms.${i}.id`, 'unknown_room');
      for (const key of ['first_name', 'last_name'] as const) {
        if (!nameFitsLocale(room.guest[key], current.row.locale as UiLocale)) add(`rooms.${i}.guest.${key}`, 'unsupported_characters');
      }
      if (asksKana(current.row.locale, current.hotel.kanji_name_required === 1)) {
        if (!room.guest.first_name_kana) add(`rooms.${i}.guest.first_name_kana`, 'required');
        if (!room.guest.last_name_kana) add(`rooms.${i}.guest.last_name_kana`, 'required');
      }
      if (room.men_count !== undefined && room.women_count !== undefined && room.men_count + room.women_count !== bookedRoom.adults) {
        add(`rooms.${i}.men_count`, 'men_women_mismatch');
      }
    });
    if (Object.keys(fields).length > 0) throw invalidRequest('Some guest details are missing or not valid.', fields);
    const update = db.prepare(`
      UPDATE reservation_rooms SET guest_first_name = ?, guest_last_name = ?, guest_first_name_kana = ?, guest_last_name_kana = ?,
        men_count = COALESCE(?, men_count), women_count = COALESCE(?, women_count) WHERE id = ? AND reservation_id = ?`);
    for (const room of body.rooms) {
      update.run(
        room.guest.first_name,
        room.guest.last_name,
        room.guest.first_name_kana ?? null,
        room.guest.last_name_kana ?? null,
        room.men_count ?? null,
        room.women_count ?? null,
        room.id,
        current.row.id,
      );
    }
    db.prepare('UPDATE reservations SET updated_at = ? WHERE id = ?').run(now.toISOString(), current.row.id);
  }).immediate();
  return reservationGuests(db, managed.row.id);
}

export function reservationAnswers(db: Database, reservationId: number): QuestionAnswer[] {
  return loadReservation(db, reservationId)?.answers ?? [];
}

/**
 * Answers after a change, checked as at booking: questions of this hotel for the booked plans, the right kind of
 * answer, every required question answered. `merge` keeps the answers not sent (POST); otherwise they are replaced.
 * Files may be added from `uploader`'s unused uploads; the reservation's files no answer keeps are deleted.
 */
export function saveAnswers(
  db: Database,
  managed: ManagedReservation,
  answers: readonly QuestionAnswer[],
  { merge, now, uploader }: { merge: boolean; now: Date; uploader: Uploader },
): QuestionAnswer[] {
  db.transaction(() => {
    const current = { ...managed, row: readManagedRow(db, managed.row.id) };
    assertUpdatable(db, current, now);
    const reservation = loadReservation(db, current.row.id);
    if (!reservation) throw new Error(`reservation ${current.row.id} vanished`);
    const sent = new Set(answers.map((answer) => answer.question_id));
    const next = merge ? [...(reservation.answers ?? []).filter((answer) => !sent.has(answer.question_id)), ...answers] : [...answers];
    const issues = {
      ...foreignAttachmentIssues(db, current.row.id, next, uploader),
      ...answerIssues(
      db,
      current.hotel,
      {
        checkin: reservation.checkin_date,
        checkout: reservation.checkout_date,
        locale: current.row.locale as UiLocale,
        booking_source: reservation.booking_method,
        booker: { first_name: '', last_name: '', email: reservation.email, phone: reservation.phone },
        rooms: reservation.rooms.map((room) => ({
          room_type_code: room.room_type_code,
          room_plan_code: room.room_plan_code,
          adults: room.adults,
          children: room.children,
          ...(room.men_count == null || room.women_count == null ? {} : { men_count: room.men_count, women_count: room.women_count }),
        })),
        payment: { type: 'on_site' },
        answers: next,
        expected_total_price: reservation.total_price,
      },
      hotelToday(current.hotel, now),
      ),
    };
    if (Object.keys(issues).length > 0) throw invalidRequest('Some answers are missing or not valid.', issues);
    writeAnswers(db, current.row.id, next);
    settleAttachments(db, current.row.id, next);
    db.prepare('UPDATE reservations SET updated_at = ? WHERE id = ?').run(now.toISOString(), current.row.id);
  }).immediate();
  return reservationAnswers(db, managed.row.id);
}

import type { CreateReservationRequest, QuestionAnswer } from '#domain/entities/reservation.ts';
import type { AdditionalQuestion } from '#domain/entities/additional-question.ts';
import type { UiLocale } from '#domain/constants/locales.ts';
import { asksKana } from '#domain/rules/name-order.ts';
import { nameFitsLocale } from '#domain/rules/name-scripts.ts';
import { isForVisitor } from '#domain/rules/targeting-labels.ts';
import type { Database } from '../db/open-database';
import type { ErrorDetail } from '../http/api-error';
import type { HotelRow } from '../hotels/hotel-row';
import { listAdditionalQuestions } from '../questions/additional-questions';

type Fields = Record<string, ErrorDetail[]>;

export type RoomGuest = { first_name: string; last_name: string; first_name_kana?: string | undefined; last_name_kana?: string | undefined };

/**
 * Who stays in each room: the room's own guest, else the first room's guest (a guest booking for someone
 * else names them once), else the booker.
 */
export function roomGuests(body: CreateReservationRequest): RoomGuest[] {
  const first = body.rooms[0]?.guest;
  const booker = { first_name: body.booker.first_name, last_name: body.booker.last_name, first_name_kana: body.booker.first_name_kana, last_name_kana: body.booker.last_name_kana };
  return body.rooms.map((room) => room.guest ?? first ?? booker);
}

/** The booker's kana, required of a Japanese booking at a hotel that asks for it (ADR 226). */
function bookerKanaIssues(hotel: HotelRow, locale: string, booker: { first_name_kana?: string | undefined; last_name_kana?: string | undefined }): Fields {
  if (!asksKana(locale, hotel.kanji_name_required === 1)) return {};
  const fields: Fields = {};
  if (!booker.first_name_kana) fields['booker.first_name_kana'] = [{ error: 'required' }];
  if (!booker.last_name_kana) fields['booker.last_name_kana'] = [{ error: 'required' }];
  return fields;
}

type Booker = CreateReservationRequest['booker'];

/**
 * The booker's rules that depend on the booking's locale and the hotel's settings: the names in the locale's
 * script, the kana where asked, the address where the hotel requires it. A lottery entry is checked by them too,
 * as its win is booked later through the same path with the entry's booker and locale (ADR 229, 231).
 */
export function bookerIssues(hotel: HotelRow, locale: UiLocale, booker: Pick<Booker, 'first_name' | 'last_name' | 'first_name_kana' | 'last_name_kana' | 'address'>): Fields {
  const fields: Fields = {};
  if (!nameFitsLocale(booker.first_name, locale)) fields['booker.first_name'] = [{ error: 'unsupported_characters' }];
  if (!nameFitsLocale(booker.last_name, locale)) fields['booker.last_name'] = [{ error: 'unsupported_characters' }];
  Object.assign(fields, bookerKanaIssues(hotel, locale, booker));
  if (hotel.customer_address_required === 1 && !booker.address) fields['booker.address'] = [{ error: 'required' }];
  return fields;
}

/** The rules that depend on the booking's locale and the hotel's settings, each at its field with a stable code. */
export function guestDetailIssues(hotel: HotelRow, body: CreateReservationRequest): Fields {
  const fields: Fields = bookerIssues(hotel, body.locale, body.booker);
  const add = (field: string, error: string) => (fields[field] ??= []).push({ error });
  body.rooms.forEach((room, i) => {
    if (!room.guest) return;
    if (!nameFitsLocale(room.guest.first_name, body.locale)) add(`rooms.${i}.guest.first_name`, 'unsupported_characters');
    if (!nameFitsLocale(room.guest.last_name, body.locale)) add(`rooms.${i}.guest.last_name`, 'unsupported_characters');
  });
  // Kana of each room's own guest of a Japanese booking at a hotel that asks for it (ADR 226).
  if (asksKana(body.locale, hotel.kanji_name_required === 1)) {
    body.rooms.forEach((room, i) => {
      if (room.guest && !room.guest.first_name_kana) add(`rooms.${i}.guest.first_name_kana`, 'required');
      if (room.guest && !room.guest.last_name_kana) add(`rooms.${i}.guest.last_name_kana`, 'required');
    });
  }
  return fields;
}

/**
 * Answers must be to this hotel's enabled questions for the booked plans, of the kind each question asks.
 * A request that sends answers must answer every required question; clients from before the questions step
 * send none, and their bookings go through as before. With `visitorLabels`, only the questions aimed at the
 * visitor (targeting labels) may be answered and are required.
 */
export function answerIssues(db: Database, hotel: HotelRow, body: CreateReservationRequest, today: string, visitorLabels?: readonly string[]): Fields {
  const fields: Fields = {};
  if (body.answers === undefined) return fields;
  const add = (field: string, error: string) => (fields[field] ??= []).push({ error });
  const questions = listAdditionalQuestions(
    db,
    { kind: 'hotel', hotelId: hotel.id },
    { room_plan_codes: body.rooms.map((room) => room.room_plan_code), enabled: true, checkin: body.checkin, locale: body.locale },
    today,
  ).filter((question) => question.question_type !== 'notification' && (visitorLabels === undefined || isForVisitor(question.labels, visitorLabels)));
  const byId = new Map(questions.map((question) => [question.id, question]));
  const answered = new Set<number>();

  body.answers.forEach((answer, i) => {
    const question = byId.get(answer.question_id);
    if (!question) return add(`answers.${i}.question_id`, 'unknown_question');
    if (answered.has(question.id)) return add(`answers.${i}.question_id`, 'duplicate_answer');
    answered.add(question.id);
    const issue = answerIssue(question, answer, body);
    if (issue) add(`answers.${i}.${issue.field}`, issue.error);
  });
  questions.forEach((question) => {
    if (question.required && !answered.has(question.id)) add(`questions.${question.id}`, 'required');
  });
  return fields;
}

function answerIssue(question: AdditionalQuestion, answer: QuestionAnswer, body: CreateReservationRequest): { field: string; error: string } | undefined {
  const required = question.required;
  switch (question.question_type) {
    case 'checkin':
    case 'checkout':
      return timeAnswerIssue(question.question_type === 'checkin' ? 'checkin_time' : 'checkout_time', required, answer, body.rooms.length);
    case 'number_of_men_women_per_room': {
      const missing = body.rooms.findIndex((room) => room.men_count === undefined);
      return required && missing >= 0 ? { field: `rooms.${missing}.men_count`, error: 'required' } : undefined;
    }
    case 'file_attachment':
      return required && (answer.attachment_ids ?? []).length === 0 ? { field: 'attachment_ids', error: 'required' } : undefined;
    default:
      break;
  }
  if (answer.rooms !== undefined) return { field: 'rooms', error: 'not_per_room' };
  if (question.answer_type === 'options' && question.multiple_choice) {
    const chosen = answer.options ?? [];
    if (chosen.length === 0) return required ? { field: 'options', error: 'required' } : undefined;
    const valid = new Set(chosen).size === chosen.length && chosen.every((option) => question.options.includes(option));
    return valid ? undefined : { field: 'options', error: 'invalid_option' };
  }
  if (question.answer_type === 'options') {
    if (answer.option === undefined) return required ? { field: 'option', error: 'required' } : undefined;
    return question.options.includes(answer.option) ? undefined : { field: 'option', error: 'invalid_option' };
  }
  if (question.answer_type === 'file') {
    return required && (answer.attachment_ids ?? []).length === 0 ? { field: 'attachment_ids', error: 'required' } : undefined;
  }
  return required && !answer.text ? { field: 'text', error: 'required' } : undefined;
}

/**
 * A check-in or check-out time: for the reservation (`checkin_time`), or per room (`rooms`, document 1 section 3),
 * each entry naming a booked room once and giving this question's time. A required one needs the reservation's
 * time or every room's.
 */
function timeAnswerIssue(
  field: 'checkin_time' | 'checkout_time',
  required: boolean,
  answer: QuestionAnswer,
  roomCount: number,
): { field: string; error: string } | undefined {
  const rooms = answer.rooms ?? [];
  const seen = new Set<number>();
  for (const [i, room] of rooms.entries()) {
    if (room.room_index >= roomCount) return { field: `rooms.${i}.room_index`, error: 'unknown_room' };
    if (seen.has(room.room_index)) return { field: `rooms.${i}.room_index`, error: 'duplicate_room' };
    seen.add(room.room_index);
    if (!room[field]) return { field: `rooms.${i}.${field}`, error: 'required' };
  }
  if (answer.rooms !== undefined && answer[field] !== undefined) return { field: 'rooms', error: 'per_room_or_reservation' };
  if (required && !answer[field] && seen.size < roomCount) {
    return rooms.length === 0 ? { field, error: 'required' } : { field: 'rooms', error: 'required' };
  }
  return undefined;
}

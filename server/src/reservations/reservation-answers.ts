import type { QuestionAnswer } from '#domain/entities/reservation.ts';
import type { Database } from '../db/open-database';

/** Writes the reservation's answers as given, replacing any before: booking, answering again and changing the stay. */
export function writeAnswers(db: Database, reservationId: number, answers: readonly QuestionAnswer[]): void {
  db.prepare('DELETE FROM reservation_answers WHERE reservation_id = ?').run(reservationId);
  const insert = db.prepare('INSERT INTO reservation_answers (reservation_id, question_id, answer) VALUES (?, ?, ?)');
  for (const given of answers) insert.run(reservationId, given.question_id, JSON.stringify(given));
}

/** The answers as stored (a reservation read adds what it derives: rooms' facts, files' names). */
export function storedAnswers(db: Database, reservationId: number): QuestionAnswer[] {
  return db
    .prepare<[number], { answer: string }>('SELECT answer FROM reservation_answers WHERE reservation_id = ? ORDER BY question_id')
    .all(reservationId)
    .map((row) => JSON.parse(row.answer) as QuestionAnswer);
}

/** What the spec's per-room answer carries of its room (document 1 section 3), in booked room order. */
type AnsweredRoomFacts = { id: number; adults: number; men_count: number | null; women_count: number | null };

/**
 * A per-room answer as the spec's reservation holds it: each room, named by its place (room_index), gets its booked
 * room's id (reservation_hotel_room_id) and the room's adults and men and women counts. Derived when the
 * reservation is read, from the rooms as they are then, so a change of occupancy shows without rewriting answers.
 */
export function withBookedRooms(answer: QuestionAnswer, rooms: readonly AnsweredRoomFacts[]): QuestionAnswer {
  if (!answer.rooms) return answer;
  return {
    ...answer,
    rooms: answer.rooms.map((room) => {
      const booked = rooms[room.room_index];
      return { ...room, reservation_hotel_room_id: booked?.id, adults: booked?.adults, men_count: booked?.men_count ?? null, women_count: booked?.women_count ?? null };
    }),
  };
}

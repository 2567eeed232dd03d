import type { Database } from '#server/src/index.ts';

/**
 * What must hold in the database whatever happened to the process (issue 14): each list names the rows breaking
 * one rule, so a failing test says which. The seeded history (past stays RPAST…, an organisation's report RORG…)
 * predates the calendar: it has no nights and no confirmation mails.
 */
const NOT_SEEDED_HISTORY = "r.reservation_number NOT LIKE 'RPAST%' AND r.reservation_number NOT LIKE 'RORG%'";

export function bookingInvariantViolations(db: Database) {
  return {
    oversoldNights: db
      .prepare(`
        SELECT n.room_type_id, n.date, COUNT(*) AS booked, i.rooms
        FROM reservation_nights n
        JOIN reservation_rooms rr ON rr.id = n.reservation_room_id
        JOIN reservations r ON r.id = rr.reservation_id AND r.status <> 'cancelled'
        JOIN room_inventory i ON i.room_type_id = n.room_type_id AND i.date = n.date
        GROUP BY n.room_type_id, n.date HAVING COUNT(*) > i.rooms`)
      .all(),
    reservationsWithoutRooms: db
      .prepare(`
        SELECT r.reservation_number FROM reservations r
        WHERE ${NOT_SEEDED_HISTORY}
          AND NOT EXISTS (SELECT 1 FROM reservation_rooms rr WHERE rr.reservation_id = r.id)`)
      .all(),
    roomsWithMissingNights: db
      .prepare(`
        SELECT r.reservation_number, rr.id FROM reservations r JOIN reservation_rooms rr ON rr.reservation_id = r.id
        WHERE ${NOT_SEEDED_HISTORY} AND r.is_day_use = 0
          AND (SELECT COUNT(*) FROM reservation_nights n WHERE n.reservation_room_id = rr.id)
            <> CAST(julianday(r.checkout_date) - julianday(r.checkin_date) AS INTEGER)`)
      .all(),
    spentTokensWithoutReservation: db
      .prepare(`
        SELECT t.token FROM card_tokens t
        WHERE t.used_by_reservation_id IS NOT NULL
          AND NOT EXISTS (SELECT 1 FROM reservations r WHERE r.id = t.used_by_reservation_id)`)
      .all(),
    doneWithoutMail: db
      .prepare(`
        SELECT r.reservation_number FROM reservations r
        WHERE r.status = 'done' AND ${NOT_SEEDED_HISTORY}
          AND NOT EXISTS (SELECT 1 FROM outbox_mails m WHERE m.reservation_id = r.id)`)
      .all(),
  };
}

export const NO_VIOLATIONS = {
  oversoldNights: [],
  reservationsWithoutRooms: [],
  roomsWithMissingNights: [],
  spentTokensWithoutReservation: [],
  doneWithoutMail: [],
};

import { randomUUID } from 'node:crypto';
import type { LotteryWinBooking } from '#domain/entities/lottery.ts';
import type { CreateReservationRequest } from '#domain/entities/reservation.ts';
import { ZBookerRequest } from '#domain/entities/reservation.ts';
import type { Database } from '../db/open-database';
import type { HotelRow } from '../hotels/hotel-row';
import { priceBuyerFor } from '../pricing/member-price';
import { createReservation } from '../reservations/create-reservation';
import { priceReservation } from '../reservations/reservation-price';
import type { ClientSession } from '../sessions/client-sessions';
import { bookableStay, hotelToday } from '../stays/stay';
import { findLotteryEvent } from './lottery-events';
import { deadlineRefused, entryForMember, moveEntry, settleDeadline, type LotteryEntryRow } from './lottery-entries';

/**
 * The winner's booking turns the result into a reservation (ADR 229): the entry's stay, in the event's room and
 * plan, for the booker who entered, paid at the hotel, booked through the one booking path (stock, price, mail) and
 * owned by the member, counted for the channel the app was opened through (ADR 233). Under one write lock with
 * the status move, so a double click books once: the second finds the entry confirmed and answers it as it is.
 */
export function bookWin(
  db: Database,
  input: {
    hotel: HotelRow;
    session: ClientSession;
    entryNumber: string;
    memberId: number;
    body: LotteryWinBooking;
    appOrigins: readonly string[];
    now: Date;
  },
): LotteryEntryRow {
  const { hotel, now } = input;
  return db
    .transaction(() => {
      const { entry: found } = entryForMember(db, hotel, input.entryNumber, input.memberId);
      if (found.status === 'winner_reservation_confirmed') return found;
      const entry = settleDeadline(db, hotel, found, now);
      if (entry.status === 'winner_reservation_cancelled') throw deadlineRefused();
      // Refuses anything but a pending win (3757) before any booking is tried.
      moveEntry(db, entry, 'book', now);
      const event = findLotteryEvent(db, entry.event_id);
      if (!event) throw new Error(`lottery entry ${entry.entry_number} has no event`);
      const request: CreateReservationRequest = {
        checkin: entry.checkin_date,
        checkout: entry.checkout_date,
        locale: entry.locale,
        // Checked against the hotel's channels by the booking itself (a chatbot source needs the hotel's chatbot).
        booking_source: input.body.booking_source,
        // The request's booker keeps the kana the entry was taken with.
        booker: ZBookerRequest.parse(JSON.parse(entry.booker)),
        rooms: [{ room_type_code: event.room_type_code, room_plan_code: event.room_plan_code, adults: entry.adults, children: 0 }],
        payment: { type: 'on_site' },
        terms_accepted: true,
        expected_total_price: 0,
      };
      // The winner books as the member they are: at their member (and rank) price, as the booking itself will charge.
      const buyer = priceBuyerFor(db, input.memberId, hotelToday(hotel, now));
      const price = priceReservation(db, hotel, request, bookableStay(hotel, request.checkin, request.checkout, now), now, buyer);
      const { reservationId } = createReservation(db, {
        hotel,
        session: input.session,
        idempotencyKey: randomUUID(),
        body: { ...request, expected_total_price: price.total },
        now,
        appOrigins: input.appOrigins,
        owner: { kind: 'member', member_id: input.memberId },
        planAccess: { signedIn: true },
      });
      db.prepare('UPDATE lottery_entries SET reservation_id = ? WHERE id = ?').run(reservationId, entry.id);
      return db.prepare<[number], LotteryEntryRow>('SELECT * FROM lottery_entries WHERE id = ?').get(entry.id) as LotteryEntryRow;
    })
    .immediate();
}

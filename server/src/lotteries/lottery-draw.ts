import { addDays } from '#domain/rules/nights.ts';
import type { Database } from '../db/open-database';
import { createPrng } from '../db/seed/prng';
import { findHotelById } from '../hotels/hotel-row';
import { hotelToday } from '../stays/stay';
import { findLotteryEvent } from './lottery-events';
import { moveEntry, type LotteryEntryRow } from './lottery-entries';

type DrawOutcome = { winners: string[]; losers: string[] };

/**
 * The draw (ADR 229): the registered entries in entry order, shuffled by a seeded generator, so one seed gives the
 * same winners on every run; the first winners_count win. Winners must book by the hotel's today plus the event's
 * booking days. The draw closes the event: no entry, change or cancellation after it. Null when there is no such
 * event; a second draw finds no registered entries and changes nothing.
 */
export function drawLottery(db: Database, eventId: number, seed: number, now: Date): DrawOutcome | null {
  return db
    .transaction(() => {
      const event = findLotteryEvent(db, eventId);
      const hotel = event && findHotelById(db, event.hotel_id);
      if (!event || !hotel) return null;
      const entries = db
        .prepare<[number], LotteryEntryRow>("SELECT * FROM lottery_entries WHERE event_id = ? AND status = 'registered' ORDER BY id")
        .all(event.id);
      const random = createPrng(seed);
      // Fisher-Yates with the seeded generator.
      const order = [...entries];
      for (let i = order.length - 1; i > 0; i -= 1) {
        const j = Math.floor(random() * (i + 1));
        [order[i], order[j]] = [order[j] as LotteryEntryRow, order[i] as LotteryEntryRow];
      }
      const today = hotelToday(hotel, now);
      const deadline = addDays(today, event.booking_days);
      const outcome: DrawOutcome = { winners: [], losers: [] };
      order.forEach((entry, i) => {
        const wins = i < event.winners_count;
        moveEntry(db, entry, wins ? 'win' : 'lose', now);
        db.prepare('UPDATE lottery_entries SET result_date = ?, reservation_deadline = ? WHERE id = ?').run(today, wins ? deadline : null, entry.id);
        (wins ? outcome.winners : outcome.losers).push(entry.entry_number);
      });
      db.prepare('UPDATE lottery_events SET drawn_at = COALESCE(drawn_at, ?) WHERE id = ?').run(now.toISOString(), event.id);
      return outcome;
    })
    .immediate();
}

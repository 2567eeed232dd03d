import type { Database } from '../db/open-database';
import type { Stay } from '../stays/stay';
import type { NightlyRate } from './room-stay-price';

/**
 * Each room plan's nightly rates for the stay, for the room plans priced on every night; a plan missing a
 * night's rate is not on sale for the stay and is left out.
 */
export function ratesByRoomPlan(db: Database, hotelId: number, stay: Stay): Map<number, NightlyRate[]> {
  const rows = db
    .prepare<[number, string, string], { room_plan_id: number; date: string; price: number }>(`
      SELECT r.room_plan_id, r.date, r.price
      FROM room_plan_rates r JOIN room_plans rp ON rp.id = r.room_plan_id
      WHERE rp.hotel_id = ? AND r.date >= ? AND r.date < ?
      ORDER BY r.room_plan_id, r.date`)
    .all(hotelId, stay.checkin, stay.checkout);
  const rates = new Map<number, NightlyRate[]>();
  for (const row of rows) {
    const list = rates.get(row.room_plan_id) ?? [];
    list.push({ date: row.date, price: row.price });
    rates.set(row.room_plan_id, list);
  }
  for (const [id, list] of rates) if (list.length !== stay.nights) rates.delete(id);
  return rates;
}

import { UNLIMITED_INVENTORY } from '#domain/constants/limits.ts';
import type { Database } from '../db/open-database';
import type { Stay } from '../stays/stay';

/**
 * What is left of each extra for a stay: a generic extra's own stock (unlimited when it has none), a dated
 * extra's tightest night of the stay (a night it is not sold on leaves none).
 */
export function extraStockForStay(db: Database, hotelId: number, stay: Stay): Map<number, number> {
  const rows = db
    .prepare<Record<string, unknown>, { id: number; extra_type: 'generic' | 'dated'; stock: number | null; nights: number; tightest: number | null }>(`
      SELECT e.id, e.extra_type, e.stock, COUNT(d.date) AS nights, MIN(d.stock) AS tightest
      FROM extras e
      LEFT JOIN extra_dated_prices d ON d.extra_id = e.id AND d.date >= @checkin AND d.date < @checkout
      WHERE e.hotel_id = @hotelId
      GROUP BY e.id`)
    .all({ hotelId, checkin: stay.checkin, checkout: stay.checkout });
  return new Map(
    rows.map((row) => {
      if (row.extra_type === 'generic') return [row.id, row.stock ?? UNLIMITED_INVENTORY];
      return [row.id, row.nights === stay.nights ? (row.tightest ?? 0) : 0];
    }),
  );
}

/** The extras each plan includes in its price, by plan id. */
export function inclusiveExtrasByPlan(db: Database, hotelId: number): Map<number, number[]> {
  const rows = db
    .prepare<[number], { plan_id: number; extra_id: number }>(`
      SELECT i.plan_id, i.extra_id FROM plan_inclusive_extras i JOIN plans p ON p.id = i.plan_id
      WHERE p.hotel_id = ? ORDER BY i.extra_id`)
    .all(hotelId);
  const byPlan = new Map<number, number[]>();
  for (const row of rows) byPlan.set(row.plan_id, [...(byPlan.get(row.plan_id) ?? []), row.extra_id]);
  return byPlan;
}

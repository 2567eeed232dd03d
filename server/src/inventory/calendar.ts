import { addDays, nightsBetween } from '#domain/rules/nights.ts';
import type { Database } from '../db/open-database';
import { bookedNightsSql } from './availability';

export type RoomTypeDays = { room_type_code: string; days: { date: string; rooms_total: number; rooms_available: number }[] };

/** Every date of from..to, both included. */
export function datesBetween(from: string, to: string): string[] {
  return Array.from({ length: nightsBetween(from, to) + 1 }, (_, i) => addDays(from, i));
}

/**
 * Each room type's rooms on sale and rooms still free per night of from..to. A night outside the hotel's
 * calendar has nothing on sale.
 */
export function roomTypeInventory(db: Database, hotelId: number, from: string, to: string, roomTypeCodes: readonly string[] = []): RoomTypeDays[] {
  const types = db
    .prepare<[number], { id: number; code: string }>('SELECT id, code FROM room_types WHERE hotel_id = ? ORDER BY position')
    .all(hotelId)
    .filter((type) => roomTypeCodes.length === 0 || roomTypeCodes.includes(type.code));
  const rows = db
    .prepare<Record<string, unknown>, { room_type_id: number; date: string; rooms: number; booked: number | null }>(`
      SELECT i.room_type_id, i.date, i.rooms, b.booked
      FROM room_inventory i
      JOIN room_types rt ON rt.id = i.room_type_id
      LEFT JOIN (${bookedNightsSql('room_type_id')}) b ON b.owner_id = i.room_type_id AND b.date = i.date
      WHERE rt.hotel_id = @hotelId AND i.date >= @checkin AND i.date < @checkout`)
    .all({ hotelId, checkin: from, checkout: addDays(to, 1) });
  const byKey = new Map(rows.map((row) => [`${row.room_type_id}/${row.date}`, row]));
  const dates = datesBetween(from, to);
  return types.map((type) => ({
    room_type_code: type.code,
    days: dates.map((date) => {
      const row = byKey.get(`${type.id}/${date}`);
      return {
        date,
        rooms_total: row?.rooms ?? 0,
        rooms_available: row ? Math.max(0, row.rooms - (row.booked ?? 0)) : 0,
      };
    }),
  }));
}

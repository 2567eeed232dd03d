import type { Database } from '../db/open-database';

/**
 * The origins a hotel registered to frame the app (its settings' allowed_parent_origins): the pages the bridge
 * answers, and the ancestors the card fields' page lets frame it inside the widget.
 */
export function hotelParentOrigins(db: Database, hotelId: number): string[] {
  return db
    .prepare<[number], { origin: string }>('SELECT origin FROM hotel_allowed_origins WHERE hotel_id = ? ORDER BY origin')
    .all(hotelId)
    .map((row) => row.origin);
}

import type { Database } from '../db/open-database';
import { invalidSession, notFound } from '../http/api-error';
import type { ClientSession } from '../sessions/client-sessions';
import { findHotelById, type HotelRow } from './hotel-row';

/** The hotel a session-bound call addresses, and the session now known to be present and of its brand. */
export function hotelForSession(
  db: Database,
  hotelId: number,
  session: ClientSession | undefined,
): { hotel: HotelRow; session: ClientSession } {
  if (!session) throw invalidSession();
  const hotel = findHotelById(db, hotelId);
  if (!hotel) throw notFound('No hotel has this id.');
  if (hotel.brand_id !== session.brandId) throw invalidSession();
  return { hotel, session };
}

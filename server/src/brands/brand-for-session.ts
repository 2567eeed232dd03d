import type { Database } from '../db/open-database';
import { invalidSession, notFound } from '../http/api-error';
import type { ClientSession } from '../sessions/client-sessions';

/** A brand-wide call is allowed only with a session of that brand, like hotelForSession for one hotel. */
export function brandForSession(db: Database, brandId: number, session: ClientSession | undefined): { id: number; name: string } {
  if (!session) throw invalidSession();
  const brand = db.prepare<[number], { id: number; name: string }>('SELECT id, name FROM hotel_brands WHERE id = ?').get(brandId);
  if (!brand) throw notFound('No hotel brand has this id.');
  if (brand.id !== session.brandId) throw invalidSession();
  return brand;
}

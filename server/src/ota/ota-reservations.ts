import { OTA_PRODUCT } from '#domain/constants/booking-sources.ts';
import type { OtaReservation } from '#domain/entities/ota-booking.ts';
import type { Database } from '../db/open-database';
import { notFound } from '../http/api-error';
import { loadReservation } from '../reservations/reservation-view';
import { matchesDigest, sha256Hex } from '../security/digest';
import type { ClientSession } from '../sessions/client-sessions';

type Row = { id: number; booking_method: string; code: string; name: string };

const OTA_SOURCES = [`${OTA_PRODUCT}_ota`, `booking_widget_to_${OTA_PRODUCT}_ota`] as const;
const isOtaBooking = (method: string): method is (typeof OTA_SOURCES)[number] => (OTA_SOURCES as readonly string[]).includes(method);

/**
 * The confirmation's read of a travel-agency booking (document 2 section 7.5). The same 404 for an unknown number,
 * a wrong proof, another brand's hotel and a booking made through another channel, so numbers cannot be probed.
 */
export function readOtaReservation(
  db: Database,
  session: ClientSession,
  number: string,
  proof: { bypass_token: string; email?: string | undefined },
  apiOrigin: string,
): OtaReservation {
  const row = db
    .prepare<[string, number], Row>(
      `SELECT r.id, r.booking_method, h.code, h.name FROM reservations r JOIN hotels h ON h.id = r.hotel_id
        WHERE r.reservation_number = ? AND h.brand_id = ?`,
    )
    .get(number, session.brandId);
  const reservation = row && isOtaBooking(row.booking_method) ? loadReservation(db, row.id, apiOrigin) : undefined;
  const proven =
    reservation !== undefined &&
    matchesDigest(proof.bypass_token, sha256Hex(reservation.bypass_token)) &&
    (proof.email === undefined || proof.email.trim().toLowerCase() === reservation.email.toLowerCase());
  if (!row || !proven || !isOtaBooking(row.booking_method)) throw notFound('No reservation matches these details.');
  return {
    data: {
      reservation,
      hotel: { code: row.code, name: row.name },
      booking_source: row.booking_method,
    },
  };
}

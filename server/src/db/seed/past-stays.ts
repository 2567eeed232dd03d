import { addDays, utcMidnight } from '#domain/rules/nights.ts';
import { sha256Hex } from '../../security/digest';
import type { Database } from '../open-database';

// Stays that are over, so the review page and the completed reservations have something to show on a fresh
// database (server/README.md lists them). They have no reservation_nights rows: their nights fall before the seeded
// calendar, so there is no stock to take, and nights are what availability counts. Numbers use 0 and 1, which
// generated numbers (base32) never contain, so they cannot clash.

type PastStay = {
  number: string;
  bypassToken: string;
  status: 'done' | 'cancelled';
  owner: { kind: 'member'; memberId: number } | { kind: 'organization'; organizationId: number };
  booker: { firstName: string; lastName: string; email: string };
  /** Days from the seed's today; the stay is two nights. */
  checkinOffset: number;
};

const HOTEL_ID = 101;
const ROOM_PLAN_CODE = 'standard-double_room-only';
/** Two nights of 12,000 yen for two adults, 8% tax, Tokyo's accommodation tax of 100 yen per guest per night. */
const NIGHT_PRICE = 12_000;
const TAX = 1_920;
const ACCOMMODATION_TAX = 400;
const TOTAL = 2 * NIGHT_PRICE + TAX + ACCOMMODATION_TAX;

const HANAKO = { firstName: 'Hanako', lastName: 'Sato', email: 'hanako@example.com' };

export const PAST_STAYS: readonly PastStay[] = [
  { number: 'RPAST00001', bypassToken: '0a1b2c3d4e5f60718293a4b5c6d7e801', status: 'done', owner: { kind: 'member', memberId: 1 }, booker: HANAKO, checkinOffset: -5 },
  { number: 'RPAST00002', bypassToken: '0a1b2c3d4e5f60718293a4b5c6d7e802', status: 'done', owner: { kind: 'member', memberId: 1 }, booker: HANAKO, checkinOffset: -12 },
  { number: 'RPAST00003', bypassToken: '0a1b2c3d4e5f60718293a4b5c6d7e803', status: 'cancelled', owner: { kind: 'member', memberId: 1 }, booker: HANAKO, checkinOffset: -20 },
  {
    number: 'RPAST00004',
    bypassToken: '0a1b2c3d4e5f60718293a4b5c6d7e804',
    status: 'done',
    owner: { kind: 'organization', organizationId: 1 },
    booker: { firstName: 'Ren', lastName: 'Kato', email: 'ren.kato@sakura-trading.example.com' },
    checkinOffset: -8,
  },
  { number: 'RPAST00005', bypassToken: '0a1b2c3d4e5f60718293a4b5c6d7e805', status: 'done', owner: { kind: 'member', memberId: 1 }, booker: HANAKO, checkinOffset: -3 },
];

export function seedPastStays(db: Database, today: string): void {
  // A reservation names the client session it was booked through; this one expired when it was made, so its token
  // (which nobody has) could not be used even if it were known.
  const bookedAtMs = utcMidnight(addDays(today, -60)).getTime();
  const apiClient = db.prepare<[], { id: number }>('SELECT id FROM api_clients ORDER BY id LIMIT 1').get();
  if (!apiClient) throw new Error('the API client must be seeded before the past stays');
  const { lastInsertRowid: sessionId } = db
    .prepare('INSERT INTO client_sessions (token_sha256, api_client_id, brand_id, created_at_ms, expires_at_ms) VALUES (?, ?, 1, ?, ?)')
    .run(sha256Hex('seed:past-stays'), apiClient.id, bookedAtMs, bookedAtMs);
  const roomPlan = db
    .prepare<[number, string], { id: number; room_type_id: number }>('SELECT id, room_type_id FROM room_plans WHERE hotel_id = ? AND code = ?')
    .get(HOTEL_ID, ROOM_PLAN_CODE);
  if (!roomPlan) throw new Error(`room plan ${ROOM_PLAN_CODE} is not seeded`);
  const insertReservation = db.prepare(`
    INSERT INTO reservations (
      hotel_id, reservation_number, bypass_token, status, locale, booking_method, payment_type, payment_method, currency,
      booker_first_name, booker_last_name, email, phone, checkin_date, checkout_date, total_price, tax, client_session_id,
      created_at, owner_kind, owner_member_id, owner_organization_id, cancelled_at, cancellation_reason, cancellation_fee
    ) VALUES (?, ?, ?, ?, 'en', 'booking_widget', 'on_site', 'on_site', 'JPY', ?, ?, ?, '+81312345678', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const insertRoom = db.prepare(`
    INSERT INTO reservation_rooms (
      reservation_id, room_type_id, room_plan_id, room_type_name, room_plan_name, adults, children, guest_first_name,
      guest_last_name, total_price, tax, accommodation_tax
    ) VALUES (?, ?, ?, 'Standard Double', 'Room only', 2, 0, ?, ?, ?, ?, ?)`);
  for (const stay of PAST_STAYS) {
    const checkin = addDays(today, stay.checkinOffset);
    const cancelled = stay.status === 'cancelled';
    const { lastInsertRowid: reservationId } = insertReservation.run(
      HOTEL_ID,
      stay.number,
      stay.bypassToken,
      stay.status,
      stay.booker.firstName,
      stay.booker.lastName,
      stay.booker.email,
      checkin,
      addDays(checkin, 2),
      TOTAL,
      TAX,
      sessionId,
      `${addDays(checkin, -30)}T01:00:00.000Z`,
      stay.owner.kind,
      stay.owner.kind === 'member' ? stay.owner.memberId : null,
      stay.owner.kind === 'organization' ? stay.owner.organizationId : null,
      cancelled ? `${addDays(checkin, -10)}T01:00:00.000Z` : null,
      cancelled ? 'travel_plan_change' : null,
      cancelled ? 0 : null,
    );
    insertRoom.run(
      reservationId,
      roomPlan.room_type_id,
      roomPlan.id,
      stay.booker.firstName,
      stay.booker.lastName,
      TOTAL,
      TAX,
      ACCOMMODATION_TAX,
    );
  }
}

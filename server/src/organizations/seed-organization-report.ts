import { addDays, utcMidnight } from '#domain/rules/nights.ts';
import type { Database } from '../db/open-database';
import { createPrng } from '../db/seed/prng';
import { seedPasswordHash } from '../members/passwords';
import { sha256Hex } from '../security/digest';

// Issue 21: the organisation admin report needs months of corporate bookings on a fresh database (server/README.md
// lists them). Like the past stays, every seeded stay is over (check-out by yesterday), so no night falls on the
// seeded calendar and no stock is taken. Numbers start with RORG and hold a 0, which generated numbers (base32)
// never contain.

export const ORGANIZATION_REPORT_SEED = {
  /** Sakura Trading's monthly allowance (organisation 1, seeded by seed-members.ts). */
  maxStaysPerPeriod: 8,
  /** A second organisation of brand 1, so an admin of another organisation can be refused. */
  otherOrganization: { id: 2, brandId: 1, name: 'Kyoto Logistics K.K.', displayName: 'Kyoto Logistics', maxStaysPerPeriod: 4 },
  accounts: [
    {
      // A role that contains "admin" without being it: still an organisation admin (document 1 section 6).
      id: 3,
      organizationId: 1,
      accountId: 'sakura-finance',
      password: 'Corp-2026',
      passwordSalt: '83b33ac3e2dc42d68cbe3dc672456bab',
      name: 'Mai Suzuki',
      role: 'finance_admin',
    },
    {
      id: 4,
      organizationId: 2,
      accountId: 'kyoto-admin',
      password: 'Corp-2026',
      passwordSalt: '590a28453fb463cf8765f23f33cf393e',
      name: 'Daiki Ogawa',
      role: 'admin',
    },
  ],
  /** Sakura Trading's bookings over the 150 days before the seed's today, and Kyoto Logistics'. */
  sakuraBookings: 48,
  kyotoBookings: 6,
} as const;

/** Every reservation this seed adds, beside the past stays (tests that count the seeded reservations add both). */
export const SEEDED_ORGANIZATION_BOOKINGS = ORGANIZATION_REPORT_SEED.sakuraBookings + ORGANIZATION_REPORT_SEED.kyotoBookings;

/** Guests as the booking form took them (family name, given name); some in kanji, one a CSV's worst case. */
const GUESTS: readonly (readonly [string, string])[] = [
  ['山田', '太郎'],
  ['佐藤', '花子'],
  ['鈴木', '一郎'],
  ['高橋', '美咲'],
  ['Kato', 'Ren'],
  ['Ito', 'Yuki'],
  ['渡辺', '健'],
  ["O'Neill, Jr.", 'Sean "Jack"'],
];

const HOTELS = [
  { id: 101, roomPlanCode: 'standard-double_room-only', roomTypeName: 'Standard Double', planName: 'Room only', rate: 12_000 },
  { id: 102, roomPlanCode: 'standard-double_breakfast', roomTypeName: 'Standard Double', planName: 'Breakfast', rate: 15_000 },
] as const;

export function seedOrganizationReport(db: Database, today: string): void {
  const seed = ORGANIZATION_REPORT_SEED;
  db.prepare('UPDATE organizations SET max_stays_per_period = ? WHERE id = 1').run(seed.maxStaysPerPeriod);
  const other = seed.otherOrganization;
  db.prepare('INSERT INTO organizations (id, brand_id, name, display_name, program_id, max_stays_per_period) VALUES (?, ?, ?, ?, NULL, ?)').run(
    other.id,
    other.brandId,
    other.name,
    other.displayName,
    other.maxStaysPerPeriod,
  );
  const insertAccount = db.prepare('INSERT INTO organization_accounts (id, organization_id, account_id, password_hash, name, role) VALUES (?, ?, ?, ?, ?, ?)');
  for (const a of seed.accounts) insertAccount.run(a.id, a.organizationId, a.accountId, seedPasswordHash(a.password, a.passwordSalt), a.name, a.role);

  // Booked through a client session that expired when it was made, as the past stays are.
  const bookedAtMs = utcMidnight(addDays(today, -200)).getTime();
  const apiClient = db.prepare<[], { id: number }>('SELECT id FROM api_clients ORDER BY id LIMIT 1').get();
  if (!apiClient) throw new Error('the API client must be seeded before the organisation report');
  const { lastInsertRowid: sessionId } = db
    .prepare('INSERT INTO client_sessions (token_sha256, api_client_id, brand_id, created_at_ms, expires_at_ms) VALUES (?, ?, 1, ?, ?)')
    .run(sha256Hex('seed:organization-report'), apiClient.id, bookedAtMs, bookedAtMs);

  const insertReservation = db.prepare(`
    INSERT INTO reservations (
      hotel_id, reservation_number, bypass_token, status, locale, booking_method, payment_type, payment_method, currency,
      booker_first_name, booker_last_name, email, phone, checkin_date, checkout_date, total_price, tax, client_session_id,
      created_at, owner_kind, owner_organization_id, booked_through_site, cancelled_at, cancellation_reason, cancellation_fee
    ) VALUES (?, ?, ?, ?, 'ja', 'booking_widget', 'on_site', 'on_site', 'JPY', ?, ?, ?, '+81312345678', ?, ?, ?, ?, ?, ?, 'organization', ?, ?, ?, ?, ?)`);
  const insertRoom = db.prepare(`
    INSERT INTO reservation_rooms (
      reservation_id, room_type_id, room_plan_id, room_type_name, room_plan_name, adults, children, guest_first_name,
      guest_last_name, total_price, tax
    ) VALUES (?, ?, ?, ?, ?, 1, 0, ?, ?, ?, ?)`);
  const roomPlans = HOTELS.map((hotel) => {
    const plan = db
      .prepare<[number, string], { id: number; room_type_id: number }>('SELECT id, room_type_id FROM room_plans WHERE hotel_id = ? AND code = ?')
      .get(hotel.id, hotel.roomPlanCode);
    if (!plan) throw new Error(`room plan ${hotel.roomPlanCode} is not seeded`);
    return { ...hotel, plan };
  });

  const random = createPrng(21);
  const bookings = [
    ...Array.from({ length: seed.sakuraBookings }, (_, i) => ({ organizationId: 1, i, count: seed.sakuraBookings, booker: ['Ren', 'Kato'] as const })),
    ...Array.from({ length: seed.kyotoBookings }, (_, i) => ({ organizationId: 2, i, count: seed.kyotoBookings, booker: ['Daiki', 'Ogawa'] as const })),
  ];
  bookings.forEach(({ organizationId, i, count, booker }, n) => {
    const hotel = roomPlans[Math.floor(random() * roomPlans.length)] ?? roomPlans[0];
    const guest = GUESTS[Math.floor(random() * GUESTS.length)] ?? GUESTS[0];
    if (!hotel || !guest) return;
    const nights = 1 + Math.floor(random() * 3);
    const rooms = random() < 0.25 ? 2 : 1;
    // Spread over the 150 days before today, the latest checking out yesterday.
    const checkin = addDays(today, -(nights + 1) - Math.floor((i * 150) / count));
    const cancelled = random() < 0.15;
    const throughSite = random() >= 0.25;
    const roomPrice = hotel.rate * nights;
    const roomTax = Math.floor(roomPrice * 0.08);
    const bookedOn = addDays(checkin, -(7 + Math.floor(random() * 30)));
    const number = `RORG${String(n + 1).padStart(6, '0')}`;
    const { lastInsertRowid: reservationId } = insertReservation.run(
      hotel.id,
      number,
      sha256Hex(`seed:organization-report:${number}`).slice(0, 32),
      cancelled ? 'cancelled' : 'done',
      booker[0],
      booker[1],
      organizationId === 1 ? 'ren.kato@sakura-trading.example.com' : 'daiki.ogawa@kyoto-logistics.example.com',
      checkin,
      addDays(checkin, nights),
      (roomPrice + roomTax) * rooms,
      roomTax * rooms,
      sessionId,
      `${bookedOn}T02:00:00.000Z`,
      organizationId,
      throughSite ? 1 : 0,
      cancelled ? `${addDays(checkin, -3)}T01:00:00.000Z` : null,
      cancelled ? 'travel_plan_change' : null,
      cancelled ? 0 : null,
    );
    for (let room = 0; room < rooms; room += 1) {
      insertRoom.run(reservationId, hotel.plan.room_type_id, hotel.plan.id, hotel.roomTypeName, hotel.planName, guest[1], guest[0], roomPrice + roomTax, roomTax);
    }
  });
}

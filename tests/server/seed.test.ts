// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { isSeeded, openDatabase, SEED_CALENDAR, seedDatabase, type Database } from '#server/src/index.ts';
import { day, HOST_ORIGIN, TODAY } from './test-api';

const TABLES = [
  'api_clients', 'hotel_brands', 'hotels', 'hotel_kids_tiers', 'hotel_allowed_origins', 'room_types', 'plans',
  'room_plans', 'room_inventory', 'room_plan_rates',
];

function seeded(): Database {
  const db = openDatabase(':memory:');
  seedDatabase(db, { today: TODAY, allowedParentOrigins: [HOST_ORIGIN] });
  return db;
}

function dump(db: Database): string {
  return JSON.stringify(TABLES.map((table) => db.prepare(`SELECT * FROM ${table} ORDER BY 1, 2`).all()));
}

const count = (db: Database, sql: string, ...args: unknown[]) =>
  (db.prepare(sql).get(...args) as { n: number }).n;

describe('seedDatabase', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('marks a fresh database as not seeded, and a seeded one as seeded', () => {
    const db = openDatabase(':memory:');
    expect(isSeeded(db)).toBe(false);
    seedDatabase(db, { today: TODAY, allowedParentOrigins: [] });
    expect(isSeeded(db)).toBe(true);
  });

  it('writes the same rows every time', () => {
    expect(dump(seeded())).toBe(dump(seeded()));
  });

  it('refuses to seed twice and leaves the data as it was', () => {
    const db = seeded();
    const before = dump(db);
    expect(() => seedDatabase(db, { today: TODAY, allowedParentOrigins: [] })).toThrow(/already seeded/);
    expect(dump(db)).toBe(before);
  });

  it('seeds the brands and hotels other parts rely on', () => {
    const db = seeded();
    expect(db.prepare('SELECT id, name FROM hotel_brands ORDER BY id').all()).toEqual([
      { id: 1, name: 'Sakura Hotels & Resorts' },
      { id: 2, name: 'Umi Resorts' },
    ]);
    expect(db.prepare('SELECT id, code, brand_id FROM hotels ORDER BY id').all()).toEqual([
      { id: 101, code: 'sakura-tokyo', brand_id: 1 },
      { id: 102, code: 'sakura-kyoto', brand_id: 1 },
      { id: 201, code: 'umi-okinawa', brand_id: 2 },
      { id: 202, code: 'umi-osaka', brand_id: 2 },
      { id: 203, code: 'umi-ishigaki', brand_id: 2 },
      { id: 204, code: 'umi-kamakura', brand_id: 2 },
      { id: 205, code: 'umi-miyakojima', brand_id: 2 },
      { id: 206, code: 'umi-kumejima', brand_id: 2 },
    ]);
  });

  it('gives every full hotel 6+ room types and 10+ overnight plans (Ishigaki, the payment hub hotel, is kept small), each plan on several room types', () => {
    const db = seeded();
    for (const hotelId of [101, 102, 201, 202]) {
      expect(count(db, 'SELECT COUNT(*) AS n FROM room_types WHERE hotel_id = ?', hotelId)).toBeGreaterThanOrEqual(6);
      expect(count(db, 'SELECT COUNT(*) AS n FROM plans WHERE hotel_id = ? AND is_day_use = 0', hotelId)).toBeGreaterThanOrEqual(10);
      const leastOffered = count(
        db,
        'SELECT MIN(c) AS n FROM (SELECT COUNT(*) AS c FROM room_plans WHERE hotel_id = ? GROUP BY plan_id)',
        hotelId,
      );
      expect(leastOffered).toBeGreaterThanOrEqual(3);
    }
    expect(count(db, 'SELECT COUNT(*) AS n FROM plans WHERE hotel_id = 202 AND is_day_use = 1')).toBe(2);
  });

  it('covers 365 days from the day before today, for every room type and room plan', () => {
    const db = seeded();
    const roomTypes = count(db, 'SELECT COUNT(*) AS n FROM room_types');
    const roomPlans = count(db, 'SELECT COUNT(*) AS n FROM room_plans');
    expect(count(db, 'SELECT COUNT(*) AS n FROM room_inventory')).toBe(roomTypes * 365);
    expect(count(db, 'SELECT COUNT(*) AS n FROM room_plan_rates')).toBe(roomPlans * 365);
    expect(db.prepare('SELECT MIN(date) AS first, MAX(date) AS last FROM room_plan_rates').get()).toEqual({
      first: day(-1),
      last: day(363),
    });
  });

  it('prices in whole hundreds of yen, more on Saturdays than on the Monday before', () => {
    const db = seeded();
    expect(count(db, 'SELECT COUNT(*) AS n FROM room_plan_rates WHERE price % 100 <> 0 OR price <= 0')).toBe(0);
    // 2026-06-01 is a Monday, 2026-06-06 a Saturday.
    const rate = (date: string) =>
      count(
        db,
        `SELECT r.price AS n FROM room_plan_rates r JOIN room_plans rp ON rp.id = r.room_plan_id
         WHERE rp.code = 'deluxe-twin_room-only' AND rp.hotel_id = 101 AND r.date = ?`,
        date,
      );
    expect(rate('2026-06-06')).toBeGreaterThan(rate('2026-06-01'));
  });

  it('sells every room type out on the sold-out day and leaves one room on the last-room day', () => {
    const db = seeded();
    const onDay = (offset: number) =>
      db.prepare('SELECT DISTINCT rooms FROM room_inventory WHERE date = ?').all(day(offset)) as { rooms: number }[];
    expect(onDay(SEED_CALENDAR.soldOutOffset)).toEqual([{ rooms: 0 }]);
    expect(onDay(SEED_CALENDAR.lastRoomOffset)).toEqual([{ rooms: 1 }]);
    const later = `SELECT COUNT(*) AS n FROM room_inventory WHERE date >= '${day(SEED_CALENDAR.variedFromOffset)}' AND rooms = ?`;
    expect(count(db, later, 0)).toBeGreaterThan(0);
    expect(count(db, later, 1)).toBeGreaterThan(0);
  });

  it('lets every hotel be embedded by the given origins', () => {
    const db = seeded();
    expect(db.prepare('SELECT DISTINCT origin FROM hotel_allowed_origins').all()).toEqual([{ origin: HOST_ORIGIN }]);
    // One row per hotel, however many the seed holds.
    expect(count(db, 'SELECT COUNT(*) AS n FROM hotel_allowed_origins')).toBe(count(db, 'SELECT COUNT(*) AS n FROM hotels'));
  });

  it('opens a file database in WAL mode with foreign keys, applying each migration once', () => {
    const dir = mkdtempSync(join(tmpdir(), 'hbw-db-'));
    dirs.push(dir);
    const file = join(dir, 'test.sqlite');
    const first = openDatabase(file);
    expect(first.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(first.pragma('foreign_keys', { simple: true })).toBe(1);
    const applied = first.prepare('SELECT name FROM schema_migrations').all();
    expect(applied).toContainEqual({ name: '001-initial.sql' });
    first.close();
    const again = openDatabase(file);
    expect(again.prepare('SELECT name FROM schema_migrations').all()).toEqual(applied);
    again.close();
  });
});

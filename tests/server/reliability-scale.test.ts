// @vitest-environment node
// Issue 14's reliability suite: with 300,000 stored reservations, neither the settings call nor the sweep reads the
// reservations table from end to end. Checked on the query plans of the very statements they run, not on a time.
import { describe, expect, it } from 'vitest';
import { runSweep, type Database } from '#server/src/index.ts';
import { createTestApi, NOW, TOKYO } from './test-api';

const STORED = 300_000;
const PENDING_EVERY = 1_000;
const STALE = 25;

/** One transaction of prepared inserts: done and cancelled bookings, every 1,000th one pending with a payment limit. */
function storeReservations(db: Database): void {
  const sessionId = (db.prepare('SELECT id FROM client_sessions ORDER BY id LIMIT 1').get() as { id: number }).id;
  const insert = db.prepare(`
    INSERT INTO reservations (
      hotel_id, reservation_number, bypass_token, status, locale, booking_method, payment_type, currency, booker_first_name,
      booker_last_name, email, phone, checkin_date, checkout_date, total_price, tax, client_session_id, created_at, payment_expires_at
    ) VALUES (?, ?, 'bypass', ?, 'en', 'booking_widget', 'on_site', 'JPY', 'Hanako', 'Yamada', 'hanako@example.com', '+81312345678',
      '2026-07-01', '2026-07-02', 10800, 800, ?, ?, ?)`);
  db.transaction(() => {
    for (let i = 0; i < STORED; i += 1) {
      const pending = i % PENDING_EVERY === 0;
      // The first STALE pending ones lapsed a minute ago; the others still have time.
      const expiresAt = pending ? new Date(NOW.getTime() + (i / PENDING_EVERY < STALE ? -60_000 : 600_000)).toISOString() : null;
      insert.run(TOKYO.id, `RLOAD${String(i).padStart(6, '0')}`, pending ? 'payment_pending' : i % 10 === 0 ? 'cancelled' : 'done', sessionId, NOW.toISOString(), expiresAt);
    }
  })();
}

/** Every SQL text prepared on the database while `run` runs (the statement cache still sees each call). */
async function statementsDuring(db: Database, run: () => unknown): Promise<string[]> {
  const seen = new Set<string>();
  const prepare = db.prepare;
  db.prepare = ((sql: string) => {
    seen.add(sql);
    return prepare.call(db, sql);
  }) as Database['prepare'];
  try {
    await run();
  } finally {
    db.prepare = prepare;
  }
  return [...seen];
}

/** The query plan lines of a statement that read the reservations table without an index. */
function reservationScans(db: Database, sql: string): string[] {
  const parameters = (sql.match(/\?/g) ?? []).map(() => null);
  const named = Object.fromEntries([...sql.matchAll(/@(\w+)/g)].map((match) => [match[1], null]));
  const statement = db.prepare(`EXPLAIN QUERY PLAN ${sql}`);
  const plan = (Object.keys(named).length > 0 ? statement.all(named) : statement.all(...parameters)) as { detail: string }[];
  return plan.map((row) => row.detail).filter((detail) => /^SCAN (reservations|r)\b/.test(detail));
}

describe(`${STORED.toLocaleString('en')} stored reservations`, { timeout: 60_000 }, () => {
  const api = createTestApi();
  storeReservations(api.db);

  it('the settings call runs no statement that scans reservations, and writes nothing', async () => {
    const changes = (api.db.prepare('SELECT total_changes() AS n').get() as { n: number }).n;
    let status = 0;
    const statements = await statementsDuring(api.db, async () => {
      status = (await api.app.request(`/hotels/${TOKYO.code}/settings/booking_widget`)).status;
    });
    expect(status).toBe(200);
    expect(statements.length).toBeGreaterThan(0);
    expect(statements.filter((sql) => reservationScans(api.db, sql).length > 0)).toEqual([]);
    expect((api.db.prepare('SELECT total_changes() AS n').get() as { n: number }).n).toBe(changes);
  });

  it('the sweep finds the stale payments through the index and touches only them', async () => {
    let result: Record<string, number> = {};
    const statements = await statementsDuring(api.db, () => (result = runSweep(api.db, NOW)));
    expect(statements.filter((sql) => /reservations/.test(sql)).length).toBeGreaterThan(0);
    expect(statements.filter((sql) => reservationScans(api.db, sql).length > 0)).toEqual([]);
    const plan = api.db
      .prepare("EXPLAIN QUERY PLAN SELECT id FROM reservations WHERE status = 'payment_pending' AND payment_expires_at <= ?")
      .all(NOW.toISOString()) as { detail: string }[];
    expect(plan.map((row) => row.detail)).toEqual([expect.stringMatching(/^SEARCH reservations USING (COVERING )?INDEX reservations_by_payment_expiry \(status=\? AND payment_expires_at<\?\)$/)]);
    expect(result['stale 3-D Secure payments']).toBe(STALE);
    const pending = api.db.prepare("SELECT COUNT(*) AS n FROM reservations WHERE status = 'payment_pending'").get() as { n: number };
    expect(pending.n).toBe(STORED / PENDING_EVERY - STALE);
  });
});

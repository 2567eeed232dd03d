import { describe, expect, it } from 'vitest';
import type { Database } from '#server/src/db/open-database.ts';
import { organizationReport, organizationReservationRows } from '#server/src/organizations/organization-report.ts';
import { createTestApi, day } from '../test-api';

// The report reads one organisation's rows through reservations_by_organization (migration 041), never the whole
// reservations table: it must stay quick however many other bookings the hotels hold.

function statementsDuring(db: Database, run: () => unknown): string[] {
  const seen = new Set<string>();
  const prepare = db.prepare;
  db.prepare = ((sql: string) => {
    seen.add(sql);
    return prepare.call(db, sql);
  }) as Database['prepare'];
  try {
    run();
  } finally {
    db.prepare = prepare;
  }
  return [...seen];
}

function plan(db: Database, sql: string): string[] {
  const named = Object.fromEntries([...sql.matchAll(/@(\w+)/g)].map((match) => [match[1], null]));
  return (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(named) as { detail: string }[]).map((row) => row.detail);
}

describe('the organisation report’s queries', () => {
  const api = createTestApi();
  const filters = { from: day(-160), to: day(0), status: 'all', sort: 'guest_name', order: 'asc' } as const;

  it('read reservations only through the organisation index', () => {
    const statements = statementsDuring(api.db, () => {
      organizationReport(api.db, 1, 8, { ...filters, hotel_id: 101, page: 2, per_page: 10 }, new Date());
      organizationReservationRows(api.db, 1, filters, new Date());
    });
    const reading = statements.filter((sql) => /FROM reservations r/.test(sql));
    expect(reading.length).toBeGreaterThanOrEqual(3);
    for (const sql of reading) {
      const details = plan(api.db, sql);
      expect(details.filter((detail) => /^SCAN (reservations|r)\b/.test(detail)), sql).toEqual([]);
      expect(details.some((detail) => detail.includes('reservations_by_organization')), sql).toBe(true);
    }
  });
});

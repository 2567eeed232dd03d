// @vitest-environment node
// Issue 14, "Durable" and "Bounded": the database syncs every commit, refuses to serve a damaged file, and the
// sweep (not the requests) expires stale payments and purges what has outlived its use.
import { closeSync, mkdtempSync, openSync, rmSync, statSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { TIME } from '#domain/constants/limits.ts';
import { HOTELS } from '#server/src/db/seed/hotels.ts';
import { DamagedDatabaseError, openDatabase, runSweep, seedDatabase, startSweep, SWEEP_STEPS, type Database } from '#server/src/index.ts';
import { RETENTION } from '#server/src/maintenance/purges.ts';
import { CARD_TOKEN_LIFETIME_MS } from '#server/src/payments/card-tokens.ts';
import { openClientSession } from '#server/src/sessions/client-sessions.ts';
import { storeAttachments } from '#server/src/attachments/file-attachments.ts';
import { sha256Hex } from '#server/src/security/digest.ts';
import { writeMail } from '#server/src/outbox/outbox.ts';
import { createTestApi, day, errorOf, HOST_ORIGIN, NOW, reservationOf, TODAY, TOKYO } from './test-api';

const dir = mkdtempSync(join(tmpdir(), 'reliability-durable-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const HOUR = 60 * 60_000;
const later = (ms: number) => new Date(NOW.getTime() + ms);

// Seeding file databases (synced on every commit) is slow on a busy machine; nothing here measures time.
describe('a file database', { timeout: 60_000 }, () => {
  it('syncs the log on every commit (synchronous=FULL) in WAL mode', () => {
    const db = openDatabase(join(dir, 'pragmas.sqlite'));
    try {
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
      // 2 is FULL; WAL's default NORMAL (1) could lose a confirmed booking on power loss.
      expect(db.pragma('synchronous', { simple: true })).toBe(2);
    } finally {
      db.close();
    }
  });

  it('refuses a file that is not a database with a clear message', () => {
    const file = join(dir, 'not-a-database.sqlite');
    const db = openDatabase(file);
    db.close();
    overwrite(file, 0, Buffer.from('this is no longer an SQLite header'));
    expect(() => openDatabase(file)).toThrow(DamagedDatabaseError);
    expect(() => openDatabase(file)).toThrow(/cannot be read .*will not serve it: restore it from a backup/);
  });

  it('refuses a database whose pages are damaged (integrity_check fails)', () => {
    const file = join(dir, 'damaged.sqlite');
    const db = openDatabase(file);
    seedDatabase(db, { today: TODAY, allowedParentOrigins: [HOST_ORIGIN] });
    const pageSize = db.pragma('page_size', { simple: true }) as number;
    // The rates index lives in pages of its own; scribbling over one leaves the header and schema readable.
    const page = (db.prepare("SELECT rootpage FROM sqlite_master WHERE name = 'reservation_nights_by_room_type'").get() as { rootpage: number }).rootpage;
    const ratesPage = (db.prepare("SELECT rootpage FROM sqlite_master WHERE name = 'room_plan_rates'").get() as { rootpage: number }).rootpage;
    db.close();
    for (const damaged of [page, ratesPage, ratesPage + 1]) overwrite(file, (damaged - 1) * pageSize + 8, Buffer.alloc(64, 0x5a));
    expect(statSync(file).size).toBeGreaterThan(ratesPage * pageSize);
    let error: unknown;
    try {
      openDatabase(file);
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(DamagedDatabaseError);
    expect((error as Error).message).toMatch(/damaged|cannot be read/);
    expect((error as Error).message).toContain(file);
  });

  it('opens a sound database again with its data', () => {
    const file = join(dir, 'sound.sqlite');
    const db = openDatabase(file);
    seedDatabase(db, { today: TODAY, allowedParentOrigins: [HOST_ORIGIN] });
    db.close();
    const again = openDatabase(file);
    expect((again.prepare('SELECT COUNT(*) AS n FROM hotels').get() as { n: number }).n).toBe(HOTELS.length);
    again.close();
  });
});

function overwrite(file: string, position: number, bytes: Buffer): void {
  const fd = openSync(file, 'r+');
  writeSync(fd, bytes, 0, bytes.length, position);
  closeSync(fd);
}

describe('no request scans reservations', { timeout: 60_000 }, () => {
  it('finds stale 3-D Secure payments through the (status, payment_expires_at) index', () => {
    const { db } = createTestApi();
    const plan = db
      .prepare("EXPLAIN QUERY PLAN SELECT id FROM reservations WHERE status = 'payment_pending' AND payment_expires_at <= ?")
      .all(NOW.toISOString()) as { detail: string }[];
    expect(plan.map((row) => row.detail).join('\n')).toMatch(/USING (COVERING )?INDEX reservations_by_payment_expiry/);
  });

  it('leaves a lapsed 3-D Secure booking to the sweep: a request no longer writes', async () => {
    let clock = NOW;
    const api = createTestApi({ now: () => clock });
    const session = await api.newSession();
    const token = await cardToken(api, '4000000000003220');
    const body = await api.pricedBooking(session, TOKYO.id, { roomTypeCode: 'family-quad', roomPlanCode: 'family-quad_room-only', checkin: day(7), checkout: day(8), payByCard: true });
    const booked = await reservationOf(await api.postReservation(session, TOKYO.id, {
      ...body,
      payment: { type: 'card', card_token: token, return_url: 'http://localhost:5173/reservation/3ds-return' },
    }));
    expect(booked.status).toBe('payment_pending');

    clock = later(TIME.threeDSecureLimitMs);
    const changesBefore = totalChanges(api.db);
    await api.rooms(session, TOKYO.id, { checkin: day(7), checkout: day(8) });
    expect(totalChanges(api.db)).toBe(changesBefore);

    expect(runSweep(api.db, clock)['stale 3-D Secure payments']).toBe(1);
    expect(await api.roomCount(session, TOKYO.id, 'family-quad', day(7), day(8))).toBe(1);
    const row = api.db.prepare('SELECT status, failure_code FROM reservations WHERE reservation_number = ?').get(booked.reservation_number);
    expect(row).toEqual({ status: 'cancelled', failure_code: 3001 });
  });
});

const totalChanges = (db: Database) => (db.prepare('SELECT total_changes() AS n').get() as { n: number }).n;

async function cardToken(api: ReturnType<typeof createTestApi>, number: string): Promise<string> {
  const response = await api.app.request('/psp/tokens', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ number, holder: 'HANAKO YAMADA', exp_month: 12, exp_year: 2030, security_code: '123', valid_through: day(30) }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { token: string }).token;
}

describe('the sweep', { timeout: 60_000 }, () => {
  it('is a list of named steps, each run in its own transaction, one failing step not stopping the rest', () => {
    const { db } = createTestApi();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const result = runSweep(db, NOW, [
        { name: 'broken', run: () => { throw new Error('boom'); } },
        ...SWEEP_STEPS,
      ]);
      expect(Object.keys(result)).toEqual(SWEEP_STEPS.map((step) => step.name));
      expect(error).toHaveBeenCalledWith('sweep step "broken" failed', expect.any(Error));
    } finally {
      error.mockRestore();
    }
    expect(SWEEP_STEPS.map((step) => step.name)).toEqual([
      'stale 3-D Secure payments',
      'unbooked Adyen authorisations',
      'idempotency keys',
      'unused card tokens',
      'saved card code references',
      'outbox mails',
      'member sessions',
      'chatbot credentials',
      'sign-in failures',
      'stay points',
      'orphan uploads',
      'client sessions',
    ]);
  });

  it('purges expired client sessions, but keeps those a reservation or a kept upload points at', async () => {
    const api = createTestApi();
    const { db } = api;
    const idOf = (token: string) => (db.prepare('SELECT id FROM client_sessions WHERE token_sha256 = ?').get(sha256Hex(token)) as { id: number } | undefined)?.id;
    const aLifetimeAgo = new Date(NOW.getTime() - TIME.clientSessionCookieMs);
    const bare = openClientSession(db, 1, 1, aLifetimeAgo).token;
    const uploader = openClientSession(db, 1, 1, aLifetimeAgo).token;
    storeAttachments(db, { hotelId: TOKYO.id, sessionId: idOf(uploader) ?? 0, draftId: 'draft-1' }, [{ id: crypto.randomUUID(), filename: 'a.png', size: 3, contentType: 'image/png', tooLarge: false }], new Date(NOW.getTime() - HOUR));
    const unused = await api.newSession();
    const booker = await api.newSession();
    const booked = await api.postReservation(booker, TOKYO.id, await api.pricedBooking(booker, TOKYO.id, {
      roomTypeCode: 'deluxe-twin', roomPlanCode: 'deluxe-twin_room-only', checkin: day(12), checkout: day(13),
    }));
    expect(booked.status).toBe(201);

    // At NOW only the two sessions opened a lifetime ago have expired, and the upload holds one of them.
    expect(runSweep(db, NOW)['client sessions']).toBe(1);
    expect([bare, uploader, unused, booker].map((token) => idOf(token) !== undefined)).toEqual([false, true, true, true]);

    // Two days on, the idempotency key is past its 24 hours and the upload was never booked: both go, and the upload's
    // session with it; the booked session stays for good.
    const result = runSweep(db, later(2 * 24 * HOUR));
    expect(result['idempotency keys']).toBe(1);
    expect(result['orphan uploads']).toBe(1);
    expect(result['client sessions']).toBe(2);
    expect([uploader, unused, booker].map((token) => idOf(token) !== undefined)).toEqual([false, false, true]);
  });

  it('purges unused card tokens past their lifetime, keeps spent ones, and the booking refuses a lapsed one', async () => {
    let clock = NOW;
    const api = createTestApi({ now: () => clock });
    const session = await api.newSession();
    const spent = await cardToken(api, '4111111111111111');
    const body = await api.pricedBooking(session, TOKYO.id, { roomTypeCode: 'deluxe-twin', roomPlanCode: 'deluxe-twin_room-only', checkin: day(14), checkout: day(15), payByCard: true });
    expect((await api.postReservation(session, TOKYO.id, { ...body, payment: { type: 'card', card_token: spent } })).status).toBe(201);
    const unused = await cardToken(api, '4111111111111111');

    clock = later(CARD_TOKEN_LIFETIME_MS);
    const lapsed = await api.postReservation(session, TOKYO.id, { ...body, payment: { type: 'card', card_token: unused } });
    expect(lapsed.status).toBe(422);
    expect((await errorOf(lapsed)).details['payment.card_token']).toEqual([{ error: 'invalid_card_token' }]);

    expect(runSweep(api.db, later(CARD_TOKEN_LIFETIME_MS - 1))['unused card tokens']).toBe(0);
    expect(runSweep(api.db, clock)['unused card tokens']).toBe(1);
    const tokens = api.db.prepare('SELECT token FROM card_tokens').all() as { token: string }[];
    expect(tokens.map((row) => row.token)).toEqual([spent]);
  });

  it('purges outbox mails past their retention and member sessions past expiry or signed out', () => {
    const { db } = createTestApi();
    writeMail(db, { to_address: 'old@example.com', subject: 'old', body: 'old', reservation_id: null, created_at: new Date(NOW.getTime() - RETENTION.outboxMailsMs - 1).toISOString() });
    writeMail(db, { to_address: 'new@example.com', subject: 'new', body: 'new', reservation_id: null, created_at: NOW.toISOString() });
    const insertSession = db.prepare(
      'INSERT INTO member_sessions (token_sha256, brand_id, member_id, created_at_ms, expires_at_ms, ended_at_ms) VALUES (?, 1, 1, ?, ?, ?)',
    );
    insertSession.run('expired', 0, NOW.getTime(), null);
    insertSession.run('signed-out', 0, NOW.getTime() + HOUR, NOW.getTime());
    insertSession.run('live', 0, NOW.getTime() + HOUR, null);
    const mailsBefore = (db.prepare('SELECT COUNT(*) AS n FROM outbox_mails').get() as { n: number }).n;

    const result = runSweep(db, NOW);
    expect(result['outbox mails']).toBe(1);
    expect((db.prepare('SELECT COUNT(*) AS n FROM outbox_mails').get() as { n: number }).n).toBe(mailsBefore - 1);
    expect(db.prepare("SELECT 1 FROM outbox_mails WHERE to_address = 'new@example.com'").get()).toBeDefined();
    const sessions = db.prepare("SELECT token_sha256 FROM member_sessions WHERE token_sha256 IN ('expired', 'signed-out', 'live')").all();
    expect(sessions).toEqual([{ token_sha256: 'live' }]);
  });

  it('purges chatbot credentials past their hour or revoked, and sign-in failures whose window and lock are over', () => {
    const { db } = createTestApi();
    const credential = db.prepare(
      `INSERT INTO chatbot_credentials (token_sha256, brand_id, hotel_id, chatbot_user_id, member_id, created_at_ms, expires_at_ms, revoked_at_ms)
       VALUES (?, 1, ?, 'chat-user', 1, 0, ?, ?)`,
    );
    credential.run('expired', TOKYO.id, NOW.getTime(), null);
    credential.run('revoked', TOKYO.id, NOW.getTime() + HOUR, NOW.getTime());
    credential.run('live', TOKYO.id, NOW.getTime() + HOUR, null);
    const failure = db.prepare(
      "INSERT INTO sign_in_failures (kind, brand_id, login, failures, window_started_at_ms, locked_until_ms) VALUES ('member', 1, ?, ?, ?, ?)",
    );
    failure.run('old@example.com', 2, NOW.getTime() - 16 * 60_000, null);
    failure.run('locked@example.com', 5, NOW.getTime() - 16 * 60_000, NOW.getTime() + 60_000);
    failure.run('recent@example.com', 1, NOW.getTime() - 60_000, null);

    const result = runSweep(db, NOW);
    expect(result['chatbot credentials']).toBe(2);
    expect(db.prepare('SELECT token_sha256 FROM chatbot_credentials').all()).toEqual([{ token_sha256: 'live' }]);
    expect(result['sign-in failures']).toBe(1);
    expect(db.prepare('SELECT login FROM sign_in_failures ORDER BY login').all()).toEqual([
      { login: 'locked@example.com' },
      { login: 'recent@example.com' },
    ]);
  });

  it('runs on a timer that stop() ends', () => {
    vi.useFakeTimers();
    try {
      const { db } = createTestApi();
      const now = vi.fn(() => NOW);
      const sweeper = startSweep(db, { intervalMs: 1_000, now });
      expect(now).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(2_000);
      expect(now).toHaveBeenCalledTimes(3);
      sweeper.stop();
      vi.advanceTimersByTime(5_000);
      expect(now).toHaveBeenCalledTimes(3);
    } finally {
      vi.useRealTimers();
    }
  });
});

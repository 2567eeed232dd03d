// @vitest-environment node
// Issue 14's reliability suite: bookers racing for the last room, in one process and in two API processes on one
// database file, and a cancel racing changes of the same reservation.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZReservationManagement, ZUpdateSettingsAnswer } from '#domain/entities/reservation-management.ts';
import { openDatabase, seedDatabase, type Database } from '#server/src/index.ts';
import { bookingInvariantViolations, NO_VIOLATIONS } from '../reliability/invariants';
import { openSession, postReservation, pricedBody, startApiProcess, stopApiProcess, type ApiProcess } from '../reliability/processes';
import { REQUEST_HEADERS } from '#domain/contracts/index.ts';
import { createTestApi, day, errorOf, HOST_ORIGIN, reservationOf, TODAY, TOKYO } from './test-api';

const BOOKERS = 50;

/** The statuses and error titles of the answers, counted: `{ '201': 1, '409 sold_out': 49 }`. */
async function tally(responses: Response[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const response of responses) {
    const key = response.status === 201 ? '201' : `${response.status} ${(await errorOf(response)).title}`;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

// Fifty bookings and two child processes are slow on a busy 2-core machine; the answers, not the time, are tested.
describe('50 bookers racing for the last room', { timeout: 120_000 }, () => {
  it('in one process: exactly one wins, 49 get 409 sold_out', async () => {
    const api = createTestApi();
    // Offset 7: every room type has exactly one room (server/README.md).
    const sessions = await Promise.all(Array.from({ length: 5 }, () => api.newSession()));
    const body = await api.pricedBooking(sessions[0] ?? '', TOKYO.id, { roomTypeCode: 'standard-double', roomPlanCode: 'standard-double_room-only', checkin: day(7), checkout: day(8) });
    const answers = await Promise.all(
      Array.from({ length: BOOKERS }, (_, i) => api.postReservation(sessions[i % sessions.length] ?? '', TOKYO.id, body)),
    );
    expect(await tally(answers)).toEqual({ '201': 1, '409 sold_out': BOOKERS - 1 });
    expect(await api.roomCount(sessions[0] ?? '', TOKYO.id, 'standard-double', day(7), day(8))).toBe(0);
    expect(bookingInvariantViolations(api.db)).toEqual(NO_VIOLATIONS);
  });

  describe('in two API processes on one database file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'reliability-races-'));
    const file = join(dir, 'races.sqlite');
    let processes: ApiProcess[] = [];
    let db: Database;

    beforeAll(async () => {
      const seeding = openDatabase(file);
      seedDatabase(seeding, { today: TODAY, allowedParentOrigins: [HOST_ORIGIN] });
      seeding.close();
      processes = await Promise.all([startApiProcess(file), startApiProcess(file)]);
      db = openDatabase(file);
    }, 120_000);

    afterAll(async () => {
      await Promise.all(processes.map((api) => stopApiProcess(api)));
      db.close();
      rmSync(dir, { recursive: true, force: true });
    });

    const urls = () => processes.map((api) => api.url);

    it('exactly one of 50 wins, 49 get 409 sold_out, whichever process answers', async () => {
      const [a = '', b = ''] = urls();
      const sessions = await Promise.all([openSession(a), openSession(b), openSession(a), openSession(b), openSession(a)]);
      const body = await pricedBody(a, sessions[0] ?? '', { roomTypeCode: 'superior-king', planCode: 'room-only', checkin: day(7), checkout: day(8) });
      const answers = await Promise.all(
        Array.from({ length: BOOKERS }, (_, i) => postReservation(i % 2 === 0 ? a : b, sessions[i % sessions.length] ?? '', body)),
      );
      expect(await tally(answers)).toEqual({ '201': 1, '409 sold_out': BOOKERS - 1 });
      expect(bookingInvariantViolations(db)).toEqual(NO_VIOLATIONS);
    });

    it('a cancel racing changes of the same reservation gives its stock back exactly once', async () => {
      const [a = '', b = ''] = urls();
      const session = await openSession(a);
      const freeOn = (date: string) =>
        (db
          .prepare(`
            SELECT i.rooms - (SELECT COUNT(*) FROM reservation_nights n JOIN reservation_rooms rr ON rr.id = n.reservation_room_id
              JOIN reservations r ON r.id = rr.reservation_id AND r.status <> 'cancelled'
              WHERE n.room_type_id = i.room_type_id AND n.date = i.date) AS free
            FROM room_inventory i JOIN room_types t ON t.id = i.room_type_id
            WHERE t.hotel_id = 101 AND t.code = 'deluxe-twin' AND i.date = ?`)
          .get(date) as { free: number }).free;
      const before = [freeOn(day(20)), freeOn(day(22))] as const;
      const body = await pricedBody(a, session, { roomTypeCode: 'deluxe-twin', planCode: 'room-only', checkin: day(20), checkout: day(21) });
      const booked = await reservationOf(await postReservation(a, session, body));
      expect([freeOn(day(20)), freeOn(day(22))]).toEqual([before[0] - 1, before[1]]);

      const at = (url: string, what: string, query = '') =>
        `${url}/hotels/${TOKYO.id}/reservations/${booked.reservation_number}/${what}?bypass_token=${booked.bypass_token}${query}`;
      const call = (url: string, what: string, body?: unknown, query = '') =>
        fetch(at(url, what, query), {
          method: what === 'management' ? 'GET' : 'PUT',
          headers: { 'Content-Type': 'application/json', [REQUEST_HEADERS.clientSession]: session },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        });
      const management = ZReservationManagement.parse(await (await call(a, 'management')).json());
      const change = { checkin: day(22), checkout: day(23) };
      const preview = ZUpdateSettingsAnswer.parse(await (await call(a, 'update_settings', change, '&dry_run=true')).json());
      const cancel = { reason: 'cheaper_option_elsewhere', cancellation_fee_displayed: management.cancel.fee };

      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) => {
          const url = i % 2 === 0 ? a : b;
          return i % 4 < 2
            ? call(url, 'cancel', cancel).then((response) => ({ kind: 'cancel', status: response.status }))
            : call(url, 'update_settings', { ...change, expected_total_price: preview.total_price }).then((response) => ({ kind: 'change', status: response.status }));
        }),
      );
      const ok = (kind: string) => answers.filter((answer) => answer.kind === kind && answer.status === 200).length;
      expect(ok('cancel')).toBe(1);
      // A change applies at most once (the same change again finds the price moved or the booking cancelled).
      expect(ok('change')).toBeLessThanOrEqual(1);
      expect(answers.every((answer) => answer.status === 200 || (answer.status >= 400 && answer.status < 500))).toBe(true);
      expect(db.prepare('SELECT status FROM reservations WHERE reservation_number = ?').get(booked.reservation_number)).toEqual({ status: 'cancelled' });
      // Every night the reservation ever held is free again, and none twice.
      expect([freeOn(day(20)), freeOn(day(22))]).toEqual(before);
      expect(bookingInvariantViolations(db)).toEqual(NO_VIOLATIONS);
      const mails = db
        .prepare("SELECT COUNT(*) AS n FROM outbox_mails WHERE reservation_id = (SELECT id FROM reservations WHERE reservation_number = ?) AND subject LIKE '%ancel%'")
        .get(booked.reservation_number) as { n: number };
      expect(mails.n).toBe(1);
    });
  });
});

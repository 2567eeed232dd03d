// @vitest-environment node
// Issue 14's reliability suite: an API process killed with SIGKILL in the middle of a burst of bookings leaves no
// half-made rows, keeps every booking it answered 201, and serves again after a restart.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { openDatabase, seedDatabase } from '#server/src/index.ts';
import { bookingInvariantViolations, NO_VIOLATIONS } from '../reliability/invariants';
import { cardToken, openSession, postReservation, pricedBody, startApiProcess, stopApiProcess, type ApiProcess } from '../reliability/processes';
import { day, HOST_ORIGIN, TODAY } from './test-api';

const dir = mkdtempSync(join(tmpdir(), 'reliability-crash-'));
const file = join(dir, 'crash.sqlite');
const started: ApiProcess[] = [];

afterAll(async () => {
  await Promise.all(started.map((api) => stopApiProcess(api, 'SIGKILL')));
  rmSync(dir, { recursive: true, force: true });
});

const ROOM_TYPES = ['standard-double', 'deluxe-twin', 'superior-king', 'family-quad'];
const BURST = 60;
const KILL_AFTER = 12;

it('a kill -9 mid-burst leaves no half-made booking, keeps every 201, and the restarted API books again', async () => {
  const seeding = openDatabase(file);
  seedDatabase(seeding, { today: TODAY, allowedParentOrigins: [HOST_ORIGIN] });
  seeding.close();
  const first = await startApiProcess(file);
  started.push(first);

  const session = await openSession(first.url);
  // Half on site, half by card (a spent token must never outlive its booking), over a few room types and dates.
  const bodies = await Promise.all(
    Array.from({ length: BURST }, async (_, i) => {
      const byCard = i % 2 === 1;
      const checkin = day(20 + (i % 8));
      const body = await pricedBody(first.url, session, { roomTypeCode: ROOM_TYPES[i % ROOM_TYPES.length] ?? '', planCode: 'room-only', checkin, checkout: day(21 + (i % 8)), payByCard: byCard });
      return byCard ? { ...body, payment: { type: 'card' as const, card_token: await cardToken(first.url, '4111111111111111', day(40)) } } : body;
    }),
  );

  const acknowledged: string[] = [];
  let answered = 0;
  const burst = bodies.map((body) =>
    postReservation(first.url, session, body)
      .then(async (response) => {
        answered += 1;
        if (response.status === 201) acknowledged.push(((await response.json()) as { reservation_number: string }).reservation_number);
        if (answered === KILL_AFTER) first.child.kill('SIGKILL');
      })
      .catch(() => undefined),
  );
  await Promise.all(burst);
  expect(await first.exited).toBe('SIGKILL');
  // The kill landed mid-burst: some bookings were answered, others never were.
  expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER - 2);
  expect(answered).toBeLessThan(BURST);

  // Opening runs the integrity check; the invariants hold and every answered booking is there.
  const db = openDatabase(file);
  try {
    expect(bookingInvariantViolations(db)).toEqual(NO_VIOLATIONS);
    const stored = db.prepare("SELECT reservation_number FROM reservations WHERE reservation_number NOT LIKE 'RPAST%'").all() as { reservation_number: string }[];
    expect(stored.map((row) => row.reservation_number)).toEqual(expect.arrayContaining(acknowledged));
  } finally {
    db.close();
  }

  const restarted = await startApiProcess(file);
  started.push(restarted);
  const again = await openSession(restarted.url);
  const body = await pricedBody(restarted.url, again, { roomTypeCode: 'deluxe-twin', planCode: 'room-only', checkin: day(40), checkout: day(41) });
  expect((await postReservation(restarted.url, again, body)).status).toBe(201);
  const after = openDatabase(file);
  try {
    expect(bookingInvariantViolations(after)).toEqual(NO_VIOLATIONS);
  } finally {
    after.close();
  }
}, 180_000);

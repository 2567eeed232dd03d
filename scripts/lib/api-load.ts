import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { addDays } from '#domain/rules/nights.ts';
import { DEMO_API_CLIENT, type Database } from '#server/src/index.ts';
import { loadGet, type LoadResult } from './load';

const API_PROCESS = resolve(import.meta.dirname, 'api-process.ts');

/** Starts scripts/lib/api-process.ts on the file and answers its address, its pid and a way to stop it. */
export async function startLoadTarget(file: string): Promise<{ url: string; pid: number; stop: () => void }> {
  const child = spawn(process.execPath, ['--import', 'tsx', API_PROCESS, file], { stdio: ['ignore', 'pipe', 'inherit'] });
  const line = await new Promise<string>((ready, fail) => {
    createInterface({ input: child.stdout }).once('line', ready);
    child.once('exit', (code) => fail(new Error(`the API process ended (${String(code)})`)));
  });
  return { url: `http://127.0.0.1:${(JSON.parse(line) as { port: number }).port}`, pid: child.pid ?? 0, stop: () => child.kill('SIGTERM') };
}

/** The process's user + system CPU time so far, in ms (Linux /proc; 0 elsewhere, and the figure is left out). */
function cpuMs(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return 0;
  }
}

export type ApiLoadRow = { name: string; result: LoadResult; cpuMsPerRequest: number };

/** Loads one URL for at most `seconds` (and 20,000 requests) and measures the server's CPU per answered request. */
export async function measureApiLoad(target: { url: string; pid: number }, name: string, path: string, concurrency: number, headers: Record<string, string> = {}): Promise<ApiLoadRow> {
  const before = cpuMs(target.pid);
  const result = await loadGet(`${target.url}${path}`, { concurrency, seconds: 6, maxRequests: 20_000, headers });
  const used = cpuMs(target.pid) - before;
  return { name, result, cpuMsPerRequest: result.requests > 0 ? used / result.requests : 0 };
}

export async function openLoadSession(url: string): Promise<string> {
  const response = await fetch(`${url}/api/client_sessions`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ client_key: DEMO_API_CLIENT.key, client_secret: DEMO_API_CLIENT.secret, hotel_code: 'sakura-tokyo' }),
  });
  return ((await response.json()) as { data: { client_session: string } }).data.client_session;
}

/**
 * Stores `count` done or cancelled one-night bookings of one room each, spread over every hotel's room plans and the
 * calendar's first 330 days from `today` + 30, in one transaction of prepared inserts: a database a few years old.
 * Stock is not checked (the bench measures reads, not the booking rules).
 */
export function storeOldBookings(db: Database, today: string, count: number): void {
  const sessionId = (db.prepare('SELECT id FROM client_sessions ORDER BY id LIMIT 1').get() as { id: number }).id;
  const plans = db.prepare('SELECT id, room_type_id, hotel_id FROM room_plans').all() as { id: number; room_type_id: number; hotel_id: number }[];
  const reservation = db.prepare(`
    INSERT INTO reservations (hotel_id, reservation_number, bypass_token, status, locale, booking_method, payment_type, currency,
      booker_first_name, booker_last_name, email, phone, checkin_date, checkout_date, total_price, tax, client_session_id, created_at)
    VALUES (?, ?, 'bench', ?, 'en', 'booking_widget', 'on_site', 'JPY', 'Hanako', 'Yamada', 'hanako@example.com', '+81312345678', ?, ?, 10800, 800, ?, ?)`);
  const room = db.prepare(`
    INSERT INTO reservation_rooms (reservation_id, room_type_id, room_plan_id, room_type_name, room_plan_name, adults, children,
      guest_first_name, guest_last_name, total_price, tax) VALUES (?, ?, ?, 'Room', 'Plan', 2, 0, 'Hanako', 'Yamada', 10800, 800)`);
  const night = db.prepare('INSERT INTO reservation_nights (reservation_room_id, room_type_id, room_plan_id, date, price) VALUES (?, ?, ?, ?, 10000)');
  const createdAt = new Date().toISOString();
  db.transaction(() => {
    for (let i = 0; i < count; i += 1) {
      const plan = plans[i % plans.length];
      if (!plan) throw new Error('no room plans are seeded');
      const checkin = addDays(today, 30 + (i % 330));
      const status = i % 10 === 0 ? 'cancelled' : 'done';
      const id = reservation.run(plan.hotel_id, `RBENCH${String(i).padStart(7, '0')}`, status, checkin, addDays(checkin, 1), sessionId, createdAt).lastInsertRowid;
      const roomId = room.run(id, plan.room_type_id, plan.id).lastInsertRowid;
      night.run(roomId, plan.room_type_id, plan.id, checkin);
    }
  })();
}

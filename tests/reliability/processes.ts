import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { resolve } from 'node:path';
import { REQUEST_HEADERS } from '#domain/contracts/index.ts';
import type { CreateReservationRequest } from '#domain/entities/reservation.ts';
import { DEMO_API_CLIENT } from '#server/src/index.ts';
import { NOW } from '../server/test-api';

const ENTRY = resolve(import.meta.dirname, '../../scripts/lib/api-process.ts');

export type ApiProcess = { url: string; child: ChildProcess; exited: Promise<NodeJS.Signals | number | null> };

/** Starts scripts/lib/api-process.ts on the file with the tests' fixed clock (through tsx) and waits for its port. */
export async function startApiProcess(file: string): Promise<ApiProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', ENTRY, file, NOW.toISOString()], { stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = new Promise<NodeJS.Signals | number | null>((done) => child.once('exit', (code, signal) => done(signal ?? code)));
  const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
  const port = await new Promise<number>((ready, fail) => {
    const timer = setTimeout(() => fail(new Error('the API process did not start within 60 s')), 60_000);
    lines.once('line', (line) => {
      clearTimeout(timer);
      ready((JSON.parse(line) as { port: number }).port);
    });
    void exited.then((how) => fail(new Error(`the API process ended before listening (${String(how)})`)));
  });
  return { url: `http://127.0.0.1:${port}`, child, exited };
}

export async function stopApiProcess(api: ApiProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (api.child.exitCode === null && api.child.signalCode === null) api.child.kill(signal);
  await api.exited;
}

export async function openSession(url: string): Promise<string> {
  const response = await fetch(`${url}/api/client_sessions`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ client_key: DEMO_API_CLIENT.key, client_secret: DEMO_API_CLIENT.secret, hotel_code: 'sakura-tokyo' }),
  });
  if (response.status !== 201 && response.status !== 200) throw new Error(`client session answered ${response.status}`);
  return ((await response.json()) as { data: { client_session: string } }).data.client_session;
}

export async function cardToken(url: string, number: string, validThrough: string): Promise<string> {
  const response = await fetch(`${url}/psp/tokens`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ number, holder: 'HANAKO YAMADA', exp_month: 12, exp_year: 2030, security_code: '123', valid_through: validThrough }),
  });
  if (response.status !== 201) throw new Error(`tokenize answered ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

/** A Tokyo reservation body for one room of two adults, priced by the API's own price call. */
export async function pricedBody(
  url: string,
  session: string,
  choice: { roomTypeCode: string; planCode: string; checkin: string; checkout: string; payByCard?: boolean },
): Promise<CreateReservationRequest> {
  const selection = { room_type_code: choice.roomTypeCode, room_plan_code: `${choice.roomTypeCode}_${choice.planCode}`, adults: 2, children: 0 };
  const query = new URLSearchParams({
    checkin: choice.checkin,
    checkout: choice.checkout,
    selections: JSON.stringify([selection]),
    pay_by_card: String(choice.payByCard ?? false),
    locale: 'en',
  });
  const response = await fetch(`${url}/hotels/101/rooms/price?${query.toString()}`, { headers: { [REQUEST_HEADERS.clientSession]: session } });
  if (response.status !== 200) throw new Error(`price call answered ${response.status}: ${await response.text()}`);
  const { total_price } = (await response.json()) as { total_price: number };
  return {
    checkin: choice.checkin,
    checkout: choice.checkout,
    locale: 'en',
    booking_source: 'booking_widget',
    booker: { first_name: 'Hanako', last_name: 'Yamada', email: 'hanako@example.com', phone: '+819012345678' },
    rooms: [selection],
    payment: { type: 'on_site' },
    expected_total_price: total_price,
  };
}

/**
 * Asks for the answer uncompressed (ADR 210 compresses the API's JSON): a compressed body is read over several turns
 * of the event loop, and the crash test counts answers as they arrive to kill the process mid-burst.
 */
export function postReservation(url: string, session: string, body: unknown, key: string = crypto.randomUUID()): Promise<Response> {
  return fetch(`${url}/hotels/101/reservations`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'Accept-Encoding': 'identity',
      [REQUEST_HEADERS.clientSession]: session,
      [REQUEST_HEADERS.idempotencyKey]: key,
    },
    body: JSON.stringify(body),
  });
}

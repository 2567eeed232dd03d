// @vitest-environment node
// The stand-in API compresses its JSON answers (issue 20, ADR 210), and leaves binary downloads as they are.
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_HEADERS } from '#domain/contracts/index.ts';
import { createTestApi, day, reservationOf, TOKYO } from './test-api';

const api = createTestApi();
const search = { checkin: day(20), checkout: day(21) };

describe('API answer compression', () => {
  it('gzips a JSON answer for a client that accepts gzip, and it reads the same as the plain one', async () => {
    const session = await api.newSession();
    const plain = await api.searchRooms(session, TOKYO.id, search);
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    const text = await plain.text();

    const query = new URLSearchParams({ checkin: search.checkin, checkout: search.checkout, rooms: JSON.stringify([{ adults: 2, children: 0, kids_tiers: [] }]), locale: 'en' });
    const gzipped = await api.app.request(`/hotels/${TOKYO.id}/rooms?${query.toString()}`, {
      headers: { [REQUEST_HEADERS.clientSession]: session, 'Accept-Encoding': 'gzip, deflate, br' },
    });
    expect(gzipped.status).toBe(200);
    expect(gzipped.headers.get('Content-Encoding')).toBe('gzip');
    expect(gzipped.headers.get('Vary')).toMatch(/Accept-Encoding/i);
    const bytes = Buffer.from(await gzipped.arrayBuffer());
    expect(bytes.length).toBeLessThan(Buffer.byteLength(text) / 3);
    expect(JSON.parse(gunzipSync(bytes).toString('utf8'))).toEqual(JSON.parse(text));
  });

  it('sends the plain answer to a client that refuses gzip', async () => {
    const response = await api.app.request(`/hotels/${TOKYO.code}/settings/booking_widget`, { headers: { 'Accept-Encoding': 'gzip;q=0, identity' } });
    expect(response.headers.get('Content-Encoding')).toBeNull();
    expect((await response.json()) as unknown).toMatchObject({ hotel_code: TOKYO.code });
  });

  it('leaves a PDF receipt uncompressed even when gzip is accepted', async () => {
    const session = await api.newSession();
    const body = await api.pricedBooking(session, TOKYO.id, { roomTypeCode: 'deluxe-twin', roomPlanCode: 'deluxe-twin_breakfast', checkin: day(30), checkout: day(31), adults: 2 });
    const reservation = await reservationOf(await api.postReservation(session, TOKYO.id, body));
    const response = await api.app.request(
      `/hotels/${TOKYO.id}/reservations/${reservation.reservation_number}/receipt?${new URLSearchParams({ bypass_token: reservation.bypass_token, name: 'Hanako Yamada', locale: 'en' }).toString()}`,
      { headers: { [REQUEST_HEADERS.clientSession]: session, 'Accept-Encoding': 'gzip' } },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/pdf');
    expect(response.headers.get('Content-Encoding')).toBeNull();
    expect(Buffer.from(await response.arrayBuffer()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  describe('under @hono/node-server, as the stack runs it', () => {
    let server: ReturnType<typeof serve>;
    let port = 0;
    beforeAll(async () => {
      server = await new Promise<ReturnType<typeof serve>>((ready) => {
        const started = serve({ fetch: api.app.fetch, port: 0, hostname: '127.0.0.1' }, () => ready(started));
      });
      port = (server.address() as AddressInfo).port;
    });
    afterAll(() => new Promise<void>((done) => server.close(() => done())));

    it('sends the gzip bytes over HTTP with no stale Content-Length', async () => {
      const { headers, body } = await new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>((done, fail) => {
        const call = request({ host: '127.0.0.1', port, path: `/hotels/${TOKYO.code}/settings/booking_widget`, headers: { 'Accept-Encoding': 'gzip' } }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => done({ headers: response.headers, body: Buffer.concat(chunks) }));
        });
        call.on('error', fail);
        call.end();
      });
      expect(headers['content-encoding']).toBe('gzip');
      expect(headers['content-length']).toBeUndefined();
      expect(JSON.parse(gunzipSync(body).toString('utf8'))).toMatchObject({ hotel_code: TOKYO.code });
    });
  });
});

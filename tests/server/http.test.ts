// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { REQUEST_HEADERS } from '#domain/contracts/index.ts';
import { PREFLIGHT_MAX_AGE_SECONDS } from '#server/src/http/cors-for-origins.ts';
import { APP_ORIGIN, createTestApi, errorOf, TOKYO } from './test-api';

describe('CORS', () => {
  it('allows the app origin, with the spec headers and nothing exposed', async () => {
    const { app } = createTestApi();
    const simple = await app.request(`/hotels/${TOKYO.code}/settings/booking_widget`, { headers: { Origin: APP_ORIGIN } });
    expect(simple.headers.get('Access-Control-Allow-Origin')).toBe(APP_ORIGIN);
    expect(simple.headers.get('Access-Control-Expose-Headers')).toBeNull();

    const preflight = await app.request(`/hotels/${TOKYO.id}/reservations`, {
      method: 'OPTIONS',
      headers: {
        Origin: APP_ORIGIN,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type,x-client-session,idempotency-key',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('Access-Control-Allow-Origin')).toBe(APP_ORIGIN);
    const allowed = (preflight.headers.get('Access-Control-Allow-Headers') ?? '').toLowerCase().split(',');
    for (const header of [...Object.values(REQUEST_HEADERS), 'Content-Type']) expect(allowed).toContain(header.toLowerCase());
  });

  it('lets the browser keep a preflight answer for two hours (ADR 227)', async () => {
    const { app } = createTestApi();
    const preflight = await app.request(`/hotels/${TOKYO.code}/settings/booking_widget`, {
      method: 'OPTIONS',
      headers: { Origin: APP_ORIGIN, 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'x-client-session,x-request-id' },
    });
    expect(preflight.status).toBe(204);
    expect(PREFLIGHT_MAX_AGE_SECONDS).toBe(7200);
    expect(preflight.headers.get('Access-Control-Max-Age')).toBe(String(PREFLIGHT_MAX_AGE_SECONDS));
  });

  it('sends no CORS headers to another origin', async () => {
    const { app } = createTestApi();
    const simple = await app.request(`/hotels/${TOKYO.code}/settings/booking_widget`, {
      headers: { Origin: 'https://evil.example' },
    });
    expect(simple.status).toBe(200);
    const preflight = await app.request(`/hotels/${TOKYO.id}/reservations`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' },
    });
    for (const response of [simple, preflight]) {
      const corsHeaders = [...response.headers.keys()].filter((name) => name.startsWith('access-control-'));
      expect(corsHeaders).toEqual([]);
    }
  });
});

describe('error answers', () => {
  it('answers malformed JSON with 400 in the error shape', async () => {
    const { app, newSession } = createTestApi();
    const response = await app.request(`/hotels/${TOKYO.id}/reservations`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        [REQUEST_HEADERS.clientSession]: await newSession(),
        [REQUEST_HEADERS.idempotencyKey]: 'k',
      },
      body: '{"checkin": ',
    });
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toMatchObject({ status: 400, title: 'malformed_json' });
  });

  it('answers an unknown route with 404 in the error shape', async () => {
    const { app } = createTestApi();
    const response = await app.request('/no/such/route');
    expect(response.status).toBe(404);
    expect(await errorOf(response)).toMatchObject({ status: 404, title: 'not_found' });
  });

  it('answers a non-numeric hotel id with 404', async () => {
    const { app, newSession } = createTestApi();
    const response = await app.request('/hotels/abc/rooms', { headers: { [REQUEST_HEADERS.clientSession]: await newSession() } });
    expect(response.status).toBe(404);
  });

  it('answers 500 and logs when its own answer breaks the contract', async () => {
    const { app, db } = createTestApi();
    db.prepare("UPDATE hotels SET button_colour = 'pink' WHERE id = ?").run(TOKYO.id);
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await app.request(`/hotels/${TOKYO.code}/settings/booking_widget`);
    expect(response.status).toBe(500);
    expect(await errorOf(response)).toMatchObject({ status: 500, title: 'internal_error' });
    expect(String(log.mock.calls[0]?.[1])).toContain('button_colour');
  });

  it('refuses an oversized body with 413 in the error shape', async () => {
    const { app } = createTestApi();
    const response = await app.request('/api/client_sessions', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ padding: 'x'.repeat(70_000) }),
    });
    expect(response.status).toBe(413);
    expect((await errorOf(response)).status).toBe(413);
  });
});

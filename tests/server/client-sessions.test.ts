// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { REQUEST_HEADERS } from '#domain/contracts/index.ts';
import { INVALID_SESSION_TITLE } from '#domain/constants/error-codes.ts';
import { TIME } from '#domain/constants/limits.ts';
import { ZClientSessionResponse } from '#domain/entities/client-session.ts';
import { DEMO_API_CLIENT } from '#server/src/index.ts';
import { createTestApi, day, errorOf, NOW, OKINAWA, TOKYO } from './test-api';

const post = (app: ReturnType<typeof createTestApi>['app'], body: unknown) =>
  app.request('/api/client_sessions', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

const roomsQuery = `checkin=${day(1)}&checkout=${day(2)}&rooms=${encodeURIComponent('[{"adults":2,"children":0,"kids_tiers":[]}]')}`;

describe('POST /api/client_sessions', () => {
  it('creates a session for the hotel brand, valid for three quarters of a day', async () => {
    const { app } = createTestApi();
    const response = await post(app, {
      client_key: DEMO_API_CLIENT.key,
      client_secret: DEMO_API_CLIENT.secret,
      hotel_code: OKINAWA.code,
    });
    expect(response.status).toBe(201);
    const { data } = ZClientSessionResponse.parse(await response.json());
    expect(data.hotel_brand_id).toBe(2);
    expect(Date.parse(data.expires_at)).toBe(NOW.getTime() + TIME.clientSessionCookieMs);
  });

  it('refuses a wrong secret with 401', async () => {
    const { app } = createTestApi();
    const response = await post(app, { client_key: DEMO_API_CLIENT.key, client_secret: 'guess', hotel_code: TOKYO.code });
    expect(response.status).toBe(401);
    expect((await errorOf(response)).title).toBe('invalid_credentials');
  });

  it('answers 404 for an unknown hotel', async () => {
    const { app } = createTestApi();
    const response = await post(app, {
      client_key: DEMO_API_CLIENT.key,
      client_secret: DEMO_API_CLIENT.secret,
      hotel_code: 'no-such-hotel',
    });
    expect(response.status).toBe(404);
  });

  it('answers 422 naming the missing field', async () => {
    const { app } = createTestApi();
    const response = await post(app, { client_key: DEMO_API_CLIENT.key, hotel_code: TOKYO.code });
    expect(response.status).toBe(422);
    const error = await errorOf(response);
    expect(error.details.client_secret).toHaveLength(1);
    expect(error.details.base?.[0]?.error).toEqual(expect.any(String));
  });
});

describe('session checks on hotel calls', () => {
  it('refuses a session of one brand on another brand hotel with invalid_session', async () => {
    const { app, newSession } = createTestApi();
    const umiSession = await newSession(OKINAWA.code);
    const response = await app.request(`/hotels/${TOKYO.id}/rooms?${roomsQuery}`, {
      headers: { [REQUEST_HEADERS.clientSession]: umiSession },
    });
    expect(response.status).toBe(401);
    expect((await errorOf(response)).title).toBe(INVALID_SESSION_TITLE);
  });

  it('refuses a missing or made-up session', async () => {
    const { app } = createTestApi();
    const missing = await app.request(`/hotels/${TOKYO.id}/rooms?${roomsQuery}`);
    const madeUp = await app.request(`/hotels/${TOKYO.id}/rooms?${roomsQuery}`, {
      headers: { [REQUEST_HEADERS.clientSession]: 'x'.repeat(43) },
    });
    for (const response of [missing, madeUp]) {
      expect(response.status).toBe(401);
      expect((await errorOf(response)).title).toBe(INVALID_SESSION_TITLE);
    }
  });

  it('refuses a session once it has expired', async () => {
    let now = NOW;
    const { app, newSession } = createTestApi({ now: () => now });
    const session = await newSession(TOKYO.code);
    const request = () =>
      app.request(`/hotels/${TOKYO.id}/rooms?${roomsQuery}`, { headers: { [REQUEST_HEADERS.clientSession]: session } });
    expect((await request()).status).toBe(200);
    now = new Date(NOW.getTime() + TIME.clientSessionCookieMs);
    expect((await request()).status).toBe(401);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { ZApiErrorBody } from '#domain/entities/api-error.ts';
import { pathMatches } from '#server/src/faults/fault-rules.ts';
import { createApiApp } from '#server/src/index.ts';
import { seededDatabase } from './seed-image';
import { APP_ORIGIN, NOW } from './test-api';

function apiWith(faults: boolean) {
  const db = seededDatabase();
  return createApiApp({ db, corsOrigins: [APP_ORIGIN], now: () => NOW, faults });
}

const SETTINGS = '/hotels/sakura-tokyo/settings/booking_widget';

async function setFaults(app: ReturnType<typeof apiWith>, faults: unknown[]): Promise<Response> {
  return app.request('/__faults', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ faults }),
  });
}

describe('fault switch', () => {
  it('does not exist unless the API is created with faults on', async () => {
    const app = apiWith(false);
    expect((await setFaults(app, [{ kind: 'unavailable', path: SETTINGS }])).status).toBe(404);
    expect((await app.request(SETTINGS)).status).toBe(200);
  });

  it('answers 401, 403 IDP_EXPIRED and 503 in the error body shape on the matching route only', async () => {
    const app = apiWith(true);
    for (const [kind, status] of [['unauthorized', 401], ['idp_expired', 403], ['unavailable', 503]] as const) {
      expect((await setFaults(app, [{ kind, path: '/hotels/sakura-tokyo/settings/*' }])).status).toBe(200);
      const answer = await app.request(SETTINGS);
      expect(answer.status).toBe(status);
      const body = ZApiErrorBody.parse(await answer.json());
      expect(body.status).toBe(status);
      if (kind === 'idp_expired') expect(body.codes).toEqual(['IDP_EXPIRED']);
      expect((await app.request('/hotels/sakura-kyoto/settings/booking_widget')).status).toBe(200);
    }
  });

  it('hits only as many times as asked, then lets requests through', async () => {
    const app = apiWith(true);
    await setFaults(app, [{ kind: 'unavailable', method: 'GET', path: SETTINGS, times: 2 }]);
    expect((await app.request(SETTINGS)).status).toBe(503);
    expect((await app.request(SETTINGS)).status).toBe(503);
    expect((await app.request(SETTINGS)).status).toBe(200);
    expect(await (await app.request('/__faults')).json()).toEqual({ faults: [] });
  });

  it('scoped to an origin, hits only requests a page of that origin sends', async () => {
    const app = apiWith(true);
    await setFaults(app, [{ kind: 'unavailable', path: SETTINGS, times: 1, origin: APP_ORIGIN }]);
    // The app server's own look-up (no Origin) and another site's page go through, and leave the fault in place.
    expect((await app.request(SETTINGS)).status).toBe(200);
    expect((await app.request(SETTINGS, { headers: { Origin: 'https://elsewhere.example' } })).status).toBe(200);
    expect((await app.request(SETTINGS, { headers: { Origin: APP_ORIGIN } })).status).toBe(503);
    expect((await app.request(SETTINGS, { headers: { Origin: APP_ORIGIN } })).status).toBe(200);
  });

  it('sends a body that is not JSON, and clears everything on DELETE', async () => {
    const app = apiWith(true);
    await setFaults(app, [{ kind: 'malformed_body', path: SETTINGS }]);
    const answer = await app.request(SETTINGS);
    expect(answer.status).toBe(200);
    const text = await answer.text();
    expect(() => JSON.parse(text) as unknown).toThrow();
    expect((await app.request('/__faults', { method: 'DELETE' })).status).toBe(204);
    expect((await app.request(SETTINGS)).status).toBe(200);
  });

  it('holds a request for the given latency before answering it normally', async () => {
    vi.useFakeTimers();
    try {
      const app = apiWith(true);
      await setFaults(app, [{ kind: 'latency', path: SETTINGS, delay_ms: 5_000 }]);
      let settled = false;
      const pending = Promise.resolve(app.request(SETTINGS)).then((answer) => {
        settled = true;
        return answer;
      });
      await vi.advanceTimersByTimeAsync(4_900);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(200);
      expect((await pending).status).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses a malformed rule list', async () => {
    const app = apiWith(true);
    expect((await setFaults(app, [{ kind: 'explode', path: SETTINGS }])).status).toBe(400);
    expect((await setFaults(app, [{ kind: 'unavailable', path: 'no-slash' }])).status).toBe(400);
  });
});

describe('pathMatches', () => {
  it.each([
    ['/hotels/:code/rooms', '/hotels/101/rooms', true],
    ['/hotels/:code/rooms', '/hotels/101/rooms/extra', false],
    ['/hotels/*', '/hotels/101/rooms', true],
    ['/hotels/*', '/api/client_sessions', false],
    ['/api/client_sessions', '/api/client_sessions', true],
  ])('%s against %s is %s', (pattern, path, expected) => {
    expect(pathMatches(pattern, path)).toBe(expected);
  });
});

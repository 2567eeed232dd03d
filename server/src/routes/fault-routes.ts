import type { Hono, MiddlewareHandler } from 'hono';
import { IDP_EXPIRED } from '#domain/constants/error-codes.ts';
import { errorBody } from '../http/api-error';
import { ZFaultRules } from '../faults/fault-rules';
import { createFaultSwitch, type FaultSwitch } from '../faults/fault-switch';

/** The test-only endpoint that switches faults; it exists only on an API created with `faults: true`. */
export const FAULTS_PATH = '/__faults';

function faultMiddleware(faults: FaultSwitch): MiddlewareHandler {
  return async (c, next) => {
    // A preflight is the browser's, not the app's request: failing it would test CORS, not the app.
    if (c.req.method === 'OPTIONS' || c.req.path === FAULTS_PATH) return next();
    const fault = faults.take({ method: c.req.method, path: c.req.path, origin: c.req.header('Origin') });
    if (!fault) return next();
    switch (fault.kind) {
      case 'unauthorized':
        return c.json(errorBody(401, 'unauthorized', 'You are not signed in, or your sign-in has expired.'), 401);
      case 'idp_expired':
        return c.json(errorBody(403, 'forbidden', 'The identity session has expired.', { codes: [IDP_EXPIRED] }), 403);
      case 'unavailable':
        return c.json(errorBody(503, 'service_unavailable', 'The service is temporarily unavailable.'), 503);
      case 'malformed_body':
        // What a proxy or a crashed upstream sends: a success status with a body that is not JSON.
        return c.body('<html><body>upstream error</body></html>', 200, { 'Content-Type': 'application/json' });
      case 'latency':
        await new Promise((resolve) => setTimeout(resolve, fault.delay_ms ?? 1_000));
        return next();
    }
  };
}

/**
 * Mounts the fault switch: a middleware in front of every route and `POST /__faults` (body `{ faults: [...] }`,
 * replacing what was set), `GET` (what is still active) and `DELETE` (all off).
 */
export function mountFaults(app: Hono): void {
  const faults = createFaultSwitch();
  app.use(faultMiddleware(faults));
  app.get(FAULTS_PATH, (c) => c.json({ faults: faults.list() }));
  app.delete(FAULTS_PATH, (c) => {
    faults.clear();
    return c.body(null, 204);
  });
  app.post(FAULTS_PATH, async (c) => {
    const parsed = ZFaultRules.safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success) return c.json(errorBody(400, 'invalid', 'Expected { faults: [{ kind, path, ... }] }.'), 400);
    faults.set(parsed.data.faults);
    return c.json({ faults: faults.list() });
  });
}

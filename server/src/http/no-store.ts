import type { Hono } from 'hono';

/**
 * Calls whose answers hold personal data or credentials: members, sign-ins and tokens, organisations, reservations,
 * guests' files, card tokens. A shared or browser cache must not keep them (issue 13).
 */
const PERSONAL_PATHS = [
  '/api/client_sessions',
  '/user/me',
  '/hotels/:hotelId/memberships/*',
  '/hotels/:hotelCode/organization/*',
  '/hotels/:hotelId/reservations',
  '/hotels/:hotelId/reservations/*',
  '/hotel_brands/:brandId/reservations/*',
  '/hotels/:hotelId/file_attachments',
  '/hotels/:hotelId/file_attachments/*',
  '/liff/upsert',
  '/psp/*',
];

/** Sets `Cache-Control: no-store` on every answer of those paths, refusals included. */
export function mountNoStore(app: Hono): void {
  for (const path of PERSONAL_PATHS) {
    app.use(path, async (c, next) => {
      await next();
      c.header('Cache-Control', 'no-store');
    });
  }
}

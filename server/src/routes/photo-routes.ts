import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Hono } from 'hono';

/** The room photos the seed points at (`/photos/{room type code}.svg`), drawn once and kept beside the migrations. */
const PHOTOS_DIR = fileURLToPath(new URL('../../photos/', import.meta.url));

/** A file name the folder can hold: nothing that climbs out of it. */
const PHOTO_FILE = /^[a-z0-9-]{1,64}\.svg$/;

/**
 * Serves the seeded room photos as a provider's image host would. The SVGs are ours and script-free; the
 * headers still forbid anything active in them should one be opened directly, and let the app's origin
 * embed them (images are never read by script, so no CORS is needed).
 */
export function mountPhotoRoutes(app: Hono): void {
  const cache = new Map<string, string>();
  app.get('/photos/:file', (c) => {
    const file = c.req.param('file');
    if (!PHOTO_FILE.test(file)) return c.notFound();
    let svg = cache.get(file);
    if (svg === undefined) {
      try {
        svg = readFileSync(`${PHOTOS_DIR}${file}`, 'utf8');
      } catch {
        return c.notFound();
      }
      cache.set(file, svg);
    }
    return c.body(svg, 200, {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=86400',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      'X-Content-Type-Options': 'nosniff',
      'Cross-Origin-Resource-Policy': 'cross-origin',
    });
  });
}

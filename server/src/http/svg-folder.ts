import { readFileSync } from 'node:fs';
import type { Hono } from 'hono';

/** A file name a folder can hold: nothing that climbs out of it. */
const SVG_FILE = /^[a-z0-9-]{1,64}\.svg$/;

/**
 * Serves the SVGs of one folder at `{prefix}/{file}.svg`, as a provider's image host would. The SVGs are ours
 * and script-free; the headers still forbid anything active in them should one be opened directly, and let the
 * app's origin use them as an image or a tab icon (neither is read by script, so no CORS is needed).
 */
export function mountSvgFolder(app: Hono, prefix: string, folder: string): void {
  const cache = new Map<string, string>();
  app.get(`${prefix}/:file`, (c) => {
    const file = c.req.param('file');
    if (!SVG_FILE.test(file)) return c.notFound();
    let svg = cache.get(file);
    if (svg === undefined) {
      try {
        svg = readFileSync(`${folder}${file}`, 'utf8');
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

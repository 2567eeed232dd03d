import { fileURLToPath } from 'node:url';
import type { Hono } from 'hono';
import { mountSvgFolder } from '../http/svg-folder';

/** The brands' logos and favicons the seed points at (`/brand-assets/{brand}-{logo|favicon}.svg`). */
const ASSETS_DIR = fileURLToPath(new URL('../../brand-assets/', import.meta.url));

export function mountBrandAssetRoutes(app: Hono): void {
  mountSvgFolder(app, '/brand-assets', ASSETS_DIR);
}

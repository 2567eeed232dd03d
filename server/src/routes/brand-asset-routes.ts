import type { Hono } from 'hono';
import { mountSvgFolder } from '../http/svg-folder';
import { serverPath } from '../server-files';

/** The brands' logos and favicons the seed points at (`/brand-assets/{brand}-{logo|favicon}.svg`). */
const ASSETS_DIR = serverPath('brand-assets');

export function mountBrandAssetRoutes(app: Hono): void {
  mountSvgFolder(app, '/brand-assets', ASSETS_DIR);
}

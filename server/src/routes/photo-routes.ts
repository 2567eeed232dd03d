import { fileURLToPath } from 'node:url';
import type { Hono } from 'hono';
import { mountSvgFolder } from '../http/svg-folder';

/** The room photos the seed points at (`/photos/{room type code}.svg`), drawn once and kept beside the migrations. */
const PHOTOS_DIR = fileURLToPath(new URL('../../photos/', import.meta.url));

export function mountPhotoRoutes(app: Hono): void {
  mountSvgFolder(app, '/photos', PHOTOS_DIR);
}

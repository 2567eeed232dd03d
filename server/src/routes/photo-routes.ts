import type { Hono } from 'hono';
import { mountSvgFolder } from '../http/svg-folder';
import { serverPath } from '../server-files';

/** The room photos the seed points at (`/photos/{room type code}.svg`), drawn once and kept beside the migrations. */
const PHOTOS_DIR = serverPath('photos');

export function mountPhotoRoutes(app: Hono): void {
  mountSvgFolder(app, '/photos', PHOTOS_DIR);
}

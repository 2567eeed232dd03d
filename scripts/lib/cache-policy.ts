// How long browsers and CDNs keep each kind of file the app's origin serves (issue 20, ADR 210, docs/deploy.md).

/** A file whose name holds a hash of its content: a new release is a new name, so this one never changes. */
export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * loader.js and frame-host.js: the stable addresses hotels paste. A release reaches every hotel page within five
 * minutes, and a page load costs at most a revalidation (they are small) after that.
 */
export const CACHE_STABLE_SCRIPT = 'public, max-age=300';

/** Documents and anything else: kept, but asked again each time (a 304 when unchanged). */
export const CACHE_REVALIDATE = 'no-cache';

/** Vite's output folder: every file in it is content-hashed (app-DKrN0iqQ.js). */
const HASHED_APP_ASSET = /^\/assets\/[^/]+$/;
/** The loader build's hashed files: the element chunk and the pinned loader (rollup.config.ts). */
const HASHED_LOADER_FILE = /^\/(?:element|loader)\.[A-Za-z0-9_-]{8,}\.js$/;
/** The scripts a hotel's page loads from the app's origin, by a stable or a hashed name. */
const EMBED_SCRIPT = /^\/(?:loader|element|frame-host)(?:\.[A-Za-z0-9_-]{8,})?\.js$/;

/** Cache-Control of a file of the app's origin (the app's assets and the loader's files), by its path. */
export function appCacheControl(pathname: string): string {
  if (HASHED_APP_ASSET.test(pathname) || HASHED_LOADER_FILE.test(pathname)) return CACHE_IMMUTABLE;
  if (pathname === '/loader.js' || pathname === '/frame-host.js' || pathname === '/embed.json') return CACHE_STABLE_SCRIPT;
  return CACHE_REVALIDATE;
}

/** The loader's scripts are imported by hotel pages on other origins: a cross-origin import() needs CORS. */
export function isEmbedScript(pathname: string): boolean {
  return EMBED_SCRIPT.test(pathname);
}

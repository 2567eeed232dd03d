import { fileURLToPath } from 'node:url';

// Set to true by scripts/build-server.ts in the compiled server, which is one file with the server's folders copied
// beside it; from source (tsx, vitest) this module sits in server/src.
declare const COMPILED_SERVER: boolean | undefined;

const SERVER_DIR = new URL(typeof COMPILED_SERVER !== 'undefined' && COMPILED_SERVER ? './' : '../', import.meta.url);

/** A folder the server reads at run time (migrations, photos, brand assets), from source or compiled alike. */
export function serverPath(folder: 'migrations' | 'photos' | 'brand-assets'): string {
  return fileURLToPath(new URL(`${folder}/`, SERVER_DIR));
}

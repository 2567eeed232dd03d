// npm run build:server: the API and the stack it runs in, compiled for plain node into one file, dist/server/start.js
// (npm start runs it). Packages stay in node_modules; the folders the server reads at run time (migrations, room
// photos, brand assets) are copied beside the file, where server/src/server-files.ts looks when compiled (ADR 199).
import { cpSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { build } from 'esbuild';

const ROOT = resolve(import.meta.dirname, '..');
// Fixed, not under DIST_DIR: parallel e2e builds never touch it, and scripts/lib/stack.ts finds the repository two
// folders up from here as it does from scripts/lib.
const OUT = resolve(ROOT, 'dist/server');

rmSync(OUT, { recursive: true, force: true });
await build({
  entryPoints: [resolve(ROOT, 'scripts/start.ts')],
  outfile: resolve(OUT, 'start.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  packages: 'external',
  sourcemap: true,
  define: { COMPILED_SERVER: 'true' },
  logLevel: 'warning',
});
for (const folder of ['migrations', 'photos', 'brand-assets']) {
  cpSync(resolve(ROOT, 'server', folder), resolve(OUT, folder), { recursive: true });
}

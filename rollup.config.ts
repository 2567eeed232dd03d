// Builds the loader in two stages (design section 4, ADR 003 and 010): loader.js, the IIFE a hotel page pays for
// at load, and element.<hash>.js, the custom element it imports later. Run: rollup -c rollup.config.ts --configPlugin esbuild
// The element is built first: loader.js names it by its content hash, so the element can be cached for good while
// loader.js stays at its stable, short-lived address; loader.<hash>.js is the same loader at a pinned address, for
// hotels that add an integrity hash (ADR 210, docs/deploy.md).
import { createHash } from 'node:crypto';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import { defineConfig, type Plugin } from 'rollup';
import esbuild from 'rollup-plugin-esbuild';

const OUT_DIR = `${process.env.DIST_DIR ?? 'dist'}/loader`;

// Browsers with custom elements, shadow DOM and dynamic import() all run ES2022 (Penpal uses private fields).
const typescript = () => esbuild({ target: 'es2022', jsx: 'automatic', tsconfig: 'tsconfig.json' });

// Two passes find a little more to inline and drop; module/toplevel mangling is safe in both bundles (an IIFE
// and an ES module with one export).
const minify = () => terser({ ecma: 2020, module: true, toplevel: true, compress: { passes: 2 } });

// Maps are written for debugging but never announced: no sourceMappingURL comment in what hotels download.
const sourcemap = 'hidden' as const;

/** The file the element build wrote; rollup builds the configurations below one after another, in order. */
let elementFile: string | undefined;

/** Remembers the element chunk's hashed file name. */
const recordElementFile = (): Plugin => ({
  name: 'record-element-file',
  generateBundle(_options, bundle) {
    elementFile = Object.values(bundle).find((output) => output.type === 'chunk' && output.isEntry)?.fileName;
  },
});

/** Gives the bootstrap the element's hashed name in place of loader/src/bootstrap/element-file.ts. */
const elementFileModule = (): Plugin => ({
  name: 'element-file-module',
  load(id) {
    if (!id.endsWith('/loader/src/bootstrap/element-file.ts')) return null;
    if (!elementFile) throw new Error('the element chunk must be built before the loader');
    return `export const ELEMENT_FILE = ${JSON.stringify(elementFile)};`;
  },
});

/**
 * Beside loader.js: the same bytes as loader.<hash>.js, and embed.json naming it with its Subresource Integrity
 * hash, for the snippet a hotel that pins a version pastes (the build prints it; the demo host shows it).
 */
const pinnedLoader = (): Plugin => ({
  name: 'pinned-loader',
  generateBundle(_options, bundle) {
    const loader = bundle['loader.js'];
    if (loader?.type !== 'chunk') throw new Error('loader.js was not built');
    const pinned = `loader.${createHash('sha256').update(loader.code).digest('hex').slice(0, 10)}.js`;
    const integrity = `sha384-${createHash('sha384').update(loader.code).digest('base64')}`;
    this.emitFile({ type: 'asset', fileName: pinned, source: loader.code });
    this.emitFile({ type: 'asset', fileName: 'embed.json', source: `${JSON.stringify({ loader: 'loader.js', pinned, integrity, element: elementFile }, null, 2)}\n` });
    console.log(`loader pinned at ${pinned}, integrity ${integrity}`);
  },
});

export default defineConfig([
  {
    input: 'loader/src/element/index.ts',
    // One self-contained file: the bootstrap imports it by URL from another origin, so it can have no chunks.
    // The element runs on Preact through r2wc's core (ADR 010): no React and no preact/compat are bundled.
    output: { dir: OUT_DIR, entryFileNames: 'element.[hash].js', format: 'es', sourcemap, inlineDynamicImports: true },
    plugins: [
      replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
      nodeResolve({ browser: true }),
      typescript(),
      minify(),
      recordElementFile(),
    ],
  },
  {
    input: 'loader/src/bootstrap/index.ts',
    output: { file: `${OUT_DIR}/loader.js`, format: 'iife', sourcemap },
    // Resolves the package.json "imports" aliases (#bridge/..., ADR 205); the bootstrap imports no package.
    plugins: [elementFileModule(), nodeResolve({ browser: true }), typescript(), minify(), pinnedLoader()],
  },
  {
    input: 'loader/src/frame-host/index.ts',
    // For chatbot and LINE hosts that place the app's iframe themselves (bridge/PROTOCOL.md): one ES module,
    // imported by URL from another origin, so it has no chunks either.
    output: { file: `${OUT_DIR}/frame-host.js`, format: 'es', sourcemap, inlineDynamicImports: true },
    plugins: [nodeResolve({ browser: true }), typescript(), minify()],
  },
]);

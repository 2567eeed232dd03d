// Builds the loader in two stages (design section 4, ADR 003 and 010): loader.js, the IIFE a hotel page pays for
// at load, and element.js, the custom element it imports later. Run: rollup -c rollup.config.ts --configPlugin esbuild
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import { defineConfig } from 'rollup';
import esbuild from 'rollup-plugin-esbuild';

const OUT_DIR = `${process.env.DIST_DIR ?? 'dist'}/loader`;

// Browsers with custom elements, shadow DOM and dynamic import() all run ES2022 (Penpal uses private fields).
const typescript = () => esbuild({ target: 'es2022', jsx: 'automatic', tsconfig: 'tsconfig.json' });

// Two passes find a little more to inline and drop; module/toplevel mangling is safe in both bundles (an IIFE
// and an ES module with one export).
const minify = () => terser({ ecma: 2020, module: true, toplevel: true, compress: { passes: 2 } });

// Maps are written for debugging but never announced: no sourceMappingURL comment in what hotels download.
const sourcemap = 'hidden' as const;

export default defineConfig([
  {
    input: 'loader/src/bootstrap/index.ts',
    output: { file: `${OUT_DIR}/loader.js`, format: 'iife', sourcemap },
    // Resolves the package.json "imports" aliases (#bridge/..., ADR 205); the bootstrap imports no package.
    plugins: [nodeResolve({ browser: true }), typescript(), minify()],
  },
  {
    input: 'loader/src/element/index.ts',
    // One self-contained file: the bootstrap imports it by URL from another origin, so it can have no chunks.
    // The element runs on Preact through r2wc's core (ADR 010): no React and no preact/compat are bundled.
    output: { file: `${OUT_DIR}/element.js`, format: 'es', sourcemap, inlineDynamicImports: true },
    plugins: [
      replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
      nodeResolve({ browser: true }),
      typescript(),
      minify(),
    ],
  },
  {
    input: 'loader/src/frame-host/index.ts',
    // For chatbot and LINE hosts that place the app's iframe themselves (bridge/PROTOCOL.md): one ES module,
    // imported by URL from another origin, so it has no chunks either.
    output: { file: `${OUT_DIR}/frame-host.js`, format: 'es', sourcemap, inlineDynamicImports: true },
    plugins: [nodeResolve({ browser: true }), typescript(), minify()],
  },
]);

// Builds the loader in two stages (design section 4): loader.js, the IIFE a hotel page pays for at load, and
// element.js, the custom element it imports later. Run: rollup -c rollup.config.ts --configPlugin esbuild
import alias from '@rollup/plugin-alias';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import { defineConfig } from 'rollup';
import esbuild from 'rollup-plugin-esbuild';

const OUT_DIR = 'dist/loader';

// Browsers with custom elements, shadow DOM and dynamic import() all run ES2022 (Penpal uses private fields).
const typescript = () => esbuild({ target: 'es2022', jsx: 'automatic', tsconfig: 'tsconfig.json' });

// Hosts must never pay for React: r2wc and our component run on preact/compat (13.9 KB against 72.8 KB gzip).
const reactOnPreact = alias({
  entries: [
    { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
    { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
    { find: /^react-dom$/, replacement: 'preact/compat' },
    { find: /^react$/, replacement: 'preact/compat' },
  ],
});

export default defineConfig([
  {
    input: 'loader/src/bootstrap/index.ts',
    output: { file: `${OUT_DIR}/loader.js`, format: 'iife', sourcemap: true },
    plugins: [typescript(), terser()],
  },
  {
    input: 'loader/src/element/index.ts',
    // One self-contained file: the bootstrap imports it by URL from another origin, so it can have no chunks.
    output: { file: `${OUT_DIR}/element.js`, format: 'es', sourcemap: true, inlineDynamicImports: true },
    plugins: [
      reactOnPreact,
      replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
      nodeResolve({ browser: true }),
      typescript(),
      terser(),
    ],
  },
]);

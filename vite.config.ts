import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { CSP_NONCE_PLACEHOLDER } from './scripts/lib/app-csp';
import { startupPreload } from './scripts/lib/startup-preload';
import { clientContracts } from './scripts/lib/client-contracts';
import { LANDING_ROUTES } from './app/src/app/routing/landing-routes';
import { DEMO_CLIENT } from './app/src/app/startup/demo-client';
import { hotelBrandKey } from './app/src/app/startup/hotel-brand-key';
import { isolatedTestFiles } from './scripts/lib/isolated-test-files';
import { TEST_STACK_ENV } from './scripts/lib/test-stack-env';

const repoRoot = import.meta.dirname;
const TEST_FILES = 'tests/**/*.test.{ts,tsx}';
const NOT_TESTS = ['e2e/**', 'node_modules/**', 'dist/**'];
const ISOLATED_TEST_FILES = isolatedTestFiles(repoRoot);
// The chunk of our own code several lazy routes share (ADR 121): the lower layers of app/src (ADR 206), the shared
// subjects that came from the old lib/ (hotel, answers, the stay hand-off, the reservation summaries) and domain/.
// The booking draft, payment, the booking questions' query and the stay rows of shared/ stay in the chunks of the
// routes that load them, so the results page does not download them.
const ROUTES_SHARED =
  /[\\/]app[\\/]src[\\/](components|platform|api|i18n|shared[\\/](hotel|stay))[\\/]|[\\/]app[\\/]src[\\/]shared[\\/](answers[\\/](?!get-booking-questions)|reservations[\\/]reservation-summaries)|[\\/]domain[\\/]/;
const SEARCH_FEATURE = /[\\/]app[\\/]src[\\/]features[\\/]search[\\/]|[\\/]app[\\/]src[\\/]app[\\/]routes[\\/]results-route-composition\.tsx$/;
const CATALOG = /[\\/]locales[\\/](\w+)[\\/]([\w-]+)\.json$/;

/**
 * The modules a module imports statically, through any depth, read from the build's module graph once it is
 * complete. The results page is the one guests land on first (issue 20): of the code routes share, it downloads
 * only a chunk of what it uses itself, not the guest detail's, the account's or the lottery's shared code; its
 * search form likewise only what the form uses (ADR 271).
 */
function staticGraphOf(name: string, module: string): { plugin: Plugin; reaches: (id: string) => boolean } {
  const reached = new Set<string>();
  const plugin: Plugin = {
    name,
    apply: 'build',
    buildEnd() {
      reached.clear();
      const pending = [resolve(repoRoot, module)];
      for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
        if (reached.has(next)) continue;
        reached.add(next);
        pending.push(...(this.getModuleInfo(next)?.importedIds ?? []));
      }
    },
  };
  return { plugin, reaches: (id) => reached.has(id) };
}
const resultsRoute = staticGraphOf('results-route-modules', LANDING_ROUTES.results.module);
// The results page's search form, which the page loads once its first results are on screen (ADR 266, 271).
const searchForm = staticGraphOf('search-form-modules', 'app/src/features/search/components/search-form.tsx');
// Guest detail, the other page guests land on (ADR 277).
const guestDetailRoute = staticGraphOf('guest-detail-route-modules', LANDING_ROUTES.guestDetail.module);
/**
 * The routes' shared code and the search feature's modules that the results route reaches: its own chunk, and of
 * them what guest detail reaches too, a chunk both landing pages load (ADR 291).
 */
const resultsShared = (id: string) => (ROUTES_SHARED.test(id) || SEARCH_FEATURE.test(id)) && resultsRoute.reaches(id);

/**
 * react-router's package exports only its development build, whose dev warnings (route-table checks, a
 * "hey developer" error screen) are on by a constant. The package also ships the production build, identical
 * but for that constant; the app's build takes it, so the minifier drops the warnings (ADR 243). Dev and tests keep the
 * warnings.
 */
const reactRouterProduction: Plugin = {
  name: 'react-router-production',
  apply: 'build',
  enforce: 'pre',
  resolveId(source) {
    return source === 'react-router' ? resolve(repoRoot, 'node_modules/react-router/dist/production/index.mjs') : null;
  },
};
/**
 * The app's build runs on preact/compat instead of react-dom (ADR 262): the same components, hooks and libraries
 * (react-router, TanStack Query, react-i18next, react-hook-form) for about 55 KB gzip less on every first page.
 * Preact 11's compat has what the app takes from React 19 (`use()`, a context as its own provider, `ref` as a prop
 * of function components); it is installed under the name `preact11` because the loader's element stays on
 * Preact 10 (ADR 010), so its own `preact` imports are pointed there too. Dev (fast refresh, React's warnings) and
 * the tests keep React; the e2e and browser suites run the build.
 */
const PREACT_COMPAT: Record<string, string> = {
  react: 'preact11/compat',
  'react-dom': 'preact11/compat',
  'react-dom/client': 'preact11/compat/client',
  'react/jsx-runtime': 'preact11/compat/jsx-runtime',
  'react/jsx-dev-runtime': 'preact11/compat/jsx-dev-runtime',
  preact: 'preact11',
  'preact/compat': 'preact11/compat',
  'preact/hooks': 'preact11/hooks',
  'preact/jsx-runtime': 'preact11/jsx-runtime',
};
const preactCompat: Plugin = {
  name: 'preact-compat',
  apply: 'build',
  enforce: 'pre',
  async resolveId(source, importer) {
    const target = PREACT_COMPAT[source];
    if (target === undefined) return null;
    return this.resolve(target, importer, { skipSelf: true });
  },
};
/** Every zod/mini export as `z.<name>` but `z.config`, the one that changes zod's global settings. */
const ZOD_BUILDERS = Object.keys(await import('zod/mini'))
  .filter((name) => name !== 'config')
  .map((name) => `z.${name}`);
const { version } = JSON.parse(readFileSync(resolve(repoRoot, 'package.json'), 'utf8')) as { version: string };

export default defineConfig({
  // The app's index.html lives in app/; tests and the build output stay outside it.
  root: 'app',
  plugins: [
    react(),
    reactRouterProduction,
    preactCompat,
    // The browser parses answers only: the contracts' request schemas stay out of the app's chunks (ADR 243).
    clientContracts(),
    resultsRoute.plugin,
    searchForm.plugin,
    guestDetailRoute.plugin,
    // The landing routes' chunks and the language's catalogs are asked for with the entry (ADR 211), from the list
    // the route table reads too (ADR 227); the settings and client session calls are sent from the document (ADR 272).
    // /booking/result and /reservation/guest-detail get documents of their own with the route's links (ADR 283).
    // What those pages run before their first draw carries V8's compile hint (ADR 295).
    startupPreload(Object.values(LANDING_ROUTES), { appVersion: version, defaultClient: DEMO_CLIENT, hotelBrandKey }),
  ],
  // The static server replaces the placeholder with a fresh nonce per document (ADR 196); Vite's preload helper
  // reads it from the meta tag it adds, so the chunks it preloads carry it too.
  html: { cspNonce: CSP_NONCE_PLACEHOLDER },
  define: {
    // Sent as the app version header on every request (document 2 section 7.1).
    'import.meta.env.VITE_APP_VERSION': JSON.stringify(version),
  },
  build: {
    // DIST_DIR lets parallel runs (several engineers on one machine) build side by side; relative to the
    // repository or absolute, as scripts/lib/stack.ts reads it.
    outDir: resolve(repoRoot, process.env.DIST_DIR ?? 'dist', 'app'),
    emptyOutDir: true,
    // Fewer requests before the first results (docs/decisions/121-fewer-requests-to-first-results.md).
    rolldownOptions: {
      // zod's schema builders (\`import * as z from 'zod/mini'\`, the one way app and domain import it) have no side
      // effects: a schema a page does not use is dropped instead of being built at load (ADR 243). Named one by one
      // as `z.<builder>`: a bare 'z' also marks every call of a function named `z`, and minified libraries have
      // them (Preact's renderer is one, ADR 262).
      treeshake: { manualPureFunctions: ZOD_BUILDERS },
      output: {
        // One chunk per locale and namespace (ADR 211), named so a manifest, the preload table and a reader find it.
        chunkFileNames: (chunk) => {
          const catalog = CATALOG.exec(chunk.facadeModuleId ?? '');
          // The hash's length is fixed so a reader can tell a namespace's own hyphen (payment-link) from the hash's.
          return catalog ? `assets/catalog-${catalog[1]}-${catalog[2]}-[hash:8].js` : 'assets/[name]-[hash].js';
        },
        codeSplitting: {
          groups: [
            // Everything the entry imports statically loads at start anyway: one chunk instead of a dozen.
            { name: 'app', tags: ['$initial'], priority: 3 },
            // Of the code routes share, what both landing routes use (format, money and card rules, the sheet, staged
            // drawing): guest detail loads this chunk instead of results-shared, whose results page it never draws
            // (ADR 291).
            {
              name: 'landing-shared',
              test: (id) => resultsShared(id) && guestDetailRoute.reaches(id),
              priority: 2,
            },
            // Of the rest, what the results route uses: the first page guests see loads only this part (issue 20). The
            // search feature's own modules join it, and so does the composition both results routes share (ADR 260):
            // the travel-agency site's results route shows the same page (ADR 252), and a chunk of their own would
            // cost the results page one more file and its imports.
            {
              name: 'results-shared',
              test: resultsShared,
              priority: 1,
            },
            // Of the rest, what the results page's search form uses (its date, select and text fields): the form
            // loads after the first results, and before this group it downloaded all of routes-shared with it, the
            // guest detail's and the account's code too (ADR 271). The routes whose forms use the same fields load
            // this chunk beside routes-shared.
            {
              name: 'search-form-shared',
              test: (id) => ROUTES_SHARED.test(id) && searchForm.reaches(id) && !resultsRoute.reaches(id),
              priority: 1,
            },
            // The forms' library and its zod resolver, under their own name: the resolver's file named the chunk
            // `zod-*.js`, which read as a second zod while zod/mini is in the entry (ADR 271).
            { name: 'react-hook-form', test: /[\\/]node_modules[\\/](react-hook-form|@hookform[\\/]resolvers)[\\/]/, priority: 1 },
            // Of the code routes share, what guest detail uses: evaluating all of routes-shared built every route's
            // answer schemas (1,124 zod builder calls, the travel agency's flights and hotels, management, lottery),
            // about 180 ms of a throttled phone's main thread before guest detail could draw (ADR 277). A route that
            // needs parts of both loads both.
            {
              name: 'guest-detail-shared',
              test: (id) => ROUTES_SHARED.test(id) && guestDetailRoute.reaches(id) && !resultsRoute.reaches(id) && !searchForm.reaches(id),
              minShareCount: 2,
              priority: 1,
            },
            // Our own code several lazy routes share (format, dates, form fields, domain rules): one chunk, cached
            // for the next route. Libraries stay split by use, so a route does not download another's.
            {
              name: 'routes-shared',
              test: ROUTES_SHARED,
              minShareCount: 2,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  test: {
    // Vite's root is app/, but tests/ sits beside it: scan from the repository root.
    root: repoRoot,
    exclude: NOT_TESTS,
    environment: 'node',
    // Worker threads start faster than child processes (6.2 against 7.1 minutes here, ADR 235).
    pool: 'threads',
    // One thread per core. vitest's default in a run is one fewer than the cores, which on CI's two is a single
    // thread: the files then ran one after another (ADR 245).
    maxWorkers: '100%',
    // Two threads share two cores, so a test that seeds a whole database gets half a core: 5 s was too tight.
    testTimeout: 15_000,
    // The e2e stacks' settings (a lower scrypt work factor, ADR 236); tests that need production strength say so.
    env: { ...TEST_STACK_ENV },
    setupFiles: ['tests/setup.ts'],
    globalSetup: ['tests/global-setup.ts'],
    // Files in jsdom or with module mocks each get their own modules; the rest share their worker's (ADR 235).
    projects: [
      { extends: true, test: { name: 'isolated', include: ISOLATED_TEST_FILES, isolate: true } },
      { extends: true, test: { name: 'shared', include: [TEST_FILES], exclude: [...ISOLATED_TEST_FILES, ...NOT_TESTS], isolate: false } },
    ],
  },
});

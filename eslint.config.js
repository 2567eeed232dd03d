// One-way imports between the parts (docs/ARCHITECTURE.md) are enforced here, not by convention.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import playwright from 'eslint-plugin-playwright';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const features = (() => {
  try {
    return readdirSync('app/src/features', { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
})();

const APP_LAYERS = ['platform', 'api', 'i18n', 'components', 'shared', 'features', 'app'];

const everythingBut = (...allowed) =>
  ['./domain', './bridge', './loader', './app', './server', './demo-host', './scripts', './e2e', './tests'].filter(
    (part) => !allowed.includes(part),
  );

const zones = [
  { target: './domain', from: everythingBut('./domain'), message: 'domain/ depends on nothing of ours.' },
  { target: './bridge', from: everythingBut('./bridge'), message: 'bridge/ depends on nothing of ours.' },
  { target: './loader', from: everythingBut('./loader', './bridge'), message: 'loader/ may import only bridge/.' },
  { target: './demo-host', from: everythingBut('./demo-host', './bridge'), message: 'demo-host/ may import only bridge/.' },
  { target: './server', from: everythingBut('./server', './domain'), message: 'server/ may import only domain/.' },
  { target: './app', from: everythingBut('./app', './domain', './bridge'), message: 'app/ may import only domain/ and bridge/.' },
  { target: './scripts', from: ['./app', './loader', './bridge', './demo-host', './tests'], message: 'scripts/ may import server/, domain/ and e2e settings only.' },
  { target: './e2e', from: ['./app', './loader', './demo-host', './tests'], message: 'e2e/ tests through the browser and the API, not app internals.' },
  // Inside the app, layers import downwards only (ADR 206): platform < api < i18n < components < shared < features
  // < app. A layer may import the ones before it, never one after it.
  ...APP_LAYERS.map((layer, index) => ({
    target: `./app/src/${layer}`,
    from: [...APP_LAYERS.slice(index + 1).map((higher) => `./app/src/${higher}`), './app/src/main.tsx'],
    message: `app/src/${layer} may import only ${APP_LAYERS.slice(0, index).join(', ') || 'domain/ and bridge/'}${index > 0 ? ' (and domain/, bridge/)' : ''}: layers import downwards (ADR 206).`,
  })),
  ...features.map((feature) => ({
    target: `./app/src/features/${feature}`,
    from: './app/src/features',
    except: [`./${feature}`],
    message: 'Features never import each other; compose them in app/src/app.',
  })),
];

// Issue 24: a formatted date's order and separators depend on the engine's ICU (WebKit prints en-CA as
// 11/25/2026), so a date is never printed in a chosen locale to be read back. Dates are read as numbers from
// Intl's parts in domain/rules/wall-clock.ts; a date for a guest is formatted in the guest's locale tag.
const DATE_PARSE_MESSAGE =
  'Formatted dates differ per engine and ICU (WebKit prints en-CA as 11/25/2026): never parse one. Read the date with wallClockIn()/todayIn() from domain/rules/wall-clock.ts; format for guests with their locale tag.';
const FORMATTERS = '/^(format|toLocaleDateString|toLocaleTimeString|toLocaleString)$/';
// A fixed locale for dates is only ever chosen in product code for the shape of its output. Tests may name one
// to say what a guest in that locale reads.
const FIXED_DATE_LOCALE_RULES = [
  { selector: "NewExpression[callee.object.name='Intl'][callee.property.name='DateTimeFormat'][arguments.0.type='Literal']", message: DATE_PARSE_MESSAGE },
  { selector: "CallExpression[callee.object.name='Intl'][callee.property.name='DateTimeFormat'][arguments.0.type='Literal']", message: DATE_PARSE_MESSAGE },
];
// Reading a formatted string back: cutting it up, or handing it to Date or Number.
const DATE_PARSING_RULES = [
  {
    selector: `CallExpression[callee.property.name=/^(split|slice|substring|substr|match|matchAll|replace|replaceAll|padStart)$/] > MemberExpression.callee > CallExpression.object[callee.property.name=${FORMATTERS}]`,
    message: DATE_PARSE_MESSAGE,
  },
  { selector: `NewExpression[callee.name='Date'] > CallExpression.arguments[callee.property.name=${FORMATTERS}]`, message: DATE_PARSE_MESSAGE },
  { selector: `CallExpression[callee.object.name='Date'][callee.property.name='parse'] > CallExpression.arguments[callee.property.name=${FORMATTERS}]`, message: DATE_PARSE_MESSAGE },
  { selector: `CallExpression[callee.name=/^(Number|parseInt)$/] > CallExpression.arguments[callee.property.name=${FORMATTERS}]`, message: DATE_PARSE_MESSAGE },
];
const RESTRICTED_SYNTAX = [
  { selector: 'TSEnumDeclaration', message: 'Use a string union instead of an enum.' },
  {
    selector: "AssignmentExpression[left.object.name='window'][left.property.name='onmessage']",
    message: 'Never set window.onmessage: it clobbers the host page.',
  },
  ...DATE_PARSING_RULES,
];

export default tseslint.config(
  // rollup.config-*.mjs: rollup's bundled config, which exists only while the loader builds (beside lint in npm test).
  { ignores: ['dist/**', 'dist-*/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', '.data/**', '.tmp/**', 'rollup.config-*.mjs'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', ...RESTRICTED_SYNTAX, ...FIXED_DATE_LOCALE_RULES],
    },
  },
  { files: ['tests/**', 'e2e/**'], rules: { 'no-restricted-syntax': ['error', ...RESTRICTED_SYNTAX] } },
  // The contracts' barrel reaches every contract: a route importing one through it counted every route's schemas
  // as its own, which the build's chunk groups read to split the routes' shared code (ADR 277).
  {
    files: ['app/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '#domain/contracts/index.ts', message: "Import the contract from its own module (ADR 277)." }] },
      ],
    },
  },
  // Browser tests follow Playwright's recommended rules; a fixed sleep is an error: wait for the condition instead.
  {
    files: ['e2e/**'],
    ...playwright.configs['flat/recommended'],
    rules: {
      ...playwright.configs['flat/recommended'].rules,
      'playwright/no-wait-for-timeout': 'error',
      // Helpers that assert, so a test made of them has assertions.
      'playwright/expect-expect': ['warn', { assertFunctionNames: ['expectRefused', 'expectNoAxeViolations'] }],
      // Fixtures hand their value over with `use`, which is not React's hook.
      'react-hooks/rules-of-hooks': 'off',
    },
  },
);

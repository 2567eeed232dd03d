import { defineConfig } from '@playwright/test';
import { E2E_URLS } from './e2e/ports';
import { CHROMIUM_ARGS, e2eChromiumPath } from './scripts/lib/chromium';

const executablePath = e2eChromiumPath();

export default defineConfig({
  testDir: 'e2e',
  // Set apart per run with E2E_OUTPUT_DIR when several runs share the machine (see e2e/ports.ts).
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  // Each worker runs its own stack and database (e2e/support/test.ts, ADR 209), so workers share nothing;
  // E2E_WORKERS sets how many. Tests of one file run in order in one worker.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel: false,
  // Builds the app and the loader once (SKIP_BUILD=1 reuses the last build); each worker serves it.
  globalSetup: './e2e/support/global-setup.ts',
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: E2E_URLS.demo,
    browserName: 'chromium',
    launchOptions: { executablePath, args: CHROMIUM_ARGS },
    // CI keeps only the printed output, so a trace there is never read; recording one costs every test CPU (ADR 247).
    trace: process.env.CI ? 'off' : 'retain-on-failure',
  },
});

import { defineConfig } from '@playwright/test';
import { E2E_URLS } from './e2e/ports';
import { CHROMIUM_ARGS, chromiumPath } from './scripts/lib/chromium';

const executablePath = chromiumPath();

export default defineConfig({
  testDir: 'e2e',
  // Set apart per run with E2E_OUTPUT_DIR when several runs share the machine (see e2e/ports.ts).
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  // One stack and one database for the run: tests make their own reservations and never share rows.
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: E2E_URLS.demo,
    browserName: 'chromium',
    launchOptions: { executablePath, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
  },
  webServer: {
    command: 'tsx scripts/serve-for-e2e.ts',
    url: `${E2E_URLS.demo}/`,
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: 'ignore',
    // The fault switch (server/src/faults) exists only on this stack.
    env: { E2E_FAULTS: '1' },
  },
});

// Ports of the stack the browser tests run against, apart from npm start's so both can run at once.
// E2E_PORT_OFFSET shifts all three, so several runs (several engineers on one machine) do not collide.
// Each Playwright worker runs its own stack (e2e/support/worker-stack.ts, ADR 209): a worker's ports are shifted
// by 10 more per parallel slot (TEST_PARALLEL_INDEX, which Playwright sets in each worker process), so
// E2E_PORT_OFFSET=400 with 2 workers uses offsets 400 and 410. Keep 50 clear above it: the cross-browser suite's
// stack sits there (scripts/serve-for-browsers.ts).
const WORKER_PORT_STRIDE = 10;
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0) + WORKER_PORT_STRIDE * Number(process.env.TEST_PARALLEL_INDEX ?? 0);

export const E2E_PORTS = { apiPort: 18787 + offset, appPort: 18173 + offset, demoPort: 18174 + offset } as const;

export const E2E_URLS = {
  api: `http://localhost:${E2E_PORTS.apiPort}`,
  app: `http://localhost:${E2E_PORTS.appPort}`,
  /** The hotel's page: another site than the app's, as on a real hotel site (scripts/lib/stack.ts DEMO_HOST). */
  demo: `http://127.0.0.1:${E2E_PORTS.demoPort}`,
  /** The travel-agency variant: the app's server under its own host name (scripts/lib/stack.ts OTA_HOST). */
  ota: `http://ota.localhost:${E2E_PORTS.appPort}`,
} as const;

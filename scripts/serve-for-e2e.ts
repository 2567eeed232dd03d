// The stack each Playwright worker starts (e2e/support/worker-stack.ts, ADR 209): a fresh database in a temporary
// folder, on the worker's own ports (e2e/ports.ts).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { E2E_PORTS } from '#e2e/ports.ts';
import { startStack, testRateLimits } from './lib/stack';

const stack = await startStack({
  ...E2E_PORTS,
  dbPath: join(mkdtempSync(join(tmpdir(), 'hbw-e2e-')), 'e2e.sqlite'),
  build: process.env.SKIP_BUILD !== '1',
  rateLimits: testRateLimits(),
});
console.log(`e2e stack ready: ${stack.urls.demo}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void stack.stop().then(() => process.exit(0)));
}

// The stack the cross-browser smoke suite runs against (scripts/cross-browser/run.ts): the e2e stack, on its
// own ports (BROWSERS_PORT_OFFSET, by default E2E_PORT_OFFSET + 50) and a fresh database, so it can run beside
// a Playwright run. It prints its URLs as one JSON line, so the suite goes wherever the stack puts each site.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startStack, testRateLimits } from './lib/stack';

export const STACK_READY = 'cross-browser stack ready:';

const offset = Number(process.env.BROWSERS_PORT_OFFSET ?? Number(process.env.E2E_PORT_OFFSET ?? 0) + 50);
if (!Number.isInteger(offset) || offset < 0) throw new Error('BROWSERS_PORT_OFFSET must be a whole number');

const stack = await startStack({
  apiPort: 18787 + offset,
  appPort: 18173 + offset,
  demoPort: 18174 + offset,
  dbPath: join(mkdtempSync(join(tmpdir(), 'hbw-browsers-')), 'browsers.sqlite'),
  build: process.env.SKIP_BUILD !== '1',
  rateLimits: testRateLimits(),
});
console.log(`${STACK_READY} ${JSON.stringify(stack.urls)}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void stack.stop().then(() => process.exit(0)));
}

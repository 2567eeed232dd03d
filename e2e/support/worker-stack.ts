import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { TEST_STACK_ENV } from '#scripts/lib/test-stack-env.ts';
import { E2E_URLS } from '../ports';

const ROOT = resolve(import.meta.dirname, '../..');
const READY = 'e2e stack ready:';

/**
 * Starts this worker's own stack (API with a fresh database, app, demo host) on this worker's ports (e2e/ports.ts)
 * and answers how to stop it. It runs in a child process so the API's work never competes with the test's event
 * loop, and from the build the global setup made (SKIP_BUILD=1).
 */
export async function startWorkerStack(): Promise<() => Promise<void>> {
  const child = spawn(resolve(ROOT, 'node_modules/.bin/tsx'), ['scripts/serve-for-e2e.ts'], {
    cwd: ROOT,
    // The fault switch (server/src/faults) exists only on this stack.
    env: { ...process.env, ...TEST_STACK_ENV, SKIP_BUILD: '1', E2E_FAULTS: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((ready, fail) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(READY)) ready();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => fail(new Error(`the e2e stack for ${E2E_URLS.demo} exited (${code}):\n${output}`)));
  });
  await warmUp();
  return () => stopChild(child);
}

/**
 * Asks each server for what a first page needs once, so the first test of a worker does not pay for a cold
 * server (module loading, first queries) inside its own timeouts.
 */
async function warmUp(): Promise<void> {
  for (const url of [`${E2E_URLS.demo}/`, `${E2E_URLS.app}/booking/result?hotel_code=sakura-tokyo&locale=en`, `${E2E_URLS.api}/hotels/sakura-tokyo/settings/booking_widget`]) {
    const answer = await fetch(url);
    if (!answer.ok) throw new Error(`warming up the e2e stack: ${url} answered ${answer.status}`);
  }
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  // Waiting for the exit frees the ports before a replacement worker of the same slot starts its stack.
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  child.kill('SIGTERM');
  return exited;
}

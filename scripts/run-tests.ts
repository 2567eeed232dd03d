// `npm test`: every check, in the order that keeps a two-core machine busy (ADR 247). The type check, lint and the
// build are single-threaded and independent, so they run side by side; the tests then run one suite after another,
// since each already keeps every core busy (vitest one thread per core, Playwright two workers). The e2e and
// cross-browser suites reuse that one build (SKIP_BUILD=1). A step's output is printed whole when it ends, so the
// parallel steps do not interleave; the first failure stops the run with that step's exit code.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');

type Step = { name: string; scripts: string[]; env?: Record<string, string> };
type Outcome = { name: string; code: number; ms: number };

const TOGETHER: Step[] = [
  { name: 'typecheck', scripts: ['typecheck'] },
  { name: 'lint', scripts: ['lint'] },
  // What e2e/support/global-setup.ts would build (scripts/lib/stack.ts buildAll).
  { name: 'build', scripts: ['build:loader', 'build:app', 'build:compress'] },
];

const IN_TURN: Step[] = [
  { name: 'unit', scripts: ['test:unit'] },
  { name: 'e2e', scripts: ['test:e2e'], env: { SKIP_BUILD: '1' } },
  { name: 'browsers', scripts: ['test:browsers'], env: { SKIP_BUILD: '1' } },
];

/** Runs one npm script; `buffered` keeps its output until it ends. */
function runScript(script: string, env: Record<string, string> | undefined, buffered: boolean): Promise<{ code: number; output: string }> {
  return new Promise((done) => {
    const child = spawn('npm', ['run', script, '--silent'], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => done({ code: code ?? 1, output }));
  });
}

async function runStep(step: Step, buffered: boolean): Promise<Outcome> {
  const started = Date.now();
  if (!buffered) console.log(`\n=== ${step.name}`);
  for (const script of step.scripts) {
    const { code, output } = await runScript(script, step.env, buffered);
    if (buffered) process.stdout.write(`\n=== ${step.name}: ${script}\n${output}`);
    if (code !== 0) return { name: step.name, code, ms: Date.now() - started };
  }
  return { name: step.name, code: 0, ms: Date.now() - started };
}

function report(outcomes: Outcome[], started: number): void {
  const seconds = (ms: number) => `${(ms / 1000).toFixed(0)} s`;
  console.log(`\n${outcomes.map((o) => `${o.code === 0 ? 'ok  ' : 'FAIL'} ${o.name.padEnd(10)} ${seconds(o.ms)}`).join('\n')}`);
  console.log(`npm test: ${seconds(Date.now() - started)} in all`);
}

const started = Date.now();
const outcomes = await Promise.all(TOGETHER.map((step) => runStep(step, true)));
for (const step of IN_TURN) {
  if (outcomes.some((outcome) => outcome.code !== 0)) break;
  outcomes.push(await runStep(step, false));
}
report(outcomes, started);
process.exit(outcomes.find((outcome) => outcome.code !== 0)?.code ?? 0);

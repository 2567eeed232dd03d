// The cross-browser smoke suite (issue 24, ADR 202): the core flows in Firefox (WebDriver BiDi), WebKitGTK
// (WebDriver classic, under xvfb-run) and Chromium, one engine after the other, against one stack.
//   tsx scripts/cross-browser/run.ts            every engine (a missing one fails, saying what to install)
//   BROWSERS=webkit tsx scripts/cross-browser/run.ts
//   BROWSERS_FLOWS=calendar ...                 only the flows whose name contains this
// It fails on any flow that fails and on any page error; it writes one confirmation screenshot per engine to
// BROWSERS_SHOTS_DIR (default test-results/cross-browser/).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { chromiumPath } from '../lib/chromium';
import { TEST_STACK_ENV } from '../lib/test-stack-env';
import { actions } from './actions';
import { FLOWS, type StackUrls } from './flows';
import { puppeteerSession } from './puppeteer-session';
import type { EngineName, Session } from './session';
import { MINIBROWSER, webdriverSession } from './webdriver-session';

const ROOT = resolve(import.meta.dirname, '../..');
const STACK_READY = 'cross-browser stack ready:';
/** The whole suite's budget: a hung browser must not hold CI (aim: under 5 minutes for all engines). */
const SUITE_BUDGET_MS = Number(process.env.BROWSERS_BUDGET_MS ?? 8 * 60_000);
const FLOW_BUDGET_MS = 90_000;

type Engine = { name: EngineName; binaries: string[]; missing: string; start: () => Promise<Session> };

const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
const CHROMIUM = chromiumPath() ?? '/usr/bin/chromium';

const ENGINES: Engine[] = [
  { name: 'firefox', binaries: [FIREFOX], missing: 'apt-get install firefox-esr (or set FIREFOX_PATH)', start: () => puppeteerSession('firefox', FIREFOX) },
  {
    name: 'webkit',
    binaries: [WEBKIT_DRIVER, MINIBROWSER],
    missing: 'apt-get install webkit2gtk-driver xvfb (or set WEBKIT_DRIVER_PATH)',
    start: () => webdriverSession(WEBKIT_DRIVER),
  },
  { name: 'chromium', binaries: [CHROMIUM], missing: 'apt-get install chromium (or set CHROMIUM_PATH)', start: () => puppeteerSession('chromium', CHROMIUM) },
];

function chosenEngines(): Engine[] {
  const wanted = (process.env.BROWSERS ?? 'firefox,webkit,chromium').split(',').map((name) => name.trim());
  const unknown = wanted.filter((name) => !ENGINES.some((engine) => engine.name === name));
  if (unknown.length) throw new Error(`BROWSERS names unknown engines: ${unknown.join(', ')}`);
  return ENGINES.filter((engine) => wanted.includes(engine.name));
}

/** WebKitGTK needs a display: without one, the suite runs itself again under xvfb-run (in en_US, ADR 202). */
function rerunUnderXvfb(): boolean {
  if (process.env.DISPLAY || process.env.BROWSERS_UNDER_XVFB === '1') return false;
  if (!chosenEngines().some((engine) => engine.name === 'webkit')) return false;
  const result = spawnSync('xvfb-run', ['-a', '-s', '-screen 0 1280x1024x24', process.execPath, ...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: { ...process.env, BROWSERS_UNDER_XVFB: '1', LC_ALL: 'en_US.UTF-8' },
  });
  if (result.error) throw new Error(`xvfb-run could not start (apt-get install xvfb): ${result.error.message}`);
  process.exit(result.status ?? 1);
}

async function startServer(): Promise<{ urls: StackUrls; server: ChildProcess }> {
  const server = spawn(process.execPath, [...process.execArgv, resolve(ROOT, 'scripts/serve-for-browsers.ts')], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, ...TEST_STACK_ENV },
  });
  const lines = createInterface({ input: server.stdout! });
  const urls = await new Promise<StackUrls>((ready, fail) => {
    const timer = setTimeout(() => fail(new Error('the stack did not start within 5 minutes')), 300_000);
    server.once('exit', (code) => fail(new Error(`the stack exited (${code})`)));
    lines.on('line', (line) => {
      if (!line.startsWith(STACK_READY)) return;
      clearTimeout(timer);
      ready(JSON.parse(line.slice(STACK_READY.length)) as StackUrls);
    });
  });
  return { urls, server };
}

function withinBudget<T>(what: string, budget: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, fail) => {
    timer = setTimeout(() => fail(new Error(`${what} took longer than ${budget / 1000} s`)), budget);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

type Outcome = { engine: EngineName; flow: string; ok: boolean; ms: number; detail?: string };

async function runEngine(engine: Engine, urls: StackUrls, shots: string): Promise<Outcome[]> {
  const absent = engine.binaries.filter((binary) => !existsSync(binary));
  if (absent.length) return [{ engine: engine.name, flow: 'start', ok: false, ms: 0, detail: `${absent.join(', ')} missing: ${engine.missing}` }];
  const started = Date.now();
  let session: Session;
  try {
    session = await withinBudget(`starting ${engine.name}`, 60_000, engine.start());
  } catch (error) {
    return [{ engine: engine.name, flow: 'start', ok: false, ms: Date.now() - started, detail: String(error) }];
  }
  const outcomes: Outcome[] = [];
  const act = actions(session);
  try {
    for (const flow of FLOWS.filter((candidate) => candidate.name.includes(process.env.BROWSERS_FLOWS ?? ''))) {
      const flowStarted = Date.now();
      let detail: string | undefined;
      try {
        await withinBudget(flow.name, FLOW_BUDGET_MS, flow.run({ session, act, urls, shots }));
      } catch (error) {
        detail = error instanceof Error ? error.message : String(error);
        const shot = `${shots}/${engine.name}-failed-${flow.name.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}.png`;
        await session.top().then(() => session.screenshot(shot)).then(() => (detail += `\n      screenshot: ${shot}`), () => undefined);
      }
      const errors = await session.takeErrors().catch((error: unknown) => [`errors unreadable: ${String(error)}`]);
      if (errors.length) detail = [detail, ...errors].filter(Boolean).join('\n      ');
      const outcome = { engine: engine.name, flow: flow.name, ok: detail === undefined, ms: Date.now() - flowStarted, detail };
      console.log(`${outcome.ok ? 'ok  ' : 'FAIL'} ${engine.name.padEnd(8)} ${flow.name} (${(outcome.ms / 1000).toFixed(1)} s)${detail ? `\n      ${detail}` : ''}`);
      outcomes.push(outcome);
    }
  } finally {
    await withinBudget(`closing ${engine.name}`, 20_000, session.close()).catch((error: unknown) => console.error(String(error)));
  }
  return outcomes;
}

rerunUnderXvfb();
const engines = chosenEngines();
const shots = resolve(process.env.BROWSERS_SHOTS_DIR ?? resolve(ROOT, 'test-results/cross-browser'));
mkdirSync(shots, { recursive: true });
const suiteStarted = Date.now();
const { urls, server } = await startServer();
console.log(`stack: demo ${urls.demo}, app ${urls.app}, api ${urls.api}`);
const stackReady = Date.now();
let outcomes: Outcome[] = [];
try {
  outcomes = await withinBudget('the cross-browser suite', SUITE_BUDGET_MS, (async () => {
    const all: Outcome[] = [];
    for (const engine of engines) all.push(...(await runEngine(engine, urls, shots)));
    return all;
  })());
} catch (error) {
  outcomes.push({ engine: engines[0]?.name ?? 'firefox', flow: 'suite', ok: false, ms: Date.now() - stackReady, detail: String(error) });
} finally {
  server.kill('SIGTERM');
}
const failed = outcomes.filter((outcome) => !outcome.ok);
const seconds = (ms: number) => (ms / 1000).toFixed(0);
console.log(
  `\n${outcomes.length - failed.length} passed, ${failed.length} failed; engines ${seconds(Date.now() - stackReady)} s, with the stack ${seconds(Date.now() - suiteStarted)} s; screenshots in ${shots}`,
);
process.exit(failed.length ? 1 : 0);

// npm run bench: sizes and request counts, measured on a fresh build in real Chromium. Not a test: it
// prints figures for the issue notes and never fails on them.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './lib/chromium';
import { DIST, startStack } from './lib/stack';

const BENCH_PORTS = { apiPort: 28787, appPort: 28173, demoPort: 28174 };
const HOTEL = 'sakura-tokyo';

const gzipBytes = (data: Buffer | string) => gzipSync(data, { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const stack = await startStack({
  ...BENCH_PORTS,
  dbPath: join(mkdtempSync(join(tmpdir(), 'hbw-bench-')), 'bench.sqlite'),
  build: process.env.SKIP_BUILD !== '1',
});
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });

try {
  const rows: [string, string][] = [];
  const dist = (file: string) => readFileSync(resolve(DIST, file));
  rows.push(['loader bootstrap (loader.js), gzip', kb(gzipBytes(dist('loader/loader.js')))]);
  rows.push(['loader element chunk (element.js), gzip', kb(gzipBytes(dist('loader/element.js')))]);

  // The app on its own: every script it loads until the first results are on screen.
  const appPage = await browser.newPage();
  const scripts: Buffer[] = [];
  appPage.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.url().startsWith(stack.urls.app)) {
      void response.body().then((body) => scripts.push(body)).catch(() => undefined);
    }
  });
  const appRequests = await countRequestsUntilResults(appPage, `${stack.urls.app}/booking/result?hotel_code=${HOTEL}`);
  rows.push(['app JS loaded by /booking/result, gzip', `${kb(scripts.reduce((sum, body) => sum + gzipBytes(body), 0))} in ${scripts.length} files`]);
  rows.push(['requests until first results (app alone)', String(appRequests)]);

  // Through the hotel page: the host page, the loader, the iframe and the app together.
  const hostPage = await browser.newPage();
  const hostRequests = await countRequestsUntilResults(hostPage, `${stack.urls.demo}/`);
  rows.push(['requests until first results (demo hotel page)', String(hostRequests)]);

  const width = Math.max(...rows.map(([name]) => name.length));
  console.log(`\n| ${'measure'.padEnd(width)} | value |\n|${'-'.repeat(width + 2)}|-------|`);
  for (const [name, value] of rows) console.log(`| ${name.padEnd(width)} | ${value} |`);
} finally {
  await browser.close();
  await stack.stop();
}

/** Loads a page and counts every request (all frames) until the rooms answer has come and the network is idle. */
async function countRequestsUntilResults(page: Page, url: string): Promise<number> {
  let requests = 0;
  page.on('request', () => (requests += 1));
  const rooms = page.waitForResponse((response) => /\/hotels\/\d+\/rooms\?/.test(response.url()), { timeout: 30_000 });
  await page.goto(url);
  await rooms;
  await page.waitForLoadState('networkidle');
  return requests;
}

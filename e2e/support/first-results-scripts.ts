import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';

/** One script of the app's origin the page loaded, with its gzip size (level 9, as the bench has always counted). */
export type LoadedScript = { url: string; gzipBytes: number };

/** Where the page keeps the moment the first room card was in the document (performance.now()). */
const MARK = '__hbwFirstResultsAt';

/**
 * Opens the results page as a first visit would and waits for its first results; the function it gives back sorts
 * the app's scripts loaded so far by when the browser asked for them: before the first results were on screen (the
 * first room card, an `article`, in the document), or at any time until it is called (the bench calls it once the
 * network is idle). The first is what issue 20's 150 KB counts (ADR 271): the moment comes from the page itself, a
 * MutationObserver that runs before the page's next task, so a chunk the page asks for after that paint (the search
 * form) is never in it, however fast or slow the machine. `npm run bench` and e2e/results-js-budget.spec.ts both
 * count with this.
 */
export async function openResultsCountingScripts(
  page: Page,
  url: string,
  appOrigin: string,
): Promise<() => Promise<{ beforeResults: LoadedScript[]; loaded: LoadedScript[] }>> {
  await page.addInitScript((mark) => {
    const observer = new MutationObserver(() => {
      if (!document.querySelector('article')) return;
      (window as unknown as Record<string, number>)[mark] = performance.now();
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  }, MARK);
  const bodies = new Map<string, Promise<Buffer | null>>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.url().startsWith(appOrigin)) {
      bodies.set(response.url(), response.body().catch(() => null));
    }
  });
  const rooms = page.waitForResponse((response) => /\/hotels\/\d+\/rooms\?/.test(response.url()), { timeout: 30_000 });
  await page.goto(url);
  await rooms;
  await page.locator('article').first().waitFor({ timeout: 30_000 });
  return async () => {
    const { firstResultsAt, requested } = await page.evaluate(
      ({ mark, origin }) => ({
        firstResultsAt: (window as unknown as Record<string, number>)[mark] ?? Number.POSITIVE_INFINITY,
        requested: performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.startsWith(origin) && new URL(entry.name).pathname.endsWith('.js'))
          .map((entry) => ({ url: entry.name, startTime: entry.startTime })),
      }),
      { mark: MARK, origin: appOrigin },
    );
    const loaded: LoadedScript[] = [];
    for (const [scriptUrl, body] of bodies) {
      const content = await body;
      if (content) loaded.push({ url: scriptUrl, gzipBytes: gzipSync(content, { level: 9 }).length });
    }
    const early = new Set(requested.filter((entry) => entry.startTime < firstResultsAt).map((entry) => entry.url));
    return { beforeResults: loaded.filter((script) => early.has(script.url)), loaded };
  };
}

/** The sum of the scripts' gzip sizes. */
export function gzipTotal(scripts: LoadedScript[]): number {
  return scripts.reduce((sum, script) => sum + script.gzipBytes, 0);
}

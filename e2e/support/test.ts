import { expect, test as base, type Browser, type BrowserContext } from '@playwright/test';
import { collectPageErrors, type ErrorFilter } from './page-errors';
import { recordWidgetEvents } from './widget-events';
import { startWorkerStack } from './worker-stack';

type TestFixtures = {
  /**
   * Every uncaught error and console error of every page and frame the test opens (its own page, pages it opens
   * later and pages of contexts it makes with `browser.newContext()`). The test fails if any is left at its end
   * that no `allowErrors` filter takes. A test that asserts one expected error may take it out of this list.
   */
  pageErrors: string[];
  /** Names the errors this test expects (a refused call it provokes, a fault it injects), and nothing else. */
  allowErrors: (...filters: ErrorFilter[]) => void;
};

type WorkerFixtures = {
  /** This worker's own stack: API with a fresh database, app and demo host on this worker's ports (ADR 209). */
  workerStack: void;
};

/** Watches every page of a context, those already open and those it opens later. */
function watchContext(context: BrowserContext, errors: string[]): void {
  for (const page of context.pages()) collectPageErrors(page, errors);
  context.on('page', (page) => collectPageErrors(page, errors));
}

/**
 * The one `test` every spec imports: each worker runs against its own stack, widget events are recorded from
 * before any page script runs (read them with ./widget-events), and a test fails on any page or console error.
 */
export const test = base.extend<TestFixtures & { errorFilters: ErrorFilter[] }, WorkerFixtures>({
  workerStack: [
    async ({}, use) => {
      const stop = await startWorkerStack();
      await use();
      await stop();
    },
    { scope: 'worker', auto: true, timeout: 120_000 },
  ],
  errorFilters: [
    async ({}, use) => {
      await use([]);
    },
    { box: true },
  ],
  allowErrors: async ({ errorFilters }, use) => {
    await use((...filters) => errorFilters.push(...filters));
  },
  pageErrors: [
    async ({ context, browser, page, errorFilters }, use) => {
      const errors: string[] = [];
      watchContext(context, errors);
      await recordWidgetEvents(page);
      // Contexts the test makes itself (two guests racing, a lost session) are watched the same way.
      const newContext: Browser['newContext'] = browser.newContext;
      browser.newContext = async (...options) => {
        const made = await newContext.apply(browser, options);
        watchContext(made, errors);
        return made;
      };
      try {
        await use(errors);
      } finally {
        browser.newContext = newContext;
      }
      const unexpected = errors.filter((error) => !errorFilters.some((allowed) => allowed(error)));
      expect(unexpected, 'errors on a page or in a frame the test opened').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

import { expect, test as base, type Browser, type BrowserContext } from '@playwright/test';
import { collectPageErrors, type ErrorFilter } from './page-errors';
import { createMember, createReservation, uniqueGuest, type Guest, type Member, type Reservation } from './test-data';
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
  /** A guest identity no other test uses: names in roman letters and a unique e-mail address. */
  guest: Guest;
  /**
   * A member made for this test through the API (signed up, confirmed from the outbox's link) at Sakura Tokyo's
   * brand, on Sakura Club: sign in with its email and password (`signInOnPage`) or use its `session`.
   */
  member: Member;
  /**
   * A guest booking made for this test through the API: Sakura Tokyo, Standard Double room only, 2 adults, 1 night,
   * 13 to 29 days ahead, paid on site, under a fresh e-mail. Opened with its bypass token or number and e-mail. A test that
   * needs another (a member's, a longer stay) calls `createReservation` from ./test-data.
   */
  reservation: Reservation;
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
 * before any page script runs (read them with ./widget-events), a test fails on any page or console error, and a
 * test that changes a member or a reservation asks for its own (`member`, `reservation`, `guest`; ADR 209).
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
  guest: async ({}, use) => {
    await use(uniqueGuest());
  },
  // Made before the test starts, on a timeout of their own: a sign-up hashes a password, and a loaded machine
  // should not take that out of the test's own minute.
  member: [
    async ({ request }, use) => {
      await use(await createMember(request));
    },
    { timeout: 30_000 },
  ],
  reservation: [
    async ({ request }, use) => {
      await use(await createReservation(request));
    },
    { timeout: 30_000 },
  ],
  pageErrors: [
    async ({ context, browser, page, errorFilters }, use) => {
      const errors: string[] = [];
      watchContext(context, errors);
      await recordWidgetEvents(page);
      // Contexts the test makes itself (two guests racing, a lost session) are watched the same way, and closed when
      // it ends: one left open keeps its app running into the next test of the worker, where a refetch of its own
      // can take that test's injected fault or race its calls.
      const made: BrowserContext[] = [];
      const newContext: Browser['newContext'] = browser.newContext;
      browser.newContext = async (...options) => {
        const context = await newContext.apply(browser, options);
        made.push(context);
        watchContext(context, errors);
        return context;
      };
      try {
        await use(errors);
      } finally {
        browser.newContext = newContext;
        await Promise.all(made.map((context) => context.close()));
      }
      const unexpected = errors.filter((error) => !errorFilters.some((allowed) => allowed(error)));
      expect(unexpected, 'errors on a page or in a frame the test opened').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

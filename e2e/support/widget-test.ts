import { expect, test as base, type Page } from '@playwright/test';
import { collectPageErrors } from './page-errors';
import { recordWidgetEvents } from './widget-events';

/** The space the loader reserves for an inline widget until the app reports its height. */
export const RESERVED_HEIGHT = 640;

export const frameHeight = async (page: Page): Promise<number> =>
  (await page.locator('hotel-booking-widget iframe').first().boundingBox())?.height ?? 0;

/**
 * Tests of pages that embed the widget: widget events are recorded from before any page script runs, and after
 * each test no error may have reached the host page or the widget.
 */
export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors = collectPageErrors(page);
      await recordWidgetEvents(page);
      await use(errors);
      expect(errors, 'errors on the host page or in the widget').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

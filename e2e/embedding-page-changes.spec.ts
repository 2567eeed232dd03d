// Issue 15: the inline widget keeps the guest's place. Moving to another page (Book far down the results) keeps
// the frame's height until the new page is there, brings the widget's top into view and focuses the new heading;
// changes of height that are not page changes never move the hotel's page. And the embed speaks the page's language.
import type { FrameLocator, Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { bookButtons } from './support/results-page';
import { frameHeight } from './support/widget-frame';
import { expect, test } from './support/test';

const widgetFrame = (page: Page) => page.frameLocator('hotel-booking-widget iframe');

/** Watches, from now on, whether any of the hotel's footer ever comes on screen (checked every frame). */
async function watchFooter(page: Page): Promise<void> {
  await page.evaluate(() => {
    const state = { seen: false, watching: true };
    Object.assign(window, { __footer: state });
    const footer = document.querySelector('.site-footer');
    const check = () => {
      if (!state.watching || !footer) return;
      if (footer.getBoundingClientRect().top < window.innerHeight) state.seen = true;
      requestAnimationFrame(check);
    };
    check();
  });
}

const footerSeen = (page: Page) =>
  page.evaluate(() => {
    const state = (window as unknown as { __footer: { seen: boolean; watching: boolean } }).__footer;
    state.watching = false;
    return state.seen;
  });

/** Where the guest is: the host page's scroll position and the widget's top on screen. */
const place = (page: Page) =>
  page.evaluate(() => ({
    scrollY: Math.round(window.scrollY),
    widgetTop: Math.round(document.querySelector('hotel-booking-widget')?.getBoundingClientRect().top ?? NaN),
  }));

/**
 * Records, inside every frame (the app's included), when the page headed `name` arrived (its heading is there and
 * none of its loading statuses is left: the page's answer is on it), when the heading took focus and when all of
 * it was first on the top-level screen. Recorded in the browser: the order of the three is what the test reads.
 */
async function recordHeadingArrival(page: Page, name: string): Promise<void> {
  await page.addInitScript((heading: string) => {
    const marks: { arrived?: number; focused?: number; onScreen?: number } = {};
    Object.assign(window, { __headingArrival: marks });
    const watch = () => {
      const found = Array.from(document.querySelectorAll('main h1')).find((h1) => h1.textContent?.trim() === heading);
      if (!found || marks.arrived !== undefined || document.querySelector('main [data-loading-status]')) return;
      marks.arrived = performance.now();
      // Inside an iframe an IntersectionObserver measures against the top-level viewport: the hotel page's screen.
      new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.intersectionRatio >= 0.99)) marks.onScreen ??= performance.now();
        },
        { threshold: [1] },
      ).observe(found);
    };
    new MutationObserver(watch).observe(document, { childList: true, subtree: true });
    document.addEventListener('focusin', (event) => {
      if (event.target instanceof HTMLHeadingElement && event.target.textContent?.trim() === heading) marks.focused ??= performance.now();
    });
  }, name);
}

/**
 * After the page's arrival its heading is focused and wholly on the guest's screen, and neither came before the
 * page's answer was on it. The order is asserted, not a duration: timings belong to `npm run bench`.
 */
async function expectHeadingShownAndFocused(app: FrameLocator): Promise<void> {
  const arrival = () =>
    app.locator('html').evaluate(() => (window as unknown as { __headingArrival: Record<string, number> }).__headingArrival);
  await expect.poll(async () => Object.keys(await arrival()).sort(), { timeout: 15_000 }).toEqual(['arrived', 'focused', 'onScreen']);
  const { arrived = NaN, focused = NaN, onScreen = NaN } = await arrival();
  expect(focused).toBeGreaterThanOrEqual(arrived);
  expect(onScreen).toBeGreaterThanOrEqual(arrived);
}

async function bookFromLastRoomType(page: Page) {
  const app = widgetFrame(page);
  const rooms = app.getByRole('region', { name: 'Rooms and plans' }).getByRole('article');
  await expect(rooms.first()).toBeVisible({ timeout: 30_000 });
  const lastBook = bookButtons(rooms.last()).last();
  await lastBook.scrollIntoViewIfNeeded();
  // Far down the results: the widget's top is well above the screen.
  expect((await place(page)).widgetTop).toBeLessThan(-500);

  const resultsHeight = await frameHeight(page);
  await watchFooter(page);
  await lastBook.click();
  await expectHeadingShownAndFocused(app);
  // Then the frame fits guest detail (shorter than the results), still without the footer coming into view.
  await expect.poll(() => frameHeight(page)).toBeLessThan(resultsHeight);
  expect(await footerSeen(page), 'the hotel page showed its footer while the widget changed page').toBe(false);
  return app;
}

for (const viewport of [
  { name: 'a 390 px phone', width: 390, height: 844 },
  { name: 'a 1280 px desktop', width: 1280, height: 800 },
]) {
  test.describe(`on ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('Book from the last room type lands on guest detail’s focused heading, never on the footer', async ({ page }) => {
      await recordHeadingArrival(page, 'Guest details');
      await page.goto('/');
      const app = await bookFromLastRoomType(page);
      // The frame fits guest detail once it is there, and the widget's top is where the guest is.
      const { widgetTop } = await place(page);
      expect(Math.abs(widgetTop)).toBeLessThan(viewport.height);
      await expect(app.getByLabel('First name')).toBeVisible();
    });

    test('a room’s further rates open and close leaving the hotel page where the guest has it', async ({ page }) => {
      await page.goto('/');
      const app = widgetFrame(page);
      const rooms = app.getByRole('region', { name: 'Rooms and plans' }).getByRole('article');
      await expect(rooms.first()).toBeVisible({ timeout: 30_000 });

      // A room's further rates open and close under its first ones (the "Room details" dialog is gone, issue 17).
      const more = app.getByRole('button', { name: /^Show \d+ more rates?$/ }).first();
      await more.scrollIntoViewIfNeeded();
      const before = await place(page);
      await more.click();
      const fewer = app.getByRole('button', { name: 'Show fewer rates' });
      await expect(fewer).toHaveAttribute('aria-expanded', 'true');
      expect(await place(page)).toEqual(before);
      await fewer.click();
      await expect(fewer).toHaveCount(0);
      expect(await place(page)).toEqual(before);
    });
  });
}

test.describe('on a 1280 px desktop, a first visit', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  // The search form is in the page on a wide screen's first visit (a phone's keeps it behind Edit, in a sheet).
  test('the availability calendar opens and closes under the search form, leaving the hotel page where the guest has it', async ({ page }) => {
    await page.goto('/');
    const app = widgetFrame(page);
    await expect(app.getByRole('region', { name: 'Rooms and plans' }).getByRole('article').first()).toBeVisible({ timeout: 30_000 });
    const calendarToggle = app.getByRole('button', { name: 'Show availability calendar' });
    await calendarToggle.scrollIntoViewIfNeeded();
    const before = await place(page);
    await calendarToggle.click();
    await expect(app.getByRole('grid')).toBeVisible();
    expect(await place(page)).toEqual(before);
    await app.getByRole('button', { name: /availability calendar/ }).click();
    await expect(app.getByRole('grid')).toHaveCount(0);
    expect(await place(page)).toEqual(before);
  });
});

test.describe('in Arabic', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the launcher, dialog and frame are named in Arabic, and Book keeps the guest’s place', async ({ page }) => {
    // The demo's Arabic hotel page: the script tag alone (a launcher), data-locale="ar".
    await recordHeadingArrival(page, 'بيانات الضيف');
    await page.goto('/launcher-ar.html');
    const launcher = page.getByRole('button', { name: 'احجز الآن' });
    await launcher.click();
    const dialog = page.getByRole('dialog', { name: /^الحجز: / });
    await expect(dialog).toBeVisible({ timeout: 30_000 });
    await expect(dialog.getByRole('button', { name: 'إغلاق' })).toBeVisible();
    const frame = page.locator('hotel-booking-widget iframe');
    await expect(frame).toHaveAttribute('title', /^الحجز: .+/);
    await expectNoAxeViolations(page, 'the Arabic launcher dialog');

    const app = page.frameLocator('hotel-booking-widget iframe');
    const rooms = app.getByRole('region', { name: 'الغرف والباقات' }).getByRole('article');
    await expect(rooms.first()).toBeVisible({ timeout: 30_000 });
    await rooms.last().getByRole('button', { name: 'احجز' }).last().click();
    await expectHeadingShownAndFocused(app);
  });

  test('two widgets on one page are told apart by their frame titles', async ({ page }) => {
    await page.goto('/two-widgets.html');
    const frames = page.locator('hotel-booking-widget iframe');
    await expect(frames).toHaveCount(2);
    await expect(frames.nth(0)).toHaveAttribute('title', /^Booking: /, { timeout: 30_000 });
    await expect(frames.nth(1)).toHaveAttribute('title', /^(Booking: |予約：)/, { timeout: 30_000 });
    const titles = await frames.evaluateAll((elements) => elements.map((element) => element.getAttribute('title')));
    expect(new Set(titles).size).toBe(2);
  });
});

// Visual regression (ADR 218): results, guest detail and confirmation in en, ja and ar, on a 390 px phone and a
// 1280 px desktop, compared with the committed baselines. Regenerate them with one command after a screen changes:
//   npx playwright test e2e/visual --update-snapshots
// The spec names no screen's inner parts, so a reworked screen needs new baselines, not new code: it waits for the
// page to settle (nothing busy, photos decoded, fonts loaded) and masks whatever depends on the day it runs.
import type { Page, PageAssertionsToHaveScreenshotOptions } from '@playwright/test';
import { addDays, todayIn } from '#domain/rules/nights.ts';
import { guestDetailUrl } from '../support/booking-flow';
import { expect, test } from '../support/test';
import { createReservation } from '../support/test-data';
import { E2E_URLS } from '../ports';
import { FULL_CHROMIUM } from '../support/full-chromium';

// The baselines are the full Chromium's drawing (ADR 236).
test.use(FULL_CHROMIUM);

const LOCALES = ['en', 'ja', 'ar'] as const;
type Locale = (typeof LOCALES)[number];

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;

/** The family Chromium draws each locale's heading in: Debian's fonts-noto-core and fonts-noto-cjk (.ci/run). */
const FONT_FAMILY: Record<Locale, RegExp> = { en: /^Noto Sans$/, ja: /^Noto Sans CJK JP$/, ar: /^Noto (Sans|Naskh) Arabic/ };

const HOTEL = { id: 101, code: 'sakura-tokyo' } as const;

/**
 * The stay every screenshot shows: one night from the first Tuesday at least 14 days after the hotel's today. The
 * weekday is always the same (its name, and the seeded weekday price factor), and the night falls before the seed's
 * varied inventory (server/src/db/seed/calendar.ts, offset 30), so every room type is on sale.
 */
function stayOffset(): number {
  const today = todayIn('Asia/Tokyo');
  let offset = 14;
  while (new Date(`${addDays(today, offset)}T00:00:00Z`).getUTCDay() !== 2) offset += 1;
  return offset;
}

/**
 * Waits until the page has settled (no request started since the last look, nothing busy, every photo decoded,
 * lazy ones too for a full-page shot, the fonts loaded), then evens out what changes by day.
 */
async function settle(page: Page): Promise<void> {
  // A loaded machine can take a while to start the app; the screenshot is what this spec is about.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          for (const image of document.images) image.loading = 'eager';
          await document.fonts.ready;
          const requests = performance.getEntriesByType('resource').length;
          const quiet = document.body.dataset.visualRequests === String(requests);
          document.body.dataset.visualRequests = String(requests);
          return (
            quiet &&
            document.querySelectorAll('[aria-busy="true"]').length === 0 &&
            [...document.images].every((image) => image.complete && image.naturalWidth > 0) &&
            document.fonts.status === 'loaded'
          );
        }),
      { timeout: 30_000 },
    )
    .toBe(true);
  // Dates, prices, rooms left, dated notices and the reservation number vary with the day and the run, and so do
  // their lengths, which would move everything below them. So every text that carries a digit or an @ (or is a
  // code in capitals) becomes one fixed placeholder (a layout that does not depend on the day) and is masked, now
  // and whenever the app renders such a text later (a MutationObserver's callback runs before the next paint); so
  // is a field whose value does.
  await page.evaluate(() => {
    // A digit or an @ anywhere, or the whole text a code (a reservation number can be letters only).
    const varying = /[\p{Nd}@]|^\s*[A-Z0-9][A-Z0-9-]{5,}\s*$/u;
    const PLACEHOLDER = '0000';
    const even = (root: Node) => {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      const texts: Text[] = [];
      if (root.nodeType === Node.TEXT_NODE) texts.push(root as Text);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node as Text);
      for (const text of texts) {
        if (text.data === PLACEHOLDER || !varying.test(text.data)) continue;
        text.data = PLACEHOLDER;
        text.parentElement?.setAttribute('data-visual-mask', '');
      }
      for (const field of document.querySelectorAll<HTMLInputElement>('input, textarea')) {
        if (varying.test(field.value)) field.setAttribute('data-visual-mask', '');
      }
    };
    even(document.body);
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'characterData') even(record.target);
        for (const added of record.addedNodes) even(added);
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
}

/** The page's main heading is drawn in the Noto family installed for its script, not a fallback. */
async function expectHeadingFont(page: Page, locale: Locale): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: 'h1' });
  await cdp.send('CSS.enable');
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  const main = [...fonts].sort((a, b) => b.glyphCount - a.glyphCount)[0];
  expect(main?.familyName, `the ${locale} heading's font (${JSON.stringify(fonts)})`).toMatch(FONT_FAMILY[locale]);
}

function screenshotOptions(page: Page, fullPage: boolean): PageAssertionsToHaveScreenshotOptions {
  return {
    fullPage,
    animations: 'disabled',
    caret: 'hide',
    // Visible ones only: a closed disclosure's texts (the extras' prices, stock and dates) keep boxes of their own,
    // and masks drawn there covered whatever was on screen at that place. Which extras a date offers changes with
    // the day, so those masks moved from day to day (failed after Tokyo's midnight, 2026-11-29).
    mask: [page.locator('[data-visual-mask]').filter({ visible: true })],
    // A placeholder's own colour, not the default pink that reads as an error in a review.
    maskColor: '#c8c8c8',
  };
}

const withLocale = (url: string, locale: Locale) => {
  const address = new URL(url);
  address.searchParams.set('locale', locale);
  return address.toString();
};

// Three pages, a booking and up to 12 stable screenshots a test: more than the default minute on a loaded machine.
test.describe.configure({ timeout: 180_000 });

for (const locale of LOCALES) {
  for (const viewport of VIEWPORTS) {
    test(`results, guest detail and confirmation look as approved (${locale}, ${viewport.width} px)`, async ({ page, request }) => {
      await page.setViewportSize(viewport);
      const offset = stayOffset();
      const checkin = addDays(todayIn('Asia/Tokyo'), offset);
      const suffix = `${locale}-${viewport.width}`;

      // Results: the first screen, where the guest should meet the first price.
      await page.goto(`${E2E_URLS.app}/booking/result?${new URLSearchParams({ hotel_code: HOTEL.code, locale, checkin, checkout: addDays(checkin, 1), adults: '2' })}`);
      await settle(page);
      await expectHeadingFont(page, locale);
      await expect(page).toHaveScreenshot(`results-${suffix}.png`, screenshotOptions(page, false));

      // Guest detail: the whole form.
      await page.goto(withLocale(guestDetailUrl({ daysAhead: offset, roomTypeCode: 'standard-double', planCode: 'room-only' }), locale));
      await settle(page);
      await expect(page).toHaveScreenshot(`guest-detail-${suffix}.png`, screenshotOptions(page, true));

      // Confirmation of a booking made through the API by one fixed guest.
      const booked = await createReservation(request, {
        hotel: HOTEL,
        daysAhead: offset,
        roomTypeCode: 'deluxe-twin',
        guest: { firstName: 'Hanako', lastName: 'Sato', name: 'Hanako Sato', email: 'hanako.sato@example.com' },
      });
      await page.goto(`${E2E_URLS.app}/reservation/confirmation/${booked.number}?${new URLSearchParams({ hotel_code: HOTEL.code, locale, bypass_token: booked.bypassToken })}`);
      await settle(page);
      await expect(page).toHaveScreenshot(`confirmation-${suffix}.png`, screenshotOptions(page, true));
    });
  }
}

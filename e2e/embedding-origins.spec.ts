// The app is framed only by parents on the hotel's allowed list (allowed_parent_origins). Two pages that are not:
// the demo hotel page served under another host name (a real server, a real other origin), and a page on the
// app's own origin. The browser refuses to frame the app in both (its CSP's frame-ancestors, ADR 196), so no
// handshake is ever answered; the only errors are the browser's refusals.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { CHROMIUM_ARGS, e2eChromiumPath } from '#scripts/lib/chromium.ts';
import { isCspRefusal } from './support/page-errors';
import { widgetEvents } from './support/widget-events';
import { frameHeight, RESERVED_HEIGHT } from './support/widget-frame';
import { E2E_PORTS, E2E_URLS } from './ports';

/** Not on any hotel's list; the browser resolves it to the demo host's server. */
const OTHER_HOST = 'not-allowed.test';

test.use({
  launchOptions: { executablePath: e2eChromiumPath(), args: [...CHROMIUM_ARGS, `--host-resolver-rules=MAP ${OTHER_HOST} 127.0.0.1`] },
});

/** The widget's frame was refused: an error page instead of the app, no events, the space the loader reserved. */
async function expectRefused(page: Page, errors: string[]): Promise<void> {
  await expect(page.locator('hotel-booking-widget iframe').first()).toBeAttached();
  await expect.poll(() => page.frames().filter((frame) => frame !== page.mainFrame()).map((frame) => frame.url())).toEqual([
    expect.stringMatching(/^chrome-error:/),
  ]);
  // The browser's refusal is the end of it: an error page runs no app, so no handshake can follow.
  await expect.poll(() => errors.length).toBeGreaterThan(0);
  expect(await widgetEvents(page)).toEqual([]);
  expect(await frameHeight(page)).toBe(RESERVED_HEIGHT);
}

test.describe('parents the hotel does not allow', () => {
  // The browser's frame-ancestors refusals are the only errors these pages may show.
  test.beforeEach(({ allowErrors }) => allowErrors(isCspRefusal('frame-ancestors')));

  test('a hotel page on another origin cannot frame the app', async ({ page, pageErrors: errors }) => {
    await page.goto(`http://${OTHER_HOST}:${E2E_PORTS.demoPort}/`);
    await expectRefused(page, errors);
  });

  test('a page on the app’s own origin cannot frame it either', async ({ page, pageErrors: errors }) => {
    await page.route(`${E2E_URLS.app}/framing-test.html`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><html lang="en"><head><title>Framing</title></head><body>
          <hotel-booking-widget hotel-code="sakura-tokyo" locale="en"></hotel-booking-widget>
          <script async src="${E2E_URLS.app}/loader.js"></script></body></html>`,
      }),
    );
    await page.goto(`${E2E_URLS.app}/framing-test.html`);
    await expectRefused(page, errors);
  });
});

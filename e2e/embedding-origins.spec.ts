// The app connects only to parents on the hotel's allowed list (allowed_parent_origins). Two pages that are not:
// the demo hotel page served under another host name (a real server, a real other origin), and a page on the
// app's own origin. Both still show the app, which never answers their handshake.
import { CHROMIUM_ARGS, chromiumPath } from '../scripts/lib/chromium';
import { widgetEvents } from './support/widget-events';
import { expect, frameHeight, RESERVED_HEIGHT, test } from './support/widget-test';
import { E2E_PORTS, E2E_URLS } from './ports';

/** Not on any hotel's list; the browser resolves it to the demo host's server. */
const OTHER_HOST = 'not-allowed.test';

test.use({
  launchOptions: { executablePath: chromiumPath(), args: [...CHROMIUM_ARGS, `--host-resolver-rules=MAP ${OTHER_HOST} 127.0.0.1`] },
});

test.describe('parents the hotel does not allow', () => {
  test('a hotel page on another origin gets no connection', async ({ page }) => {
    await page.goto(`http://${OTHER_HOST}:${E2E_PORTS.demoPort}/`);
    const app = page.frameLocator('hotel-booking-widget iframe');
    // The app still works on its own inside the frame...
    await expect(app.getByRole('heading', { name: 'Choose your room' })).toBeVisible();
    await page.waitForTimeout(1500);
    // ...but never answered the handshake: no events, and the frame keeps the height the loader reserved.
    expect(await widgetEvents(page)).toEqual([]);
    expect(await frameHeight(page)).toBe(RESERVED_HEIGHT);
  });

  test('a page on the app’s own origin gets no connection either', async ({ page }) => {
    await page.route(`${E2E_URLS.app}/framing-test.html`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><html lang="en"><head><title>Framing</title></head><body>
          <hotel-booking-widget hotel-code="sakura-tokyo" locale="en"></hotel-booking-widget>
          <script async src="${E2E_URLS.app}/loader.js"></script></body></html>`,
      }),
    );
    await page.goto(`${E2E_URLS.app}/framing-test.html`);
    const app = page.frameLocator('hotel-booking-widget iframe');
    await expect(app.getByRole('heading', { name: 'Choose your room' })).toBeVisible();
    await page.waitForTimeout(1500);
    expect(await widgetEvents(page)).toEqual([]);
    expect(await frameHeight(page)).toBe(RESERVED_HEIGHT);
  });
});

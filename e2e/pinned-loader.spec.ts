// Issue 20: a hotel that pins a loader version (demo-host/pinned.html) pastes loader.<hash>.js with its integrity
// hash; the widget works from it cross-site, and a loader whose bytes were changed on the way is never run.
import { createHash } from 'node:crypto';
import { STARTUP } from './support/members';
import { expect, test } from './support/test';
import { E2E_URLS } from './ports';

test('the pinned loader, checked by its integrity hash, embeds the app; the page shows the same snippet', async ({ page, request }) => {
  await page.goto('/pinned.html');
  await expect(page.frameLocator('hotel-booking-widget iframe').getByRole('heading', { level: 1, name: 'Choose your room' })).toBeVisible(STARTUP);

  const snippet = await page.locator('.embed-code').innerText();
  const src = /src="([^"]+)"/.exec(snippet)?.[1] ?? '';
  const integrity = /integrity="([^"]+)"/.exec(snippet)?.[1] ?? '';
  expect(src).toMatch(new RegExp(`^${E2E_URLS.app}/loader\\.[0-9a-f]{10}\\.js$`));
  // The hash the page pins is the hash of what the app origin serves there, cached for good.
  const loader = await request.get(src);
  expect(loader.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(integrity).toBe(`sha384-${createHash('sha384').update(await loader.body()).digest('base64')}`);
  await expect(page.locator('script[integrity]')).toHaveAttribute('src', src);
});

test('a pinned loader changed on the way (a compromised CDN) is refused by the browser, and no widget runs', async ({ page, pageErrors, allowErrors }) => {
  // The refusal is the browser's console error this test provokes.
  allowErrors((error) => /integrity/i.test(error));
  await page.route(/\/loader\.[0-9a-f]{10}\.js$/, async (route) => {
    const original = await route.fetch();
    await route.fulfill({ response: original, body: `${await original.text()}\nwindow.stolen = document.cookie;` });
  });
  await page.goto(`${E2E_URLS.demo}/pinned.html`);
  await expect.poll(() => pageErrors.join('\n'), { timeout: 10_000 }).toMatch(/integrity/i);
  await expect(page.locator('hotel-booking-widget iframe')).toHaveCount(0);
  expect(await page.evaluate(() => 'stolen' in window)).toBe(false);
});

import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../../../scripts/lib/chromium';

/**
 * Takes docs/design-system.md's screenshots from the demo (`npx vite docs/design-system/demo --port P`) and from a
 * running e2e stack's app (calendar). Usage: tsx docs/design-system/demo/screenshots.ts <demo url> [<app results url>]
 */
const [demo, results] = process.argv.slice(2);
const out = new URL('..', import.meta.url).pathname;
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
const page = await browser.newPage({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });
for (const [name, query] of [
  ['primitives-en', ''],
  ['primitives-ar', '?dir=rtl'],
  ['sheet-en', '?sheet'],
] as const) {
  await page.goto(`${demo}/${query}`);
  await page.getByRole('button').first().waitFor();
  await page.screenshot({ path: `${out}${name}.png`, fullPage: !name.startsWith('sheet') });
}
if (results) {
  await page.setViewportSize({ width: 320, height: 720 });
  for (const locale of ['en', 'id', 'ja', 'ar', 'th']) {
    await page.goto(`${results}&locale=${locale}`);
    await page.locator('button[aria-controls], button').filter({ hasText: /calendar|カレンダー|kalender|تقويم|ปฏิทิน/i }).first().click();
    const grid = page.getByRole('grid');
    await grid.locator('[data-day]').first().waitFor();
    await page.waitForTimeout(500);
    await grid.locator('xpath=ancestor::section[1]').screenshot({ path: `${out}calendar-${locale}-320.png` });
  }
}
await browser.close();

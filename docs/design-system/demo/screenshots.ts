import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '#scripts/lib/chromium.ts';

/**
 * Takes docs/design-system.md's primitive screenshots from the demo, served by
 * `npx vite docs/design-system/demo --config docs/design-system/demo/vite.config.ts --port P`.
 * Usage: tsx docs/design-system/demo/screenshots.ts http://localhost:P (the calendar's come from
 * DESIGN_SCREENSHOTS=1 on e2e/calendar-narrow.spec.ts).
 */
const [demo = 'http://localhost:5875'] = process.argv.slice(2);
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
await browser.close();

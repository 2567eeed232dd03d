import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Whether every frame of the page is of the page's own origin. axe reaches a cross-origin frame (the app's iframe
 * on a hotel page, a payment provider's fields) only by running in each frame and joining the parts in a blank
 * page, which takes about twice as long as one run from the top; a run from the top covers same-origin frames.
 */
function framesShareOrigin(page: Page): boolean {
  const { origin } = new URL(page.url());
  return page.frames().every((frame) => {
    const url = frame.url();
    if (url === '' || url.startsWith('about:')) return true;
    return URL.canParse(url) && new URL(url).origin === origin;
  });
}

/** Runs axe over the page and its frames (the widget's iframe included) and fails on any violation. */
export async function expectNoAxeViolations(page: Page, screen: string): Promise<void> {
  // Only violations are asserted: axe then keeps no node details for passing rules, the larger part of its work on
  // a long page (ADR 245).
  const { violations } = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).setLegacyMode(framesShareOrigin(page)).analyze();
  const summary = violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => `${JSON.stringify(n.target)} ${n.html}`).join(', ')}`);
  expect(summary, `axe violations on ${screen}`).toEqual([]);
}

import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Runs axe over the page and its frames (the widget's iframe included) and fails on any violation. */
export async function expectNoAxeViolations(page: Page, screen: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const summary = violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => `${JSON.stringify(n.target)} ${n.html}`).join(', ')}`);
  expect(summary, `axe violations on ${screen}`).toEqual([]);
}

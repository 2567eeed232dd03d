import type { Page } from '@playwright/test';

/**
 * Collects uncaught errors and console errors from the page and every frame in it, so a test can assert
 * that embedding the widget never throws into the host page (or into itself).
 */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console (${message.location().url}): ${message.text()}`);
  });
  return errors;
}

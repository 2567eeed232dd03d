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

/**
 * What Kyoto's seeded header HTML says on the console by design: its image points at a missing hotel-badge.png, and
 * its inline `onerror` handler (an attack the header carries on purpose) is refused by the app's CSP while DOMPurify
 * parses it, the second line of defence (ADR 196). Nothing else may be filtered out.
 */
export const isHotelHtmlNoise = (error: string): boolean =>
  error.includes('hotel-badge.png') || error.includes('Executing inline event handler violates');

import type { Page } from '@playwright/test';

/** Decides that one collected error is expected by the test that allows it (see `allowErrors` in ./test.ts). */
export type ErrorFilter = (error: string) => boolean;

/**
 * Collects uncaught errors and console errors from the page and every frame in it (the widget's iframe included),
 * so a test can assert that nothing ever throws into the host page or the widget.
 */
export function collectPageErrors(page: Page, errors: string[] = []): string[] {
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
export const isHotelHtmlNoise: ErrorFilter = (error) =>
  error.includes('hotel-badge.png') || error.includes('Executing inline event handler violates');

/**
 * A call the test provokes a refusal of: the browser logs every HTTP failure as a console error naming its address
 * and, when given, its status.
 */
export const refusedCall =
  (path: string, status?: number): ErrorFilter =>
  (error) =>
    error.includes(path) && (status === undefined || error.includes(`status of ${status}`));

/** A call the test makes fail on the way (an aborted route, a lost answer): the browser logs it as failed. */
export const abortedCall =
  (path: string): ErrorFilter =>
  (error) =>
    error.includes(path) && error.includes('net::ERR_FAILED');

/** Any call answered with this status (a page whose refusals are all of one kind). */
export const refusedWith =
  (status: number): ErrorFilter =>
  (error) =>
    error.includes(`status of ${status}`);

/** The browser refusing something by the app's Content Security Policy directive named (an attack a test performs). */
export const isCspRefusal =
  (directive: string): ErrorFilter =>
  (error) =>
    (error.includes('Content Security Policy') || error.includes('CSP violation')) && error.includes(directive);

/** Console errors of any kind, uncaught page errors still failing: a page whose refusals the browser logs. */
export const isConsoleError: ErrorFilter = (error) => error.startsWith('console');

import { expect, type Page } from '@playwright/test';
import { E2E_URLS } from '../ports';

// The seeded organisation's past stay (server/src/db/seed/past-stays.ts): only read, since no test can make an
// organisation. Members and their reservations are made per test (./test-data.ts, ADR 209).
export const PAST_STAY = {
  /** Sakura Trading's (organisation 1), over. */
  corporate: { number: 'RPAST00004', bypassToken: '0a1b2c3d4e5f60718293a4b5c6d7e804' },
} as const;

/** The app's first screen waits for settings, client session and identity; a loaded machine can take a while. */
export const STARTUP = { timeout: 30_000 };

/**
 * Signs a member in through the app's own sign-in page, in English, and waits for the page it returns to. The
 * token is kept per brand in the browser, so later pages of the same test are signed in.
 */
export async function signInOnPage(page: Page, member: { email: string; password: string; name: string }, urlBack = '/booking/result'): Promise<void> {
  const query = new URLSearchParams({ hotel_code: 'sakura-tokyo', locale: 'en', urlBack });
  await page.goto(`${E2E_URLS.app}/sign-in?${query}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Member sign-in' })).toBeVisible(STARTUP);
  await page.getByLabel('Email address').fill(member.email);
  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: `Account menu: ${member.name}` })).toBeVisible(STARTUP);
}

import type { Page } from '@playwright/test';

/** The space the loader reserves for an inline widget until the app reports its height. */
export const RESERVED_HEIGHT = 640;

export const frameHeight = async (page: Page): Promise<number> =>
  (await page.locator('hotel-booking-widget iframe').first().boundingBox())?.height ?? 0;

// The bridge between a host page and the app, across two real origins: origin checks, payload validation,
// surviving an iframe reload, host -> app calls through the JS API. The host page must log no error throughout.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Frame, Page } from '@playwright/test';
import type * as PenpalModule from 'penpal';
import { widgetEventNames, widgetEvents } from './support/widget-events';
import { frameHeight, RESERVED_HEIGHT } from './support/widget-frame';
import { expect, test } from './support/test';
import { E2E_URLS } from './ports';

type Penpal = typeof PenpalModule;
const PENPAL_SOURCE = readFileSync(resolve(import.meta.dirname, '../node_modules/penpal/dist/penpal.mjs'), 'utf8');

async function appFrame(page: Page): Promise<Frame> {
  await expect(page.locator('hotel-booking-widget iframe').first()).toBeAttached();
  const handle = await page.locator('hotel-booking-widget iframe').first().elementHandle();
  const frame = await handle?.contentFrame();
  if (!frame) throw new Error('no app frame');
  return frame;
}

test.describe('the bridge', () => {
  // Two cases play a second app-side participant by importing Penpal from a blob: URL inside the app's frame. The
  // app's CSP refuses that, as it should (e2e/security-csp.spec.ts proves it); the harness steps past it here.
  test.use({ bypassCSP: true });

  test('a malformed payload is dropped with a warning; the connection carries on', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.goto('/');
    await expect.poll(() => widgetEventNames(page, ['ready'])).toEqual(['ready']);
    const frame = await appFrame(page);

    // A second app-side participant in the frame (as a reloaded app would be), speaking the raw protocol.
    await frame.evaluate(async ([source, appOrigin, parentOrigin]) => {
      const url = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
      const penpal = (await import(/* @vite-ignore */ url)) as Penpal;
      const connection = penpal.connect<{ resize: (p: unknown) => Promise<void>; ready: (p: unknown) => Promise<void> }>({
        messenger: new penpal.WindowMessenger({ remoteWindow: window.parent, allowedOrigins: [parentOrigin] }),
        channel: 'hotel-booking-widget',
      });
      const host = await connection.promise;
      await host.ready({ protocolVersion: 1 });
      await host.resize({ height: 'very tall' });
      await host.resize({ height: -5 });
      await host.resize({ height: 777, extra: 'unknown fields are dropped' });
      void appOrigin;
    }, [PENPAL_SOURCE, E2E_URLS.app, E2E_URLS.demo] as const);

    // The valid payload reaches the host as a resize; the app's own resizes may follow it (images loading), so the
    // frame's height afterwards is not asserted here.
    const resizes = async () => (await widgetEvents(page)).filter((event) => event.name === 'resize').map((event) => event.detail);
    await expect.poll(resizes).toContainEqual({ height: 777 });
    expect(warnings.filter((text) => text.includes('dropped malformed resize payload'))).toHaveLength(2);
    expect(await resizes()).not.toContainEqual(expect.objectContaining({ extra: expect.anything() }));
  });

  test('an iframe reload is reported lost and back, and host calls still reach the app', async ({ page }) => {
    await page.goto('/');
    await expect.poll(() => widgetEventNames(page, ['ready'])).toEqual(['ready']);
    const frame = await appFrame(page);
    await expect.poll(() => frameHeight(page)).toBeGreaterThan(RESERVED_HEIGHT);

    await frame.evaluate(() => location.reload());
    await expect.poll(() => widgetEventNames(page, ['ready', 'disconnected', 'reconnected'])).toEqual([
      'ready',
      'disconnected',
      'reconnected',
    ]);
    const reconnected = (await widgetEvents(page)).find((event) => event.name === 'reconnected');
    expect(reconnected?.detail).toEqual({ protocolVersion: 1 });

    // Logout through the JS API reaches the reloaded app: it reads what it shows again (the rooms).
    const rooms = page.frameLocator('hotel-booking-widget iframe').getByRole('region', { name: 'Rooms and plans' });
    await expect(rooms.getByRole('article').first()).toBeVisible();
    const roomsAgain = page.waitForRequest((request) => /\/hotels\/\d+\/rooms\?/.test(request.url()));
    await page.getByRole('button', { name: 'Send logout' }).press('Enter');
    await roomsAgain;
    const refreshAgain = page.waitForRequest((request) => /\/hotels\/\d+\/rooms\?/.test(request.url()));
    await page.getByRole('button', { name: 'Send refresh-login' }).press('Enter');
    await refreshAgain;
    // The page's live log shows the bridge at work.
    await expect(page.locator('#bridge-log')).toContainText('reconnected');
  });

  test('ga4 events reach the page’s dataLayer and a DOM event', async ({ page }) => {
    await page.addInitScript(() => Object.assign(window, { dataLayer: [] as unknown[] }));
    await page.goto('/');
    await expect.poll(() => widgetEventNames(page, ['ready'])).toEqual(['ready']);
    const frame = await appFrame(page);
    await frame.evaluate(async ([source, parentOrigin]) => {
      const url = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
      const penpal = (await import(/* @vite-ignore */ url)) as Penpal;
      const connection = penpal.connect<{ ga4Event: (p: unknown) => Promise<void>; ready: (p: unknown) => Promise<void> }>({
        messenger: new penpal.WindowMessenger({ remoteWindow: window.parent, allowedOrigins: [parentOrigin] }),
        channel: 'hotel-booking-widget',
      });
      const host = await connection.promise;
      await host.ready({ protocolVersion: 1 });
      await host.ga4Event({ name: 'search_result', params: { hotel_code: 'sakura-tokyo', nights: 1 } });
      await host.ga4Event({ name: '1-not-a-ga4-name', params: {} });
    }, [PENPAL_SOURCE, E2E_URLS.demo] as const);
    await expect
      // The app's own search_result layer (view_item_list) reaches the page too; this test checks the ones it sent.
      .poll(() => page.evaluate(() => (window as unknown as { dataLayer: { event?: string }[] }).dataLayer.filter((entry) => entry.event !== 'view_item_list')))
      .toEqual([{ event: 'search_result', hotel_code: 'sakura-tokyo', nights: 1 }]);
    const sent = (await widgetEvents(page)).filter((event) => event.name === 'ga4Event').map((event) => event.detail);
    expect(sent.filter((detail) => (detail as { name?: string }).name !== 'view_item_list')).toEqual([
      { name: 'search_result', params: { hotel_code: 'sakura-tokyo', nights: 1 } },
    ]);
  });
});

// The loader as hotels paste it, across two real origins (demo host :18174, app :18173): the launcher of a bare
// script tag and its warm-up on intent, the inline widget, host links, the JS API queue, the modal's keyboard
// behaviour, a strict CSP page.
// Every test also checks that the host page logged no error.
import type { Frame, Locator, Page } from '@playwright/test';
import { addDays, todayIn } from '#domain/rules/nights.ts';
import { expectNoAxeViolations } from './support/axe';
import { fillBooker } from './support/booking-flow';
import { bookFirstRate, expectDateShown, openSearchForm, searchSummary } from './support/results-page';
import { deepFocus, widgetEventNames, widgetEvents } from './support/widget-events';
import { RESERVED_HEIGHT } from './support/widget-frame';
import { expect, test } from './support/test';
import { E2E_URLS } from './ports';

// Named "Hotel booking" until the app connects, then after the hotel it names.
const dialog = (page: Page) => page.getByRole('dialog', { name: /^(Hotel booking|Booking: Sakura Hotel Tokyo Ginza)$/ });
const appIn = (page: Page, selector: string) => page.frameLocator(selector);
// The app's first screen in a frame: its document, settings, catalogs and route load first, beside any other widget
// of the page doing the same (the index page has two), which on CI's two cores has taken over the default 10 s.
const STARTUP = { timeout: 30_000 };

/** The guest's intents that warm the launcher's app up (ADR 211), each with the way the same guest then opens it. */
const INTENTS = [
  { name: 'pointing at', show: (launcher: Locator) => launcher.hover(), open: (_page: Page, launcher: Locator) => launcher.click() },
  { name: 'focusing', show: (launcher: Locator) => launcher.focus(), open: (page: Page) => page.keyboard.press('Enter') },
];

/** The app's frame of a page with a single widget. */
function appFrame(page: Page): Frame {
  const frame = page.frames().find((candidate) => candidate.url().startsWith(E2E_URLS.app));
  if (!frame) throw new Error('the page has no app frame');
  return frame;
}

test.describe('the loader', () => {
  test('a bare script tag draws a launcher that opens the app in a modal dialog', async ({ page }) => {
    await page.goto('/launcher.html');
    const launcher = page.getByRole('button', { name: 'Book now' });
    await expect(launcher).toBeVisible();
    await expect(launcher).toHaveAttribute('aria-haspopup', 'dialog');
    await expectNoAxeViolations(page, 'the launcher page');
    // No iframe before intent: the element chunk may load on idle, the app only when asked for.
    // eslint-disable-next-line playwright/no-networkidle -- what is asserted is that nothing more loads once the page is quiet
    await page.waitForLoadState('networkidle');
    await expect(page.locator('iframe')).toHaveCount(0);

    // The page keeps its scroll position through the dialog (the iOS-safe lock fixes the body at its offset).
    await page.evaluate(() => window.scrollTo(0, 400));
    await launcher.click();
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page)).toHaveAttribute('aria-modal', 'true');
    const app = appIn(page, 'hotel-booking-widget[mode=modal] iframe');
    await expect(app.getByRole('heading', { level: 1, name: 'Choose your room' })).toBeVisible(STARTUP);
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).position)).toBe('fixed');
    expect(await deepFocus(page)).toBe('button[Close]');
    await expectNoAxeViolations(page, 'the modal over the launcher page');
    await expect.poll(() => widgetEventNames(page, ['ready', 'opened', 'bookingWidgetOpened'])).toEqual(
      expect.arrayContaining(['ready', 'opened', 'bookingWidgetOpened']),
    );

    // The close button closes it; focus goes back to the launcher and the page is where it was.
    await dialog(page).getByRole('button', { name: 'Close' }).click();
    await expect(dialog(page)).toBeHidden();
    expect(await deepFocus(page)).toBe('button[Book now]');
    expect(await page.evaluate(() => [getComputedStyle(document.body).position, window.scrollY])).toEqual(['static', 400]);
    expect(await widgetEventNames(page, ['opened', 'closed'])).toEqual(['opened', 'closed']);
  });

  for (const intent of INTENTS) {
    test(`${intent.name} the launcher starts the app hidden, and its click shows that same app`, async ({ page }) => {
      // The app's calls by path (preflights left out): each startup call once, whoever sent it (ADR 272).
      const apiCalls: string[] = [];
      page.on('request', (request) => {
        if (request.url().startsWith(E2E_URLS.api) && request.method() !== 'OPTIONS') apiCalls.push(new URL(request.url()).pathname);
      });
      const callsTo = (pattern: RegExp) => apiCalls.filter((path) => pattern.test(path)).length;
      await page.goto('/launcher.html');
      // Nothing before intent: no widget, no frame, no call to the app's API, once the page is quiet.
      // eslint-disable-next-line playwright/no-networkidle -- what is asserted is that nothing more loads once the page is quiet
      await page.waitForLoadState('networkidle');
      await expect(page.locator('hotel-booking-widget')).toHaveCount(0);
      await expect(page.locator('iframe')).toHaveCount(0);
      expect(apiCalls).toEqual([]);

      const launcher = page.getByRole('button', { name: 'Book now' });
      await intent.show(launcher);
      // The modal's frame starts hidden and loads the results before any click.
      await expect(page.locator('hotel-booking-widget[mode=modal] iframe')).toHaveCount(1);
      await expect(dialog(page)).toBeHidden();
      await expect.poll(() => callsTo(/\/rooms$/), STARTUP).toBe(1);
      const warmed = appFrame(page);
      // A mark in the warmed document: the click must show this document, not load a second one.
      await warmed.evaluate(() => Object.assign(window, { warmedBeforeClick: true }));
      // The hidden frame draws the results through to their Book buttons before it is shown: it gets no animation
      // frames, so nothing on the way may depend on one (ADR 281).
      await expect(warmed.getByRole('button', { name: /^Book: /, includeHidden: true }).first()).toBeAttached(STARTUP);
      await expect(dialog(page)).toBeHidden();

      await intent.open(page, launcher);
      await expect(dialog(page)).toBeVisible();
      const app = appIn(page, 'hotel-booking-widget[mode=modal] iframe');
      await expect(app.getByRole('button', { name: /^Book: / }).first()).toBeVisible();
      await expect(page.locator('hotel-booking-widget')).toHaveCount(1);
      await expect(page.locator('iframe')).toHaveCount(1);
      expect(warmed.isDetached()).toBe(false);
      expect(await warmed.evaluate(() => 'warmedBeforeClick' in window)).toBe(true);
      expect([callsTo(/\/settings\/booking_widget$/), callsTo(/^\/api\/client_sessions$/), callsTo(/\/rooms$/)]).toEqual([1, 1, 1]);
    });
  }

  test('the modal traps Tab, closes on Escape and gives focus back', async ({ page }) => {
    await page.goto('/launcher.html');
    const launcher = page.getByRole('button', { name: 'Book now' });
    await launcher.focus();
    await page.keyboard.press('Enter');
    await expect(dialog(page)).toBeVisible();
    const app = appIn(page, 'hotel-booking-widget[mode=modal] iframe');
    await expect(app.getByRole('heading', { level: 1, name: 'Choose your room' })).toBeVisible(STARTUP);
    // The page's last parts to come: the rooms, then the hotel's block under them. The modal's frame is as narrow as
    // a phone, where a first visit keeps the search form behind Edit (results-page.tsx), so no form follows them and
    // the app's last control stays the one it is.
    await expect(app.getByRole('region', { name: 'Rooms and plans' }).getByRole('article').first()).toBeVisible(STARTUP);
    await expect(app.getByRole('region', { name: /^About / })).toBeAttached(STARTUP);
    await expect.poll(() => deepFocus(page)).toBe('button[Close]');

    // Backwards from the first control: into the app, at its last control...
    await page.keyboard.press('Shift+Tab');
    await expect.poll(() => deepFocus(page)).toBe('iframe');
    const lastInApp = await app.locator(':focus').evaluate((element) => element.outerHTML.slice(0, 80));
    expect(lastInApp).not.toBe('');
    // ...and forwards out of it: back to the first control, never to the page behind.
    await page.keyboard.press('Tab');
    await expect.poll(() => deepFocus(page)).toBe('button[Close]');
    // Forwards from the first control enters the app at its first control.
    await page.keyboard.press('Tab');
    await expect.poll(() => deepFocus(page)).toBe('iframe');

    // Escape inside the app asks the host to close (bridge `close`); focus returns to the opener.
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expect.poll(() => deepFocus(page)).toBe('button[Book now]');

    // Escape on the dialog's own controls closes it too.
    await page.keyboard.press('Enter');
    await expect(dialog(page)).toBeVisible();
    await expect.poll(() => deepFocus(page)).toBe('button[Close]');
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expect.poll(() => deepFocus(page)).toBe('button[Book now]');
  });

  test('the modal is full screen at 992 px and below', async ({ page }) => {
    await page.setViewportSize({ width: 992, height: 700 });
    await page.goto('/launcher.html');
    await page.getByRole('button', { name: 'Book now' }).click();
    await expect(dialog(page)).toBeVisible();
    expect(await dialog(page).boundingBox()).toEqual({ x: 0, y: 0, width: 992, height: 700 });

    await page.setViewportSize({ width: 1280, height: 800 });
    await expect.poll(async () => (await dialog(page).boundingBox())?.width).toBeLessThan(1280);
  });

  test('the frame follows the app when its content shrinks, inline and in the modal', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const inline = page.locator('hotel-booking-widget').first().locator('iframe');
    await expect.poll(async () => (await inline.boundingBox())?.height ?? 0).toBeGreaterThan(800);
    // The app's content becomes short (as a short page would be): the frame shrinks to it.
    const shrink = async (selector: string) => {
      const frame = await (await page.locator(selector).elementHandle())?.contentFrame();
      await frame?.evaluate(() => {
        // Hidden rather than emptied: React still owns #root and would fail removing nodes it no longer finds.
        document.getElementById('root')?.setAttribute('hidden', '');
        document.body.append(Object.assign(document.createElement('p'), { textContent: 'Short' }));
      });
    };
    await shrink('hotel-booking-widget >> nth=0 >> iframe');
    await expect.poll(async () => (await inline.boundingBox())?.height ?? 0).toBeLessThan(200);

    // In the modal: as tall as the content up to the screen, the app scrolling inside its frame beyond that.
    await page.getByRole('button', { name: 'Open the booking dialog' }).click();
    await expect(dialog(page)).toBeVisible();
    const modalFrame = page.locator('hotel-booking-widget[mode=modal] iframe');
    await expect(appIn(page, 'hotel-booking-widget[mode=modal] iframe').getByRole('heading', { name: 'Choose your room' })).toBeVisible(STARTUP);
    await expect.poll(async () => (await dialog(page).boundingBox())?.height ?? 0).toBeGreaterThan(700);
    expect((await dialog(page).boundingBox())?.height ?? 0).toBeLessThanOrEqual(800 - 48);
    await shrink('hotel-booking-widget[mode=modal] >> iframe');
    await expect.poll(async () => (await dialog(page).boundingBox())?.height ?? 0).toBeLessThan(200);
    expect((await modalFrame.boundingBox())?.height ?? 0).toBeGreaterThan(0);
  });

  test('an inline widget holds its space, then fits its content', async ({ page }) => {
    await page.addInitScript(() => {
      const shifts: number[] = [];
      Object.defineProperty(window, '__shiftsBeforeResize', { value: shifts });
      let resized = false;
      document.addEventListener('hotel-booking-widget:resize', () => (resized = true));
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
          if (!resized) shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/');
    const widget = page.locator('hotel-booking-widget').first();
    const iframe = widget.locator('iframe');
    await expect(iframe).toHaveAttribute('src', `${E2E_URLS.app}/booking/result?hotel_code=sakura-tokyo&locale=en`);
    // Once the app has connected the frame is named after its hotel.
    await expect(iframe).toHaveAttribute('title', 'Booking: Sakura Hotel Tokyo Ginza');
    await expect(appIn(page, 'hotel-booking-widget iframe').getByRole('heading', { name: 'Choose your room' })).toBeVisible(STARTUP);
    // The app's height report grows the frame past the reservation; nothing moved before that.
    await expect.poll(async () => (await iframe.boundingBox())?.height ?? 0).toBeGreaterThan(RESERVED_HEIGHT);
    expect(await page.evaluate(() => (window as unknown as { __shiftsBeforeResize: number[] }).__shiftsBeforeResize)).toEqual([]);
    // The styles stay in the shadow root: the page has none of ours.
    expect(await page.evaluate(() => document.querySelectorAll('style').length)).toBe(0);
  });

  test('a host link opens the widget on its view with its search, then leaves the address clean', async ({ page }) => {
    const checkin = addDays(todayIn('Asia/Tokyo'), 10);
    const checkout = addDays(checkin, 2);
    await page.goto(`/?utm_source=mail&booking_widget_open=search&checkin=${checkin}&checkout=${checkout}&adults=3#book`);
    await expect(dialog(page)).toBeVisible();
    const iframe = page.locator('hotel-booking-widget[mode=modal] iframe');
    const src = new URL((await iframe.getAttribute('src')) ?? '');
    expect(src.pathname).toBe('/booking/result');
    expect(Object.fromEntries(src.searchParams)).toMatchObject({
      hotel_code: 'sakura-tokyo',
      checkin,
      checkout,
      adults: '3',
      booking_widget_open: 'search',
    });
    const app = appIn(page, 'hotel-booking-widget[mode=modal] iframe');
    await expect(searchSummary(app, '3 adults')).toBeVisible(STARTUP);
    await openSearchForm(app);
    await expectDateShown(app, 'Check-in', checkin);

    // removeQuery: the parameters that opened it are gone, the page's own stay, and the page did not reload.
    await expect.poll(() => page.url()).toBe(`${E2E_URLS.demo}/?utm_source=mail#book`);
    expect(await widgetEventNames(page, ['removeQuery'])).toEqual(['removeQuery']);
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
  });

  test('a host link to the reservation lookup opens that view', async ({ page }) => {
    await page.goto('/launcher.html?booking_widget_open=confirm');
    await expect(dialog(page)).toBeVisible();
    const src = new URL((await page.locator('hotel-booking-widget iframe').getAttribute('src')) ?? '');
    expect(src.pathname).toBe('/search');
    await expect.poll(() => page.url()).toBe(`${E2E_URLS.demo}/launcher.html`);
  });

  test('JS API calls made before the loader arrives are kept and run', async ({ page }) => {
    // The stub of the embed code, with calls queued before loader.js has even been requested.
    await page.addInitScript(() => {
      const stub = function (...args: unknown[]) {
        (stub.q = stub.q ?? []).push(args);
      } as ((...args: unknown[]) => void) & { q?: unknown[][] };
      Object.assign(window, { HotelBooking: stub });
      stub('setLocale', 'ja');
      stub('open', { view: 'search', adults: 1, not_a_search_key: 'dropped' });
    });
    await page.goto('/launcher.html');
    // setLocale reached the widget: its dialog speaks Japanese too.
    const japaneseDialog = page.getByRole('dialog', { name: /^(ホテル予約|予約：Sakura Hotel Tokyo Ginza)$/ });
    await expect(japaneseDialog).toBeVisible();
    const src = new URL((await page.locator('hotel-booking-widget iframe').getAttribute('src')) ?? '');
    expect(src.searchParams.get('adults')).toBe('1');
    expect(src.searchParams.get('locale')).toBe('ja');
    expect(src.searchParams.has('not_a_search_key')).toBe(false);

    // The loaded API: close, then search opens the modal on new results (this page has no inline widget).
    await page.evaluate(() => (window as unknown as { HotelBooking: (...args: unknown[]) => void }).HotelBooking('close'));
    await expect(dialog(page)).toBeHidden();
    await page.evaluate(() =>
      (window as unknown as { HotelBooking: (...args: unknown[]) => void }).HotelBooking('search', { adults: 2 }),
    );
    await expect(japaneseDialog).toBeVisible();
    await expect(page.locator('hotel-booking-widget iframe')).toHaveAttribute('src', /adults=2/);
    // Unknown commands are ignored with a warning, never thrown.
    await page.evaluate(() => (window as unknown as { HotelBooking: (...args: unknown[]) => void }).HotelBooking('explode'));

    // destroy removes what the loader put on the page.
    await page.evaluate(() => (window as unknown as { HotelBooking: (...args: unknown[]) => void }).HotelBooking('destroy'));
    await expect(page.locator('hotel-booking-widget')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Book now' })).toHaveCount(0);
  });

  test('works under a strict CSP with a nonce', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content.Security.Policy|Refused/i.test(message.text())) violations.push(message.text());
    });
    await page.goto('/strict-csp.html');
    const app = appIn(page, 'hotel-booking-widget iframe');
    await expect(app.getByRole('heading', { name: 'Choose your room' })).toBeVisible(STARTUP);
    await expect.poll(() => widgetEventNames(page, ['ready'])).toEqual(['ready']);
    await expect.poll(async () => (await page.locator('hotel-booking-widget iframe').boundingBox())?.height ?? 0).toBeGreaterThan(
      RESERVED_HEIGHT,
    );
    // By keyboard: the page's button sits below the inline widget, whose frame may still grow as its photos load
    // (a pointer click aimed before that lands on the frame instead).
    await page.getByRole('button', { name: 'Open the booking dialog' }).press('Enter');
    await expect(dialog(page)).toBeVisible();
    // The constructed style sheet applied: the backdrop covers the page.
    expect(await page.locator('hotel-booking-widget[mode=modal] .backdrop').evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
    expect(violations).toEqual([]);
  });

  test('two widgets on one page do not interfere', async ({ page }) => {
    await page.goto('/two-widgets.html');
    const frames = page.locator('hotel-booking-widget iframe');
    await expect(frames).toHaveCount(2);
    await expect(frames.nth(0)).toHaveAttribute('src', /hotel_code=sakura-tokyo&locale=en/);
    await expect(frames.nth(1)).toHaveAttribute('src', /hotel_code=umi-okinawa&locale=ja/);
    await expect.poll(() => widgetEventNames(page, ['ready'])).toEqual(['ready', 'ready']);
    const readyFrom = (await widgetEvents(page)).filter((event) => event.name === 'ready').map((event) => event.hotel);
    expect(readyFrom.sort()).toEqual(['sakura-tokyo', 'umi-okinawa']);
    // Each frame is sized by its own app: the frame is as tall as the document inside it. (Chromium pauses
    // rendering, ResizeObserver included, in cross-origin frames out of view: each is measured once seen.)
    for (const index of [0, 1]) {
      await frames.nth(index).scrollIntoViewIfNeeded();
      const frame = await (await frames.nth(index).elementHandle())?.contentFrame();
      await expect
        .poll(async () => {
          const inner = (await frame?.evaluate(() => Math.ceil(document.documentElement.getBoundingClientRect().height))) ?? 0;
          const outer = (await frames.nth(index).boundingBox())?.height ?? 0;
          return Math.abs(inner - outer) < 2 && outer !== RESERVED_HEIGHT;
        })
        .toBe(true);
    }
  });

  test('a booking made in the modal tells the page its number, and nothing personal', async ({ page, guest }) => {
    await page.goto('/launcher.html');
    await page.getByRole('button', { name: 'Book now' }).click();
    const app = appIn(page, 'hotel-booking-widget[mode=modal] iframe');
    const rooms = app.getByRole('region', { name: 'Rooms and plans' });
    await bookFirstRate(rooms.getByRole('article').first());
    await expect(app.getByRole('heading', { level: 1, name: 'Guest details' })).toBeVisible();
    await fillBooker(app, guest.email, { first: guest.firstName, last: guest.lastName });
    await app.getByRole('checkbox', { name: /terms and conditions/ }).check();
    await app.getByRole('button', { name: 'Confirm booking' }).click();
    await expect(app.getByRole('heading', { level: 1, name: 'Your booking is confirmed' })).toBeVisible();
    const number = (await app.locator('dt:text-is("Reservation number") + dd').textContent())?.trim() ?? '';

    await expect.poll(() => widgetEventNames(page, ['reservationCompleted'])).toEqual(['reservationCompleted']);
    const completed = (await widgetEvents(page)).find((event) => event.name === 'reservationCompleted');
    expect(completed?.detail).toEqual({ reservation_number: number });
    // The log shows it too, for the developer following along.
    await expect(page.locator('#bridge-log')).toContainText(number);
  });
});

// The real embed: a hotel's page on another site than the app (127.0.0.1 framing localhost), where Chromium refuses
// the frame's storage. A member's sign-in and a 3-D Secure booking still survive the page loads they need, through
// the API's partitioned HttpOnly cookies (ADR 200), and nothing the host page's script can reach holds a token.
// The member who signs in is each test's own (the `member` fixture, ADR 209).
import type { Page } from '@playwright/test';
import { fillBooker, payByCard, uniqueEmail } from './support/booking-flow';
import { STARTUP } from './support/members';
import { widgetEvents } from './support/widget-events';
import { bookFirstRate } from './support/results-page';
import { expect, test } from './support/test';
import type { Member } from './support/test-data';
import { E2E_URLS } from './ports';
import { FULL_CHROMIUM } from './support/full-chromium';

// The browser that refuses the frame's storage, the case these tests are about (ADR 236).
test.use(FULL_CHROMIUM);

const widgetOf = (page: Page) => page.frameLocator('hotel-booking-widget iframe');
const accountMenu = (page: Page, member: Member) => widgetOf(page).getByRole('button', { name: `Account menu: ${member.name}` });

/** Everything a script of the host page can read: its cookies, both storages and the whole DOM. */
function hostPageReach(page: Page): Promise<string> {
  return page.evaluate(() => {
    const dump = (storage: Storage) => Object.keys(storage).map((key) => `${key}=${storage.getItem(key) ?? ''}`).join('\n');
    return [document.cookie, dump(localStorage), dump(sessionStorage), document.documentElement.outerHTML].join('\n');
  });
}

async function signInInWidget(page: Page, member: Member): Promise<string> {
  const widget = widgetOf(page);
  await widget.getByRole('button', { name: 'Login' }).click();
  await widget.getByRole('link', { name: 'Member sign-in' }).click();
  await widget.getByLabel('Email address').fill(member.email);
  await widget.getByLabel('Password').fill(member.password);
  const answer = page.waitForResponse((response) => response.url().endsWith('/memberships/sign_in'));
  await widget.getByRole('button', { name: 'Sign in' }).click();
  const { data } = (await (await answer).json()) as { data: { session: string; refresh_token: string } };
  await expect(accountMenu(page, member)).toBeVisible();
  return data.session;
}

test('the demo hotel page is another site than the app, and the browser refuses the frame’s storage', async ({ page }) => {
  expect(new URL(E2E_URLS.demo).hostname).toBe('127.0.0.1');
  expect(new URL(E2E_URLS.app).hostname).toBe('localhost');
  await page.goto('/');
  await expect(widgetOf(page).getByRole('heading', { level: 1, name: 'Choose your room' })).toBeVisible(STARTUP);
  const frame = page.frame({ url: (url) => url.origin === E2E_URLS.app });
  // The premise of the other tests: without the partitioned cookie, nothing in this frame outlives its document.
  expect(await frame?.evaluate(() => {
    try {
      localStorage.setItem('probe', '1');
      return 'kept';
    } catch (error) {
      return (error as Error).name;
    }
  })).toBe('SecurityError');
});

test('a member signed in inside the widget is still signed in after a reload, and the host page never holds the token', async ({ page, context, pageErrors, member }) => {
  await page.goto('/');
  await expect(widgetOf(page).getByRole('button', { name: 'Login' })).toBeVisible(STARTUP);
  const token = await signInInWidget(page, member);
  expect(token.length).toBeGreaterThan(16);

  await page.reload();
  await expect(accountMenu(page, member)).toBeVisible(STARTUP);

  // The cookie is the API's, HttpOnly and partitioned; the host page's script reaches no copy of the token.
  const cookies = await context.cookies(E2E_URLS.api);
  const kept = cookies.find((cookie) => cookie.name.startsWith('hbw_member_'));
  expect(kept).toMatchObject({ httpOnly: true, secure: true, sameSite: 'None', value: token });
  expect(await hostPageReach(page)).not.toContain(token);
  expect(JSON.stringify(await widgetEvents(page))).not.toContain(token);

  // The attack: the host page's script asks the API for the cookie's session with credentials. The browser sends
  // the cookie (same partition), but the API allows no credentialed CORS for the hotel's origin: the answer never
  // reaches the script.
  const stolen = await page.evaluate(async (api) => {
    try {
      const response = await fetch(`${api}/hotels/101/memberships/session_cookie`, { credentials: 'include' });
      return await response.text();
    } catch (error) {
      return `refused: ${(error as Error).name}`;
    }
  }, E2E_URLS.api);
  expect(stolen).toBe('refused: TypeError');
  // Chromium logs the refused request twice; those are the attack's, expected, and nothing else may be logged.
  const refusals = pageErrors.filter((error) => error.includes('/memberships/session_cookie'));
  expect(refusals).toHaveLength(2);
  pageErrors.splice(0, pageErrors.length, ...pageErrors.filter((error) => !refusals.includes(error)));

  // Signing out inside the widget clears the cookie too: a reload finds nobody.
  await accountMenu(page, member).click();
  await widgetOf(page).getByRole('button', { name: 'Log out' }).click();
  await expect(widgetOf(page).getByRole('button', { name: 'Login' })).toBeVisible();
  await page.reload();
  await expect(widgetOf(page).getByRole('button', { name: 'Login' })).toBeVisible(STARTUP);
  expect((await context.cookies(E2E_URLS.api)).filter((cookie) => cookie.name.startsWith('hbw_member_'))).toEqual([]);
});

test('a signed-in member’s 3-D Secure card booking inside the widget ends on the confirmation, still signed in', async ({ page, member }) => {
  await page.goto('/');
  await expect(widgetOf(page).getByRole('button', { name: 'Login' })).toBeVisible(STARTUP);
  await signInInWidget(page, member);
  const widget = widgetOf(page);

  const rooms = widget.getByRole('region', { name: 'Rooms and plans' });
  await bookFirstRate(rooms.getByRole('article').first());
  await expect(widget.getByRole('heading', { level: 1, name: 'Guest details' })).toBeVisible();
  await fillBooker(widget, uniqueEmail('cross-site'));
  // The card frame sits inside the widget's frame: the provider's page on the hotel's site.
  await payByCard(page, '5200 0000 0000 1096', { within: widget, securityCode: '1234' });
  await widget.getByRole('checkbox', { name: /terms and conditions/ }).check();
  // The issuer's page replaces the frame as soon as the booking answers, and the browser may drop that answer's body
  // with the old document: the booking's real answer is read on its way through instead.
  let bypassToken = '';
  await page.route(/\/reservations$/, async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    const response = await route.fetch();
    bypassToken = ((await response.json()) as { bypass_token: string }).bypass_token;
    await route.fulfill({ response });
  });
  await widget.getByRole('button', { name: 'Confirm booking' }).click();

  // The issuer's page replaces the app in its frame; the app comes back as a new document with no storage.
  await expect(widget.getByRole('heading', { level: 1, name: 'Verify your card' })).toBeVisible();
  expect(bypassToken).not.toBe('');
  const returned = page.waitForRequest((request) => request.url().includes('/reservation/3ds-return'));
  await widget.getByLabel('Password').fill('password');
  await widget.getByRole('button', { name: 'Submit' }).click();

  await expect(widget.getByRole('heading', { level: 1, name: 'Your booking is confirmed' })).toBeVisible(STARTUP);
  await expect(widget.getByText('Mastercard ending in 1096')).toBeVisible();
  await expect(accountMenu(page, member)).toBeVisible();
  // The issuer's redirect carried the reservation number and the outcome, never the bypass token (it waited in the
  // API's partitioned cookie), and the confirmation opened with it.
  const back = (await returned).url();
  expect(back).toContain('outcome=succeeded');
  expect(back).not.toContain(bypassToken);
  expect(await hostPageReach(page)).not.toContain(bypassToken);
});

test('where the browser keeps no partitioned cookie either, the guest is told and signs in in a first-party window that hands back', async ({ page, member }) => {
  // Plays an engine that refuses partitioned cookies: the API is never asked to set one, and reading finds none.
  await page.route(`${E2E_URLS.api}/hotels/*/memberships/session_cookie`, (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({
          status: 200,
          contentType: 'application/json',
          headers: { 'Access-Control-Allow-Origin': E2E_URLS.app, 'Access-Control-Allow-Credentials': 'true' },
          body: JSON.stringify({ data: { remembered: true } }),
        })
      : route.continue(),
  );
  await page.goto('/');
  await expect(widgetOf(page).getByRole('button', { name: 'Login' })).toBeVisible(STARTUP);
  const first = await signInInWidget(page, member);
  const widget = widgetOf(page);
  const notice = widget.getByRole('status').filter({ hasText: 'does not let the booking window remember your sign-in' });
  await expect(notice).toBeVisible();

  const popupOpened = page.waitForEvent('popup');
  await notice.getByRole('button', { name: 'Sign in in a new window' }).click();
  const popup = await popupOpened;
  // The app's own sign-in page at the top level: first-party, its storage is the app's.
  expect(new URL(popup.url()).origin).toBe(E2E_URLS.app);
  await popup.getByLabel('Email address').fill(member.email);
  await popup.getByLabel('Password').fill(member.password);
  const handedBack = page.waitForResponse(
    (response) => response.url().includes('/memberships/identity') && response.request().headers()['x-one-time-access-token'] !== undefined,
  );
  await popup.getByRole('button', { name: 'Sign in' }).click();
  await popup.waitForEvent('close');
  // The frame spent the one-time token the window handed back, for a session of its own.
  const identity = (await (await handedBack).json()) as { session: string | null };
  expect(identity.session).not.toBeNull();
  expect(identity.session).not.toBe(first);
  await expect(accountMenu(page, member)).toBeVisible();
  expect(await hostPageReach(page)).not.toContain(identity.session ?? '');
});

// The answer rules of document 2 section 7.13, driven through the stand-in API's fault switch: what a guest
// sees when the provider answers 401, 403 IDP_EXPIRED, 503 or a body that is not JSON.
import { isHotelHtmlNoise, refusedCall } from './support/page-errors';
import { expect, test } from './support/test';
import { addDays, todayIn } from '#domain/rules/nights.ts';
import { expectNoAxeViolations } from './support/axe';
import { clearFaults, setFaults } from './support/faults';
import { E2E_URLS } from './ports';

const RESULTS = `${E2E_URLS.app}/booking/result?hotel_code=sakura-tokyo&locale=en`;

test.afterEach(async ({ request }) => {
  await clearFaults(request);
});

test('a 503 sends the guest to the headless 503 page, whose link starts the app again', async ({ page, request, allowErrors }) => {
  // The injected fault is an HTTP failure the browser logs; nothing else may go wrong.
  allowErrors(refusedCall('/settings/booking_widget', 503));
  // The app's own call only: the app's document server asks for the same settings (its frame-ancestors, at most
  // once a minute), and taking the fault there once let the app start normally.
  await setFaults(request, [
    { kind: 'unavailable', method: 'GET', path: '/hotels/sakura-tokyo/settings/booking_widget', times: 1, origin: E2E_URLS.app },
  ]);
  await page.goto(RESULTS);

  await expect(page).toHaveURL(`${E2E_URLS.app}/503?code=sakura-tokyo`);
  await expect(page.getByRole('heading', { level: 1, name: 'Service temporarily unavailable' })).toBeVisible();
  // Headless: no header bar, no footer.
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expectNoAxeViolations(page, '503');

  await page.getByRole('link', { name: 'Try again' }).click();
  // The 503 address carries only the hotel code, so the app starts again in the hotel's first language.
  await expect(page.getByRole('heading', { level: 1, name: '客室を選ぶ' })).toBeVisible();
  await expect(page).toHaveURL(`${E2E_URLS.app}/booking/result?hotel_code=sakura-tokyo`);
});

test('a 403 IDP_EXPIRED gets a new client session and the same request succeeds on its one retry', async ({ page, request, allowErrors }) => {
  allowErrors(refusedCall('/rooms?', 403));
  await setFaults(request, [{ kind: 'idp_expired', method: 'GET', path: '/hotels/:hotelId/rooms', times: 1 }]);
  const sessionsSent: (string | null)[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'GET' && /\/hotels\/\d+\/rooms\?/.test(sent.url())) sessionsSent.push(sent.headers()['x-client-session'] ?? null);
  });

  await page.goto(RESULTS);
  const rooms = page.getByRole('region', { name: 'Rooms and plans' });
  await expect(rooms.getByRole('article').first()).toBeVisible();
  expect(sessionsSent).toHaveLength(2);
  expect(sessionsSent[0]).toBeTruthy();
  expect(sessionsSent[1]).toBeTruthy();
  expect(sessionsSent[1]).not.toBe(sessionsSent[0]);
  await expect(page.getByRole('alert').filter({ hasText: /./ })).toHaveCount(0);
});

test('a 401 logs out locally, shows a dismissible global error and returns to search', async ({ page, request, allowErrors }) => {
  allowErrors(refusedCall('/rooms?', 401));
  const tomorrow = addDays(todayIn('Asia/Tokyo'), 1);
  await setFaults(request, [{ kind: 'unauthorized', method: 'GET', path: '/hotels/:hotelId/rooms', times: 1 }]);
  await page.goto(
    `${E2E_URLS.app}/reservation/guest-detail?hotel_code=sakura-tokyo&locale=en&checkin=${tomorrow}` +
      `&checkout=${addDays(tomorrow, 1)}&adults=2&room_type_code=standard-double&room_plan_code=standard-double_room-only`,
  );

  await expect(page).toHaveURL(`${E2E_URLS.app}/booking/result?hotel_code=sakura-tokyo&locale=en`);
  // The global banner is the alert with a Dismiss button (the page it left may still show its own error briefly).
  const banner = page
    .getByRole('alert')
    .filter({ hasText: 'You are not signed in, or your sign-in has expired.' })
    .filter({ has: page.getByRole('button', { name: 'Dismiss' }) });
  await expect(banner).toBeVisible();
  // The search works again (the fault answered once).
  await expect(page.getByRole('region', { name: 'Rooms and plans' }).getByRole('article').first()).toBeVisible();
  await expectNoAxeViolations(page, 'results after a 401');

  await banner.getByRole('button', { name: 'Dismiss' }).click();
  await expect(page.getByText('You are not signed in, or your sign-in has expired.')).toHaveCount(0);
});

test('an answer that is not JSON shows the generic message instead of breaking the page', async ({ page, request }) => {
  await setFaults(request, [{ kind: 'malformed_body', method: 'GET', path: '/hotels/:hotelId/rooms' }]);
  await page.goto(RESULTS);
  await expect(page.getByText('Something went wrong. Please try again later.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your room' })).toBeVisible();
});

test("every call carries the hotel's header values and the address's email tracking id, and no cookies", async ({ page, allowErrors }) => {
  allowErrors(isHotelHtmlNoise);
  const roomsCalls: Record<string, string>[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'GET' && /\/hotels\/\d+\/rooms\?/.test(sent.url())) roomsCalls.push(sent.headers());
  });
  await page.goto(`${E2E_URLS.app}/booking/result?hotel_code=sakura-kyoto&locale=en&email_id=mail-2026-06`);
  await expect(page.getByRole('region', { name: 'Rooms and plans' }).getByRole('article').first()).toBeVisible();
  const headers = roomsCalls[0] ?? {};
  expect(headers).toMatchObject({
    'x-tier': 'premium',
    'x-site-controller': 'temairazu',
    'x-pubnub-key': 'kyoto-pubnub-demo-key',
    'x-email-conversion-tracking-id': 'mail-2026-06',
    'x-locale': 'en',
  });
  expect(headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  expect(headers['x-client-session']).toBeTruthy();
  expect(headers.authorization).toBeUndefined();
  expect(headers.cookie).toBeUndefined();
});

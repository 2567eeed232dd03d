// Payment links and unsubscribe end to end (issue 22, ADR 232): the hotel issues a link on the stand-in, the guest
// opens it from the outbox mail and pays it by card; a second tab opened before the payment is told it was paid
// already, nothing charged twice; a marketing mail from the outbox is unsubscribed from on the app's pages, and
// another by its RFC 8058 one-click POST. One axe scan per screen.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { fillCardInFrame, mailsTo } from './support/booking-flow';
import { STARTUP } from './support/members';
import { refusedCall } from './support/page-errors';
import { TOKYO, uniqueGuest } from './support/test-data';
import { E2E_URLS } from './ports';

/** The first address in a mail's body that starts with the app's origin. */
function appLinkIn(body: string): string {
  const found = body.split(/\s+/).find((word) => word.startsWith(E2E_URLS.app));
  if (!found) throw new Error(`no app link in the mail:\n${body}`);
  return found;
}

async function post(request: APIRequestContext, path: string, data: Record<string, unknown>): Promise<unknown> {
  const answer = await request.post(`${E2E_URLS.api}${path}`, { data });
  if (!answer.ok()) throw new Error(`${path}: ${answer.status()} ${await answer.text()}`);
  return answer.json();
}

type MarketingMail = { body: string; headers: Record<string, string> | null };

async function marketingMailTo(request: APIRequestContext, email: string): Promise<MarketingMail> {
  const answer = await request.get(`${E2E_URLS.api}/__outbox?${new URLSearchParams({ format: 'json', to: email })}`);
  const [mail] = ((await answer.json()) as { mails: MarketingMail[] }).mails;
  if (!mail) throw new Error(`no mail to ${email}`);
  return mail;
}

/** A card the stand-in provider approves, typed in its own fields' frame (ADR 255). */
async function fillCard(page: Page): Promise<void> {
  await fillCardInFrame(page, '4111111111111111');
  await expect(page.getByText('The card ending 1111 is ready.')).toBeVisible();
}

test('a guest pays a mailed payment link once; a second tab reads it paid already', async ({ page, browser, request, allowErrors }) => {
  // The second tab's payment is refused (409 already paid), which the browser logs.
  allowErrors(refusedCall('/payment_links/', 409));
  const guest = uniqueGuest('payment-link');
  await post(request, '/__payment-links', {
    hotel_code: TOKYO.code,
    email: guest.email,
    guest_name: guest.name,
    description: 'Airport transfer',
    amount: 12000,
    locale: 'en',
    app_url: E2E_URLS.app,
  });
  const [mail] = await mailsTo(request, guest.email);
  expect(mail?.subject).toBe('Payment request from Sakura Hotel Tokyo Ginza');
  const link = appLinkIn(mail?.body ?? '');
  expect(new URL(link).pathname).toMatch(/^\/payments\/P[A-Z2-7]{12}$/);

  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible(STARTUP);
  await expect(page.getByText('Airport transfer')).toBeVisible();
  // Headless: the shell shows no header (no language button) on the payment pages.
  await expect(page.getByRole('button', { name: /language/i })).toHaveCount(0);
  const pay = page.getByRole('button', { name: 'Pay ¥12,000' });
  await expect(pay).toBeVisible();
  await expectNoAxeViolations(page, 'payment link form');

  // Another tab holds the same link, ready to pay, while the first one pays.
  const second = await (await browser.newContext()).newPage();
  await second.goto(link);
  await expect(second.getByRole('button', { name: 'Pay ¥12,000' })).toBeVisible(STARTUP);

  await fillCard(page);
  await pay.click();
  await expect(page.getByRole('status').filter({ hasText: 'Your payment is complete.' })).toBeVisible();
  await expect(page.getByText('Paid with VISA ending in 1111.')).toBeVisible();
  await expectNoAxeViolations(page, 'payment link paid');

  await fillCard(second);
  await second.getByRole('button', { name: 'Pay ¥12,000' }).click();
  await expect(second.getByText('This payment has already been made. Nothing more will be charged.')).toBeVisible();
  await expect(second.getByRole('button', { name: 'Pay ¥12,000' })).toHaveCount(0);

  // Opened again later, the link reads paid already.
  await page.goto(link);
  await expect(page.getByText('This payment has already been made. Nothing more will be charged.')).toBeVisible(STARTUP);
  await expectNoAxeViolations(page, 'payment link already paid');
});

test('a guest unsubscribes from a marketing mail on the app, and another by one-click', async ({ page, request }) => {
  const reader = uniqueGuest('newsletter');
  await post(request, '/__marketing-mails', { hotel_code: TOKYO.code, email: reader.email, locale: 'en', app_url: E2E_URLS.app });
  const mail = await marketingMailTo(request, reader.email);
  expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  expect(mail.headers?.['List-Unsubscribe']).toMatch(/^<http.+\/api\/v1\/marketing_emails\/one_click\?token=.+>$/);

  await page.goto(appLinkIn(mail.body));
  await expect(page.getByRole('heading', { level: 1, name: 'Unsubscribe from e-mails' })).toBeVisible(STARTUP);
  // The address shown masked: the link may have been forwarded.
  const masked = `${reader.email.charAt(0)}***${reader.email.slice(reader.email.indexOf('@'))}`;
  await expect(page.getByText(`Stop sending Sakura Hotels & Resorts marketing e-mails to ${masked}?`)).toBeVisible();
  // The mailed token is taken out of the address once read.
  expect(new URL(page.url()).searchParams.has('token')).toBe(false);
  await expectNoAxeViolations(page, 'unsubscribe confirmation');
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'You have been unsubscribed' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/unsubscribe-email/success');
  await expectNoAxeViolations(page, 'unsubscribe success');
  expect(await post(request, '/__marketing-mails', { hotel_code: TOKYO.code, email: reader.email, app_url: E2E_URLS.app })).toEqual({ sent: false });

  // A mail client's one-click unsubscribe: a form POST to the List-Unsubscribe address, without any session.
  const other = uniqueGuest('one-click');
  await post(request, '/__marketing-mails', { hotel_code: TOKYO.code, email: other.email, app_url: E2E_URLS.app });
  const oneClick = /^<(.+)>$/.exec((await marketingMailTo(request, other.email)).headers?.['List-Unsubscribe'] ?? '')?.[1] ?? '';
  const answer = await request.post(oneClick, { form: { 'List-Unsubscribe': 'One-Click' } });
  expect(answer.status()).toBe(200);
  expect(await post(request, '/__marketing-mails', { hotel_code: TOKYO.code, email: other.email, app_url: E2E_URLS.app })).toEqual({ sent: false });
});

test('the payment link form and the unsubscribe page are axe clean in Arabic at 390 px, right to left', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const guest = uniqueGuest('payment-link-ar');
  await post(request, '/__payment-links', {
    hotel_code: TOKYO.code,
    email: guest.email,
    guest_name: guest.name,
    description: 'Airport transfer',
    amount: 12000,
    locale: 'ar',
    app_url: E2E_URLS.app,
  });
  const [mail] = await mailsTo(request, guest.email);
  const link = new URL(appLinkIn(mail?.body ?? ''));
  link.searchParams.set('locale', 'ar');
  await page.goto(link.href);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible(STARTUP);
  // The card is typed in the provider's frame (ADR 255), itself in Arabic and right to left; found by its address and
  // the number by its autofill purpose, since the titles and labels are the locale's.
  const cardFrame = page.frameLocator('iframe[src*="/psp/hosted-fields/"]');
  await expect(cardFrame.locator('input[autocomplete="cc-number"]')).toBeVisible();
  await expect(cardFrame.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expectNoAxeViolations(page, 'payment link form (ar, 390 px)');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  const reader = uniqueGuest('newsletter-ar');
  await post(request, '/__marketing-mails', { hotel_code: TOKYO.code, email: reader.email, locale: 'ar', app_url: E2E_URLS.app });
  const unsubscribe = new URL(appLinkIn((await marketingMailTo(request, reader.email)).body));
  unsubscribe.searchParams.set('locale', 'ar');
  await page.goto(unsubscribe.href);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible(STARTUP);
  await expect(page.getByRole('main').getByRole('button').first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expectNoAxeViolations(page, 'unsubscribe confirmation (ar, 390 px)');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

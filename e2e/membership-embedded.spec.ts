// Membership through the bridge: a sign-in inside the embedded widget tells the host page (login, identity only),
// and the host's logout signs the app out. The member is each test's own (the `member` fixture, ADR 209).
import { widgetEvents } from './support/widget-events';
import { bookFirstRate } from './support/results-page';
import { expect, test } from './support/test';

test('signing in inside the widget reports login to the host; the host’s logout signs the app out', async ({ page, member }) => {
  await page.goto('/');
  const widget = page.frameLocator('hotel-booking-widget iframe');
  await expect(widget.getByRole('heading', { level: 1, name: 'Choose your room' })).toBeVisible({ timeout: 30_000 });

  await widget.getByRole('button', { name: 'Login' }).click();
  await widget.getByRole('link', { name: 'Member sign-in' }).click();
  await widget.getByLabel('Email address').fill(member.email);
  await widget.getByLabel('Password').fill(member.password);
  await widget.getByRole('button', { name: 'Sign in' }).click();
  await expect(widget.getByRole('button', { name: `Account menu: ${member.name}` })).toBeVisible();

  await expect.poll(async () => (await widgetEvents(page)).filter((event) => event.name === 'login').map((event) => event.detail)).toEqual([
    { user_id: member.id, program_id: 1 },
  ]);

  await page.getByRole('button', { name: 'Send logout' }).press('Enter');
  await expect(widget.getByRole('button', { name: 'Login' })).toBeVisible();
  // Signed out for good: a reload of the app does not sign the member back in.
  await page.reload();
  await expect(page.frameLocator('hotel-booking-widget iframe').getByRole('button', { name: 'Login' })).toBeVisible({ timeout: 30_000 });
});

test('a sign-in status change in the middle of a booking sends the guest back to search', async ({ page, member }) => {
  await page.goto('/');
  const widget = page.frameLocator('hotel-booking-widget iframe');
  await expect(widget.getByRole('button', { name: 'Login' })).toBeVisible({ timeout: 30_000 });
  await widget.getByRole('button', { name: 'Login' }).click();
  await widget.getByRole('link', { name: 'Member sign-in' }).click();
  await widget.getByLabel('Email address').fill(member.email);
  await widget.getByLabel('Password').fill(member.password);
  await widget.getByRole('button', { name: 'Sign in' }).click();
  await expect(widget.getByRole('button', { name: `Account menu: ${member.name}` })).toBeVisible();

  const rooms = widget.getByRole('region', { name: 'Rooms and plans' });
  await bookFirstRate(rooms.getByRole('article').first());
  await expect(widget.getByRole('heading', { level: 1, name: 'Guest details' })).toBeVisible();

  await page.getByRole('button', { name: 'Send logout' }).press('Enter');
  await expect(widget.getByRole('heading', { level: 1, name: 'Choose your room' })).toBeVisible({ timeout: 30_000 });
  await expect(widget.getByText('Your sign-in status changed, so we took you back to the search.')).toBeVisible();
});

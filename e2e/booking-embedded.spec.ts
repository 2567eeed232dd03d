// The card flow inside the hotel page's iframe: the 3-D Secure page replaces the app in its frame and sends the
// guest back, and the confirmation tells the host's analytics about the purchase, with nothing personal.
import { expectNoAxeViolations } from './support/axe';
import { fillBooker, payByCard, uniqueEmail } from './support/booking-flow';
import { widgetEvents } from './support/widget-events';
import { bookFirstRate } from './support/results-page';
import { expect, test } from './support/test';

test('a card booking with 3-D Secure made in the embedded widget reports its purchase to the host', async ({ page }) => {
  const email = uniqueEmail('embedded');
  await page.goto('/');
  const widget = page.frameLocator('hotel-booking-widget iframe');
  const rooms = widget.getByRole('region', { name: 'Rooms and plans' });
  await bookFirstRate(rooms.getByRole('article').first());

  await expect(widget.getByRole('heading', { level: 1, name: 'Guest details' })).toBeVisible();
  await fillBooker(widget, email);
  // The card frame sits inside the widget's frame: the provider's page on the hotel's site.
  await payByCard(page, '5200 0000 0000 1096', { within: widget, securityCode: '1234' });
  await widget.getByRole('checkbox', { name: /terms and conditions/ }).check();
  const total = (await widget.locator('dt:text-is("Total") + dd').textContent())?.match(/¥([\d,]+)/)?.[1] ?? '';
  await widget.getByRole('button', { name: 'Confirm booking' }).click();

  // The issuer's page, inside the widget's frame.
  await expect(widget.getByRole('heading', { level: 1, name: 'Verify your card' })).toBeVisible();
  await widget.getByLabel('Password').fill('password');
  await widget.getByRole('button', { name: 'Submit' }).click();

  await expect(widget.getByRole('heading', { level: 1, name: 'Your booking is confirmed' })).toBeVisible();
  await expect(widget.getByText('Mastercard ending in 1096')).toBeVisible();
  const number = (await widget.locator('dt:text-is("Reservation number") + dd').textContent())?.trim() ?? '';
  await expectNoAxeViolations(page, 'embedded confirmation');

  const purchases = async () =>
    (await widgetEvents(page)).filter(
      (event) => event.name === 'ga4Event' && (event.detail as { name?: string } | null)?.name === 'purchase',
    );
  await expect.poll(async () => (await purchases()).length).toBe(1);
  const [purchase] = await purchases();
  expect(purchase?.detail).toMatchObject({
    name: 'purchase',
    params: { transaction_id: number, value: Number(total.replace(/,/g, '')), currency: 'JPY' },
  });
  const sent = JSON.stringify(purchase?.detail);
  for (const personal of [email, 'Hanako', 'Sato', '+81312345678', '1096']) expect(sent).not.toContain(personal);
});

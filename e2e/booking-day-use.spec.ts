// A day use found by a day-use search is booked for its day: guest detail prices the day, not a night, the
// confirmation names the day, and the reservation is stored as a day use.
import { expect, test } from './support/test';
import { addDays, todayIn } from '#domain/rules/nights.ts';
import { fetchReservation } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { acceptTerms, confirmationOf, fillBooker, uniqueEmail } from './support/booking-flow';
import { bookFirstRate, openSearchForm } from './support/results-page';
import { E2E_URLS } from './ports';

const OSAKA = { hotelCode: 'umi-osaka', hotelId: 202 } as const;

test('a guest books a day-use plan in Osaka and pays at the hotel', async ({ page, request }) => {
  const checkin = addDays(todayIn('Asia/Tokyo'), 5);
  const email = uniqueEmail('day-use');
  await page.goto(`${E2E_URLS.app}/booking/result?hotel_code=${OSAKA.hotelCode}&locale=en&checkin=${checkin}&checkout=${addDays(checkin, 1)}`);

  // Results: a day-use search for the check-in day.
  await openSearchForm(page);
  await page.getByRole('checkbox', { name: 'Day use (no overnight stay)' }).check();
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText(/Day use on /)).toBeVisible();
  expect(new URL(page.url()).searchParams.get('is_day_use')).toBe('true');
  const list = page.getByRole('region', { name: 'Rooms and plans' });
  await expect(list.getByRole('article').first()).toBeVisible();
  await expectNoAxeViolations(page, 'day-use results');
  await bookFirstRate(list);

  // Guest detail: the day, priced as a day use, not a night.
  await expect(page.getByRole('heading', { level: 1, name: 'Guest details' })).toBeVisible();
  expect(new URL(page.url()).searchParams.get('is_day_use')).toBe('true');
  const stay = page.getByRole('region', { name: 'Your stay' });
  await expect(stay.locator('dt:text-is("Length of stay") + dd')).toHaveText('Day use');
  await expect(stay.locator('dt:text-is("Check-out")')).toHaveCount(0);
  const dayLine = stay.locator('dt:text-is("Day-use date") + dd');
  const dayText = (await dayLine.textContent())?.trim() ?? '';
  expect(dayText).not.toBe('');
  const total = (await stay.locator('dt:text-is("Total") + dd').textContent())?.match(/¥[\d,]+/)?.[0] ?? '';
  expect(total).not.toBe('');
  await expectNoAxeViolations(page, 'day-use guest detail');

  await fillBooker(page, email);
  const onSite = page.getByRole('radio', { name: 'Pay at the hotel' });
  await onSite.check();
  await expect(onSite).toBeChecked();
  await acceptTerms(page);
  await page.getByRole('button', { name: 'Confirm booking' }).click();

  // Confirmation: the day-use date, and the total the guest accepted.
  await expect(page.getByRole('heading', { level: 1, name: 'Your booking is confirmed' })).toBeVisible();
  await expect(page.locator('dt:text-is("Day-use date") + dd')).toHaveText(dayText);
  await expect(page.locator('dt:text-is("Length of stay") + dd')).toHaveText('Day use');
  await expect(page.getByText(total).first()).toBeVisible();
  await expectNoAxeViolations(page, 'day-use confirmation');

  const { number, bypassToken } = confirmationOf(page);
  const stored = await fetchReservation(request, { ...OSAKA, number, bypassToken });
  expect(stored).toMatchObject({
    reservation_number: number,
    status: 'done',
    email,
    is_day_use: true,
    checkin_date: checkin,
    checkout_date: checkin,
    payment: { type: 'on_site' },
  });
  expect(`¥${(stored.total_price as number).toLocaleString('en')}`).toBe(total);
});

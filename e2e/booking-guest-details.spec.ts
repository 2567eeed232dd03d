// Guest detail beyond the booker: a coupon, someone else staying, the men and women counts, the terms, and a draft that survives a reload.
import { refusedCall } from './support/page-errors';
import { expect, test } from './support/test';
import { fetchReservation } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { confirmationOf, fillGuestByKeyboard, guestDetailUrl, uniqueEmail } from './support/booking-flow';

const STAY = { daysAhead: 12, nights: 3, adults: 3, roomTypeCode: 'family-quad', planCode: 'room-only' } as const;

test('a guest applies a coupon, gives the men and women counts and books', async ({ page, request, allowErrors }) => {
  // The unknown coupon is refused by the price call, which the browser logs.
  allowErrors(refusedCall('/rooms/price', 422));
  const email = uniqueEmail('coupon');
  await page.goto(guestDetailUrl(STAY));
  const stay = page.getByRole('region', { name: 'Your stay' });
  const totalLine = stay.locator('dt:text-is("Total") + dd');
  await expect(totalLine).toContainText('¥');
  const before = await totalLine.textContent();

  // A code the hotel does not have is refused at the field (the coupon is a closed section until opened).
  const couponSection = page.getByRole('region', { name: 'Coupon' });
  await couponSection.locator('summary').click();
  const coupon = page.getByRole('textbox', { name: 'Coupon code' });
  await coupon.fill('NOPE');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(coupon).toHaveAccessibleDescription(/not valid or has expired/);
  await expectNoAxeViolations(page, 'coupon refused');

  await coupon.fill('welcome10');
  await coupon.press('Enter');
  await expect(couponSection.getByText('Coupon welcome10 is applied.')).toBeVisible();
  await expect(stay.getByText('Coupon discount')).toBeVisible();
  await expect(totalLine).not.toHaveText(before ?? '');

  await fillGuestByKeyboard(page, email);
  await page.getByRole('checkbox', { name: 'I am booking for someone else' }).check();
  await page.getByLabel("Guest's first name").fill('Taro');
  await page.getByLabel("Guest's last name").fill('Suzuki');
  await page.getByRole('combobox', { name: 'Men', exact: true }).selectOption('1');
  await expect(page.getByRole('combobox', { name: 'Women' })).toHaveValue('2');

  // A reload keeps everything typed and the coupon.
  await page.reload();
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
  await expect(page.getByRole('combobox', { name: 'Women' })).toHaveValue('2');
  await expect(page.getByLabel("Guest's last name")).toHaveValue('Suzuki');
  await expect(couponSection.getByText('Coupon welcome10 is applied.')).toBeVisible();
  await expectNoAxeViolations(page, 'guest detail with coupon, staying guest and counts');
  const total = (await totalLine.textContent())?.match(/¥[\d,]+/)?.[0] ?? '';

  // The terms are never kept: the guest ticks them again.
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(page.getByRole('checkbox', { name: /terms and conditions/ })).toHaveAccessibleDescription(
    'Please accept the terms and conditions to book.',
  );
  await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await page.getByRole('button', { name: 'Confirm booking' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Your booking is confirmed' })).toBeVisible();
  const { number, bypassToken } = confirmationOf(page);
  const stored = await fetchReservation(request, { hotelCode: 'sakura-tokyo', hotelId: 101, number, bypassToken });
  expect(stored).toMatchObject({
    coupon_code: 'welcome10',
    is_booking_for_someone_else: true,
    rooms: [{ adults: 3, men_count: 1, women_count: 2, guest: { first_name: 'Taro', last_name: 'Suzuki' } }],
  });
  expect(`¥${(stored.total_price as number).toLocaleString('en')}`).toBe(total);
});

// The date picker (DateField, ADR 218) on the change-stay screen in Japanese and Thai: the page's language and
// calendar, not the browser's (the Buddhist year in th), chosen by keyboard, axe clean with the grid open, and no
// sideways scrolling on a 320 px phone.
import { expect, test } from './support/test';
import { addDays } from '#domain/rules/nights.ts';
import { fetchReservation } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { pickDate } from './support/date-picker';
import type { Reservation } from './support/test-data';
import { E2E_URLS } from './ports';

const SCREENS = {
  ja: { region: '予約を変更する', checkin: '新しいチェックイン日', checkout: '新しいチェックアウト日', check: '変更後の料金を確認する', confirm: '変更を確定する', done: '予約を変更しました。', era: 0 },
  th: { region: 'เปลี่ยนการจองของคุณ', checkin: 'วันเช็คอินใหม่', checkout: 'วันเช็คเอาท์ใหม่', check: 'ตรวจสอบราคาใหม่', confirm: 'ยืนยันการเปลี่ยนแปลง', done: 'เปลี่ยนการจองของคุณแล้ว', era: 543 },
} as const;

const manageUrl = (booked: Reservation, locale: string) =>
  `${E2E_URLS.app}/reservation/manage/${booked.number}?${new URLSearchParams({ hotel_code: booked.hotelCode, locale, bypass_token: booked.bypassToken })}`;

for (const locale of ['ja', 'th'] as const) {
  test(`a guest changes the stay on the date picker in ${locale}`, async ({ page, request, reservation }) => {
    const text = SCREENS[locale];
    await page.goto(manageUrl(reservation, locale));
    const change = page.getByRole('region', { name: text.region });
    const checkout = change.getByRole('button', { name: new RegExp(`^${text.checkout}`) });
    await expect(checkout).toBeVisible();
    // The field writes the date in the page's calendar: the Buddhist era in th (Gregorian + 543).
    const year = Number(reservation.checkout.slice(0, 4));
    await expect(checkout).toContainText(String(year + text.era));
    expect((await checkout.textContent())?.includes(String(year))).toBe(text.era === 0);

    // Escape closes the grid and gives focus back to the field; the grid is axe clean while open.
    const checkin = change.getByRole('button', { name: new RegExp(`^${text.checkin}`) });
    await checkin.click();
    const dialog = page.getByRole('dialog', { name: text.checkin });
    await expect(dialog.getByRole('grid').locator('button[tabindex="0"]')).toBeFocused();
    await expect(dialog.getByRole('heading', { level: 3 })).toContainText(String(Number(reservation.checkin.slice(0, 4)) + text.era));
    await expectNoAxeViolations(page, `date picker open (${locale})`);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(checkin).toBeFocused();

    // One more night, picked by keyboard, then priced and confirmed.
    const newCheckout = addDays(reservation.checkout, 1);
    await pickDate(change, text.checkout, newCheckout);
    await change.getByRole('button', { name: text.check }).click();
    await page.getByRole('button', { name: text.confirm }).click();
    await expect(page.getByRole('status').filter({ hasText: text.done })).toBeFocused();
    const proof = { hotelCode: reservation.hotelCode, hotelId: reservation.hotelId, number: reservation.number, bypassToken: reservation.bypassToken };
    expect((await fetchReservation(request, proof)).checkout_date).toBe(newCheckout);
    await expectNoAxeViolations(page, `changed stay (${locale})`);
  });
}

test('the date picker fits a 320 px phone as a full-width sheet, with no sideways scrolling', async ({ page, reservation }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto(manageUrl(reservation, 'th'));
  const change = page.getByRole('region', { name: SCREENS.th.region });
  await change.getByRole('button', { name: new RegExp(`^${SCREENS.th.checkout}`) }).click();
  const dialog = page.getByRole('dialog', { name: SCREENS.th.checkout });
  await expect(dialog.getByRole('grid').locator('button[tabindex="0"]')).toBeFocused();
  const sizes = await dialog.evaluate((element) => ({
    page: document.documentElement.scrollWidth,
    viewport: document.documentElement.clientWidth,
    dialogWidth: element.getBoundingClientRect().width,
    dialogScroll: element.scrollWidth - element.clientWidth,
    gridOverflow: [...element.querySelectorAll('table')].map((table) => table.scrollWidth - table.clientWidth),
  }));
  expect(sizes.page).toBeLessThanOrEqual(sizes.viewport);
  expect(sizes.dialogWidth).toBe(320);
  expect(sizes.dialogScroll).toBeLessThanOrEqual(0);
  expect(Math.max(...sizes.gridOverflow)).toBeLessThanOrEqual(0);
  // Every day is inside the screen.
  for (const box of await dialog.getByRole('gridcell').evaluateAll((cells) => cells.map((cell) => cell.getBoundingClientRect().right))) {
    expect(box).toBeLessThanOrEqual(320);
  }
  await expectNoAxeViolations(page, 'date picker at 320 px (th)');
});

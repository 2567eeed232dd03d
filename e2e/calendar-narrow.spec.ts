// The availability calendar on a 320 px phone in every script the app writes (issue 17): nothing wider than the
// screen, Thai buttons breaking between words, prices apart, axe clean. With DESIGN_SCREENSHOTS=1 it also saves
// the calendar pictures docs/design-system.md shows.
import { fileURLToPath } from 'node:url';
import { addDays, todayIn } from '#domain/rules/nights.ts';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/test';
import { E2E_URLS } from './ports';

const TODAY = todayIn('Asia/Tokyo');
const SHOW: Record<string, string> = {
  en: 'Show availability calendar',
  id: 'Tampilkan kalender ketersediaan',
  ja: '空室カレンダーを表示',
  th: 'แสดงปฏิทินห้องว่าง',
  ar: 'إظهار تقويم التوفر',
};

/** The summary's Edit, which opens the search form (a sheet on a phone) where the calendar is. */
const EDIT: Record<string, string> = {
  en: 'Edit your search',
  id: 'Ubah pencarian Anda',
  ja: '検索条件を変更',
  th: 'แก้ไขการค้นหา',
  ar: 'تعديل البحث',
};

test.use({ viewport: { width: 320, height: 720 } });

for (const locale of Object.keys(SHOW)) {
  test(`the calendar fits 320 px in ${locale}`, async ({ page }) => {
    const query = `checkin=${addDays(TODAY, 2)}&checkout=${addDays(TODAY, 3)}`;
    await page.goto(`${E2E_URLS.app}/booking/result?hotel_code=sakura-tokyo&locale=${locale}&${query}`);
    await page.getByRole('button', { name: EDIT[locale] }).click();
    await page.getByRole('button', { name: SHOW[locale] }).click();
    const grid = page.getByRole('grid');
    await expect(grid.locator('[data-day] span:last-child').filter({ hasText: /\d/ }).first()).toBeVisible();
    const calendar = grid.locator('xpath=ancestor::section[1]');
    // Nothing in the calendar reaches past the screen's edge, and the page does not scroll sideways.
    const overflow = await calendar.evaluate((section) => {
      const { left, right } = section.getBoundingClientRect();
      const outside = [...section.querySelectorAll('*')].filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && (box.left < left - 0.5 || box.right > right + 0.5 || element.scrollWidth > element.clientWidth + 1);
      });
      return { outside: outside.map((element) => element.outerHTML.slice(0, 80)), page: document.documentElement.scrollWidth };
    });
    expect(overflow.outside).toEqual([]);
    expect(overflow.page).toBeLessThanOrEqual(320);
    if (locale === 'th') expect(await calendar.getByRole('button', { name: 'เดือนถัดไป' }).innerHTML()).toBe('เดือน<wbr>ถัด<wbr>ไป');
    await expectNoAxeViolations(page, `calendar at 320 px (${locale})`);
    if (process.env.DESIGN_SCREENSHOTS) {
      await calendar.screenshot({ path: fileURLToPath(new URL(`../docs/design-system/calendar-${locale}-320.png`, import.meta.url)) });
    }
  });
}

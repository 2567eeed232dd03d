// The travel-agency site's AI-assisted search (issue 23): a request in the traveller's words becomes chips and
// ranked hotels from the catalogue; removing or editing a chip searches again; the results sit on a map (ADR 254).
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { E2E_URLS } from './ports';

test('a typed request gives chips and ranked hotels with a reason; removing the place widens them, a chip is edited in place, the map selects a hotel', async ({ page }) => {
  await page.goto(`${E2E_URLS.ota}/?locale=en`);
  await page.getByRole('textbox', { name: 'What are you looking for?' }).fill('2 nights ryokan in Hakone, open-air bath in room, 2 adults, zorblax');
  await page.getByRole('button', { name: 'Search', exact: true }).click();

  const chips = page.getByRole('list', { name: 'What we understood' });
  await expect(chips.getByRole('listitem')).toHaveText(['2 nights✎×', '2 adults✎×', 'Hakone✎×', 'Ryokan✎×', 'Open-air bath in room✎×']);
  await expect(page.getByText('Not understood: zorblax')).toBeVisible();
  const results = page.getByRole('region', { name: 'Describe your stay' }).getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) });
  await expect(results.first()).toContainText(/Open-air bath in room; [\d.]+ km from Hakone; ¥[\d,]+ a night/);
  await expect(results.first()).toContainText(/Rated \d\.\d out of 5/);
  const narrow = Number((await page.getByRole('status').filter({ hasText: 'found' }).textContent())?.match(/\d+/)?.[0]);
  await expectNoAxeViolations(page, 'OTA AI search en');

  await chips.getByRole('button', { name: 'Remove Hakone' }).click();
  await expect(chips.getByRole('listitem')).toHaveCount(4);
  await expect(page.getByRole('status').filter({ hasText: 'found' })).not.toHaveText(new RegExp(`^${narrow} `));
  const wide = Number((await page.getByRole('status').filter({ hasText: 'found' }).textContent())?.match(/\d+/)?.[0]);
  expect(wide).toBeGreaterThan(narrow);

  await chips.getByRole('button', { name: 'Edit 2 adults' }).click();
  await chips.getByRole('textbox', { name: 'Adults' }).fill('3');
  await chips.getByRole('button', { name: 'Apply' }).click();
  await expect(chips.getByRole('listitem')).toHaveText(['2 nights✎×', '3 adults✎×', 'Ryokan✎×', 'Open-air bath in room✎×']);
  await expect(chips.getByRole('button', { name: 'Edit 3 adults' })).toBeFocused();

  const map = page.getByRole('group', { name: /^Map of the \d+ hotels found$/ });
  await map.getByRole('button', { name: /^2\. / }).click();
  await expect(results.nth(1).getByRole('button', { name: /on the map$/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(/^Selected on the map: /)).toBeVisible();
  await expectNoAxeViolations(page, 'OTA AI search map en');
});

test('in Japanese at 390 px: the issue\'s request read into chips, axe clean', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${E2E_URLS.ota}/?locale=ja`);
  await page.getByRole('textbox', { name: 'どんな宿をお探しですか？' }).fill('2泊 箱根 温泉 露天風呂付き客室 大人2名 1泊3万円以内');
  await page.getByRole('button', { name: '検索', exact: true }).click();
  const chips = page.getByRole('list', { name: '読み取った条件' });
  await expect(chips.getByRole('listitem')).toHaveText(['2泊✎×', '大人2名✎×', '箱根✎×', '1泊￥30,000以内✎×', '露天風呂付き客室✎×']);
  await expect(page.getByRole('status').filter({ hasText: '件' })).toBeVisible();
  await expectNoAxeViolations(page, 'OTA AI search ja 390');
});

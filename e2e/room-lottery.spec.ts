// Room lotteries end to end (issue 21): a member enters through the lottery guest detail, the stand-in draws, the
// winner books the room before the deadline and the loser reads not_winner; an entrant changes the entry's stay,
// and cancels it (it cannot be undone) and another member is refused that entry; every lottery screen is axe-clean
// in en, ja and ar at 390 px.
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { addDays, todayIn } from '#domain/rules/nights.ts';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { signInOnPage, STARTUP } from './support/members';
import { refusedCall } from './support/page-errors';
import { clientSession, createMember, TOKYO, type Member } from './support/test-data';
import { E2E_URLS } from './ports';

/** The seeded events (server/src/lotteries/seed-lotteries.ts): cherry blossom 1 to 3 nights, fireworks 2 to 4. */
const CHERRY = 2101;
const FIREWORKS = 2102;

const appUrl = (path: string, locale = 'en') => `${E2E_URLS.app}${path}${path.includes('?') ? '&' : '?'}hotel_code=sakura-tokyo&locale=${locale}`;
const tokyoDay = (offset: number) => addDays(todayIn('Asia/Tokyo'), offset);

/** Enters the fireworks lottery through the API, as the member: 2 nights from 50 days ahead. */
async function enterByApi(request: APIRequestContext, member: Member, eventId = FIREWORKS): Promise<string> {
  const answer = await request.post(`${E2E_URLS.api}/hotels/${TOKYO.id}/lottery_results`, {
    headers: { 'X-Client-Session': await clientSession(request), Authorization: `Bearer ${member.session}` },
    data: {
      lottery_event_id: eventId,
      checkin: tokyoDay(50),
      checkout: tokyoDay(52),
      adults: 2,
      locale: 'en',
      booker: { first_name: member.firstName, last_name: member.lastName, email: member.email, phone: '0312345678' },
    },
  });
  if (!answer.ok()) throw new Error(`lottery entry: ${answer.status()} ${await answer.text()}`);
  return ((await answer.json()) as { data: { entry_number: string } }).data.entry_number;
}

/** A second member, signed in on a page of their own (another browser profile). */
async function secondMember(browser: Browser, request: APIRequestContext): Promise<{ member: Member; page: Page }> {
  const member = await createMember(request, { label: 'second-entrant' });
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInOnPage(page, member);
  return { member, page };
}

/** Who won and who lost, from whether the first member's entry won. */
function sides(firstWon: boolean, first: { page: Page; entry: string }, second: { page: Page; entry: string }) {
  const [winner, loser] = firstWon ? [first, second] : [second, first];
  return { winnerPage: winner.page, loserPage: loser.page, winnerEntry: winner.entry, loserEntry: loser.entry };
}

async function openEntry(page: Page, entryNumber: string, locale = 'en'): Promise<void> {
  await page.goto(appUrl(`/room-lottery/confirmation/${entryNumber}`, locale));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible(STARTUP);
}

test('a member enters, the draw runs, the winner books before the deadline and the loser reads not selected', async ({ page, browser, request, member }) => {
  test.setTimeout(180_000);
  await signInOnPage(page, member);
  await page.goto(appUrl(`/room-lottery/guest-detail?lottery_event=${CHERRY}`));
  await expect(page.getByRole('heading', { level: 1, name: 'Room lottery entry' })).toBeVisible(STARTUP);
  await expect(page.getByRole('heading', { level: 2, name: 'Cherry blossom view room lottery' })).toBeVisible();
  await expect(page.getByText('Deluxe twin rooms overlooking the cherry blossoms are allotted by lottery.', { exact: false })).toBeVisible();
  await expect(page.getByText('1 to 3 nights')).toBeVisible();
  // The lottery steps: GuestDetail, Confirmation.
  await expect(page.getByRole('navigation', { name: 'Booking steps' }).getByRole('listitem')).toHaveCount(2);

  await expect(page.getByLabel('Last name')).toHaveValue(member.lastName);
  await page.getByLabel('Nights').selectOption({ label: '2 nights' });
  await page.getByLabel('Phone number').fill('0312345678');
  await page.getByRole('button', { name: 'Enter the lottery' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your lottery entry' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('status').first()).toContainText('You are entered.');
  const mine = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
  expect(mine).toMatch(/^L[A-Z2-7]{9}$/);

  const second = await secondMember(browser, request);
  const theirs = await enterByApi(request, second.member, CHERRY);

  const drawn = await request.post(`${E2E_URLS.api}/__lottery/${CHERRY}/draw`, { data: { seed: 21 } });
  expect(drawn.ok()).toBe(true);
  const { winners, losers } = (await drawn.json()) as { winners: string[]; losers: string[] };
  expect([...winners, ...losers].sort()).toEqual([mine, theirs].sort());
  const { winnerPage, loserPage, winnerEntry, loserEntry } = sides(winners[0] === mine, { page, entry: mine }, { page: second.page, entry: theirs });

  await openEntry(loserPage, loserEntry);
  await expect(loserPage.getByRole('main').getByRole('status').first()).toHaveText('We are sorry, you were not selected this time.');
  await expect(loserPage.getByText('Not selected', { exact: true })).toBeVisible();
  await expect(loserPage.getByRole('button', { name: 'Book the room' })).toHaveCount(0);
  await expect(loserPage.getByRole('button', { name: 'Change dates' })).toHaveCount(0);

  await openEntry(winnerPage, winnerEntry);
  await expect(winnerPage.getByRole('main').getByRole('status').first()).toContainText('Congratulations, you won!');
  await expect(winnerPage.getByText('Book by')).toBeVisible();
  await winnerPage.getByRole('button', { name: 'Book the room' }).click();
  await expect(winnerPage.getByRole('heading', { level: 1, name: 'Lottery room booked' })).toBeVisible();
  await expect(winnerPage.getByText('Won: room booked')).toBeVisible();
  const reservationNumber = winnerPage.getByRole('definition').filter({ hasText: /^R[A-Z2-7]{9}$/ });
  await expect(reservationNumber).toBeVisible();
  const number = await reservationNumber.innerText();

  // The result is now the member's reservation.
  await winnerPage.getByRole('link', { name: 'See my reservations' }).click();
  await expect(winnerPage.getByRole('main').getByText(number, { exact: true })).toBeVisible(STARTUP);
  await second.page.context().close();
});

test('an entrant cancels the entry after confirming, and another member is refused that entry', async ({ page, browser, request, member, allowErrors }) => {
  test.setTimeout(120_000);
  allowErrors(refusedCall('/lottery_results/', 403));
  const entry = await enterByApi(request, member);
  await signInOnPage(page, member);

  const second = await secondMember(browser, request);
  await openEntry(second.page, entry);
  await expect(second.page.getByRole('main').getByText('This lottery entry belongs to another account.', { exact: false })).toBeVisible();
  await expect(second.page.getByRole('button', { name: 'Cancel entry' })).toHaveCount(0);
  await second.page.context().close();

  await openEntry(page, entry);
  await expect(page.getByRole('main').getByRole('status').first()).toContainText('You are entered.');
  await page.getByRole('button', { name: 'Cancel entry' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Cancel this entry?' })).toBeFocused();
  await expect(page.getByText('Cancelling cannot be undone.', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Yes, cancel my entry' }).click();
  await expect(page.getByRole('main').getByRole('status').first()).toHaveText('This entry has been cancelled.');
  await expect(page.getByRole('button', { name: 'Cancel entry' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Change dates' })).toHaveCount(0);

  // My account's lottery tab lists it, cancelled; a reload shows the same.
  await page.goto(appUrl('/my-account/reservations?tab=lottery'));
  const row = page.getByRole('listitem').filter({ hasText: entry });
  await expect(row).toBeVisible(STARTUP);
  await expect(row.getByText('Entry cancelled')).toBeVisible();
  await row.getByRole('link', { name: `Open entry ${entry}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your lottery entry' })).toBeVisible();
});

for (const locale of ['en', 'ar'] as const) {
  test(`the lottery screens are axe-clean in ${locale} at 390 px`, async ({ page, request, member }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await signInOnPage(page, member);
    const check = async (path: string) => {
      await page.goto(appUrl(path, locale));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible(STARTUP);
      await expect(page.getByRole('main').locator('form, dl, ul, p, [role="status"], [role="alert"]').first()).toBeVisible();
      await expectNoAxeViolations(page, `${path} (${locale})`);
      // Nothing wider than the phone's screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    };
    await check(`/room-lottery/guest-detail?lottery_event=${FIREWORKS}`);
    await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
    const entry = await enterByApi(request, member);
    await check(`/room-lottery/confirmation/${entry}`);
    await check('/my-account/reservations?tab=lottery');
    await check(`/room-lottery/complete/${entry}`);
    await check(`/room-lottery/reservation-incomplete/${entry}?code=3754`);
  });
}

test('an entrant changes the entry\'s dates and guests inside the period and sees the new ones', async ({ page, request, member }) => {
  test.setTimeout(120_000);
  const entry = await enterByApi(request, member);
  await signInOnPage(page, member);
  await openEntry(page, entry);
  const stay = page.getByRole('definition').filter({ hasText: /nights\)$/ });
  await expect(stay).toContainText('(2 nights)');

  await page.getByRole('button', { name: 'Change dates' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Change your stay' })).toBeFocused();
  // The entry form's fields and rules (fireworks: 2 to 4 nights, at most 2 adults), starting from the entry's own stay.
  await expect(page.getByText('Choose a stay of 2 to 4 nights', { exact: false })).toContainText('for at most 2 adults');
  await expect(page.getByLabel('Check-in')).toHaveValue(tokyoDay(50));
  await expect(page.getByLabel('Nights')).toHaveValue('2');
  await expect(page.getByLabel('Nights').getByRole('option')).toHaveText(['2 nights', '3 nights', '4 nights']);
  await expect(page.getByLabel('Adults')).toHaveValue('2');
  await expect(page.getByLabel('Adults').getByRole('option')).toHaveText(['1 adult', '2 adults']);
  await expectNoAxeViolations(page, 'change lottery entry stay (en)');

  await page.getByLabel('Check-in').selectOption(tokyoDay(55));
  await page.getByLabel('Nights').selectOption('3');
  await page.getByLabel('Adults').selectOption('1');
  await page.getByRole('button', { name: 'Save the changes' }).click();
  await expect(page.locator('[data-live-region]')).toContainText('Your stay has been changed');
  await expect(stay).toContainText('(3 nights)');
  await expect(page.getByRole('definition').filter({ hasText: /^1 adult$/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Change dates' })).toBeFocused();
  await expectNoAxeViolations(page, 'lottery entry with changed stay (en)');

  // The server kept them: read again, the entry and its form start from the new stay.
  await openEntry(page, entry);
  await expect(stay).toContainText('(3 nights)');
  await page.getByRole('button', { name: 'Change dates' }).click();
  await expect(page.getByLabel('Check-in')).toHaveValue(tokyoDay(55));
  await expect(page.getByLabel('Nights')).toHaveValue('3');
  await expect(page.getByLabel('Adults')).toHaveValue('1');
});

// Last in the file: it draws the fireworks event, which the tests above enter. Seed 74 draws the last entry first
// for one to six registered entries, so this member, entering last, wins however many entered before.
test('in Japanese at Sakura Tokyo the entry asks the kana, required at the field, and the win books with them', async ({ page, request, member }) => {
  test.setTimeout(180_000);
  await signInOnPage(page, member);
  await page.goto(appUrl(`/room-lottery/guest-detail?lottery_event=${FIREWORKS}`, 'ja'));
  await expect(page.getByRole('heading', { level: 1, name: '客室抽選のお申し込み' })).toBeVisible(STARTUP);
  // The same fields and messages as checkout (kanji_name_required, ADR 226), family name first.
  const familyKana = page.getByLabel('姓（フリガナ）', { exact: true });
  const givenKana = page.getByLabel('名（フリガナ）', { exact: true });
  await expect(familyKana).toBeVisible();
  await expect(familyKana).toHaveAccessibleDescription(/ひらがな|カタカナ/);
  await page.getByLabel('電話番号').fill('0312345678');
  await page.getByRole('button', { name: '抽選に申し込む' }).click();
  await expect(familyKana).toHaveAttribute('aria-invalid', 'true');
  await expect(familyKana).toHaveAccessibleDescription(/入力必須の項目です。/);
  await expect(givenKana).toHaveAccessibleDescription(/入力必須の項目です。/);
  await expectNoAxeViolations(page, 'lottery entry with the kana missing (ja)');

  await familyKana.fill('サトウ');
  await givenKana.fill('はなこ');
  await page.getByRole('button', { name: '抽選に申し込む' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '抽選のお申し込み内容' })).toBeVisible();
  const mine = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
  expect(mine).toMatch(/^L[A-Z2-7]{9}$/);

  const drawn = await request.post(`${E2E_URLS.api}/__lottery/${FIREWORKS}/draw`, { data: { seed: 74 } });
  expect(drawn.ok()).toBe(true);
  expect(((await drawn.json()) as { winners: string[] }).winners).toEqual([mine]);
  // The server-side winner booking takes the entry's kana, so the Japanese booking at Sakura Tokyo goes through.
  await openEntry(page, mine);
  await page.getByRole('button', { name: 'Book the room' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Lottery room booked' })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: /^R[A-Z2-7]{9}$/ })).toBeVisible();
});

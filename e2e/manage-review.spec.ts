// The review of a stay (issue 7, ADR 150): a protected page a signed-out visitor reaches through sign-in; a review
// given by keyboard and read-only afterwards; the refusal for a stay that is not over; the management page's way
// there; and one run in Arabic, right to left. Each test reviews stays of its own member, booked through the API
// with their clock pinned past check-out (ADR 209), so a review given is never another test's or another run's.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { signInOnPage, STARTUP } from './support/members';
import { refusedWith } from './support/page-errors';
import { createMember, createPastStay, createReservation, pinReservationClock } from './support/test-data';
import { E2E_URLS } from './ports';

const reviewPath = (number: string) => `/review-reservation/${number}?hotelId=101`;
const reviewUrl = (number: string, locale = 'en') => `${E2E_URLS.app}${reviewPath(number)}&hotel_code=sakura-tokyo&locale=${locale}`;
const manageUrl = ({ number, bypassToken }: { number: string; bypassToken: string }) =>
  `${E2E_URLS.app}/reservation/manage/${number}?hotel_code=sakura-tokyo&locale=en&bypass_token=${bypassToken}`;

const group = (page: Page, name: string) => page.getByRole('radiogroup', { name });

test('a member signs in from the protected review page and reviews the stay by keyboard; it is read-only afterwards', async ({ page, request, member }) => {
  const stay = await createPastStay(request, member);
  await page.goto(reviewUrl(stay.number));
  // The shell's guard: nobody signed in goes to sign-in, with the way back.
  await expect(page.getByRole('heading', { level: 1, name: 'Member sign-in' })).toBeVisible(STARTUP);
  expect(new URL(page.url()).searchParams.get('urlBack')).toMatch(new RegExp(`^/review-reservation/${stay.number}\\?hotelId=101&`));
  await page.getByLabel('Email address').fill(member.email);
  await page.getByLabel('Password').fill(member.password);
  await page.getByLabel('Password').press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Review your stay' })).toBeVisible(STARTUP);
  await expect(page.getByText(stay.number, { exact: true })).toBeVisible();
  await expectNoAxeViolations(page, 'review form');

  // Submitting without the overall rating is refused at that group.
  await page.getByRole('button', { name: 'Submit review' }).click();
  await expect(group(page, 'Overall rating')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Choose an overall rating.')).toBeVisible();
  await expectNoAxeViolations(page, 'review form with an error');

  // Overall: the first star, then the arrow keys to the fourth.
  const overall = group(page, 'Overall rating');
  await overall.getByRole('radio', { name: '1 of 5: Poor' }).focus();
  await page.keyboard.press('Space');
  for (let i = 0; i < 3; i += 1) await page.keyboard.press('ArrowRight');
  await expect(overall.getByRole('radio', { name: '4 of 5: Very good' })).toBeChecked();
  await expect(overall.getByRole('radio', { name: '4 of 5: Very good' })).toBeFocused();
  // Tab leaves the group for the next one, where "not rated" is chosen; five steps reach five stars.
  await page.keyboard.press('Tab');
  const cleanliness = group(page, 'Cleanliness');
  await expect(cleanliness.getByRole('radio', { name: 'Not rated' })).toBeFocused();
  for (let i = 0; i < 5; i += 1) await page.keyboard.press('ArrowRight');
  await expect(cleanliness.getByRole('radio', { name: '5 of 5: Excellent' })).toBeChecked();
  await page.getByLabel('Title (optional)').focus();
  await page.keyboard.type('Calm and close to the station');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Your comments (optional)')).toBeFocused();
  await page.keyboard.type('Quiet room, kind staff, a good breakfast nearby.');
  // The recommendation group starts at "Prefer not to say" (the last choice); up twice is "Yes".
  await page.keyboard.press('Tab');
  await expect(page.getByRole('radio', { name: 'Prefer not to say' })).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(page.getByRole('radio', { name: 'Yes' })).toBeChecked();
  await page.getByRole('button', { name: 'Submit review' }).focus();
  await page.keyboard.press('Enter');

  await expect(page.getByRole('status').filter({ hasText: 'Thank you. Your review has been submitted.' })).toBeFocused();
  const summary = page.getByRole('region', { name: 'Your review' });
  await expect(summary.getByText('4 of 5 (Very good)')).toBeVisible();
  await expect(summary.getByText('5 of 5 (Excellent)')).toBeVisible();
  await expect(summary.getByRole('heading', { name: 'Calm and close to the station' })).toBeVisible();
  await expect(summary.getByText('Would you recommend this hotel?')).toBeVisible();
  await expectNoAxeViolations(page, 'review submitted');

  // Read-only afterwards: no form, the same review.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Your review' }).getByText('4 of 5 (Very good)')).toBeVisible(STARTUP);
  await expect(page.getByText('You have already reviewed this stay. Each stay can be reviewed once.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit review' })).toHaveCount(0);
  await expect(page.getByRole('radiogroup')).toHaveCount(0);

  // The management page leads to it now the stay is over (the page reads the browser's calendar: the same moment).
  await page.clock.setFixedTime(stay.now);
  await page.goto(manageUrl(stay));
  const link = page.getByRole('link', { name: 'See your review of this stay' });
  await expect(link).toBeVisible(STARTUP);
  await link.click();
  await expect(page.getByRole('region', { name: 'Your review' })).toBeVisible();
});

test('a stay that is not over, or another member, is refused in words; the management page offers no review', async ({ page, request, allowErrors, member }) => {
  allowErrors(refusedWith(403));
  // Noon in Tokyo on the check-out day of the member's stay: the hotel's day is not over.
  const notOver = await createReservation(request, { member, nights: 2 });
  await pinReservationClock(request, notOver.number, `${notOver.checkout}T03:00:00.000Z`);
  const over = await createPastStay(request, member);
  const other = await createMember(request, { label: 'other-member' });

  await signInOnPage(page, member);
  await page.goto(reviewUrl(notOver.number));
  await expect(page.getByText('Your stay is not over yet')).toBeVisible(STARTUP);
  await expect(page.getByText('You can review your stay once your check-out date has passed.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit review' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'review refused: stay not over');

  await page.goto(manageUrl(notOver));
  await expect(page.getByRole('heading', { level: 1, name: 'Your reservation' })).toBeVisible(STARTUP);
  await expect(page.getByText(notOver.number, { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: /review/i })).toHaveCount(0);

  await signInOnPage(page, other);
  await page.goto(reviewUrl(over.number));
  await expect(page.getByText("Another account's reservation")).toBeVisible(STARTUP);
  await expect(page.getByRole('button', { name: 'Submit review' })).toHaveCount(0);
  // The refusal is the API's 403, which the browser logs; nothing else may go wrong.
});

test('في العربية: the review page reads right to left and takes a review by keyboard', async ({ page, request, member }) => {
  const stay = await createPastStay(request, member);
  await signInOnPage(page, member);
  await page.goto(reviewUrl(stay.number, 'ar'));
  await expect(page.getByRole('heading', { level: 1, name: 'قيّم إقامتك' })).toBeVisible(STARTUP);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const overall = group(page, 'التقييم العام');
  // The stars follow the writing direction: the first star is at the right.
  const first = await overall.getByRole('radio', { name: '1 من 5: ضعيف' }).boundingBox();
  const fifth = await overall.getByRole('radio', { name: '5 من 5: ممتاز' }).boundingBox();
  expect(first && fifth && first.x > fifth.x).toBe(true);
  await overall.getByRole('radio', { name: '1 من 5: ضعيف' }).focus();
  await page.keyboard.press('Space');
  // Down moves to the next star whatever the direction.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(overall.getByRole('radio', { name: '3 من 5: جيد' })).toBeChecked();
  await page.getByLabel('تعليقاتك (اختياري)').fill('إقامة هادئة وموظفون لطفاء.');
  await expectNoAxeViolations(page, 'review form in Arabic');
  await page.getByRole('button', { name: 'إرسال التقييم' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'شكرًا لك. تم إرسال تقييمك.' })).toBeFocused();
  await expect(page.getByText('3 من 5 (جيد)')).toBeVisible();
  await expectNoAxeViolations(page, 'review submitted in Arabic');
});

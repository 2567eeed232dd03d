// Guest detail's additional questions (every kind, a file upload, a required one's message), extras (generic and
// dated, in the breakdown, the confirmation and the stored reservation), answers kept over a reload, a Korean card
// in the temporary foreign-currency mode, and the way back to a reservation after a failed card check.
import type { FrameLocator } from '@playwright/test';
import { isHotelHtmlNoise, refusedCall } from './support/page-errors';
import { expect, test } from './support/test';
import { addDays, todayIn } from '#domain/rules/nights.ts';
import { fetchReservation } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { acceptTerms, confirmationOf, fillBooker, fillCardInFrame, payByCard, uniqueEmail } from './support/booking-flow';
import { E2E_URLS } from './ports';

/** The anniversary plan in Tokyo asks one question of each kind (server seed, ADR 100). */
function anniversaryUrl(daysAhead: number, locale = 'en'): string {
  const checkin = addDays(todayIn('Asia/Tokyo'), daysAhead);
  const query = new URLSearchParams({
    hotel_code: 'sakura-tokyo',
    locale,
    checkin,
    checkout: addDays(checkin, 1),
    adults: '2',
    room_type_code: 'deluxe-twin',
    room_plan_code: 'deluxe-twin_anniversary',
  });
  return `${E2E_URLS.app}/reservation/guest-detail?${query}`;
}


const PHOTO = { name: 'welcome-photo.png', mimeType: 'image/png', buffer: Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex') };

test('a guest answers every kind of question, attaches a photo, adds extras and books them', async ({ page, request }) => {
  // Two reloads' worth of steps, an upload and three axe runs: more than one default timeout on a busy machine.
  test.slow();
  const email = uniqueEmail('questions');
  const daysAhead = 36;
  const night = addDays(todayIn('Asia/Tokyo'), daysAhead);
  await page.goto(anniversaryUrl(daysAhead));

  const questions = page.getByRole('region', { name: 'Questions from the hotel' });
  await expect(questions).toBeVisible();
  // The check-in time starts from the hotel's stated time; members-only and expired questions are not asked.
  await expect(questions.getByLabel('Expected check-in time (required)')).toHaveValue('15:00');
  await expect(questions.getByText('Members: pillow of your choice')).toHaveCount(0);
  await expect(questions.getByText('Summer fireworks seats')).toHaveCount(0);

  // A required question left empty says so at the field, which takes the focus.
  await fillBooker(page, email);
  await acceptTerms(page);
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  const celebrating = questions.getByLabel('What are you celebrating? (required)');
  await expect(celebrating).toHaveAccessibleDescription(/Please answer this question\./);
  await expect(celebrating).toBeFocused();
  await expectNoAxeViolations(page, 'guest detail with a required question unanswered');

  await celebrating.fill('Our tenth anniversary');
  await questions.getByLabel('Message on the cake plate (optional)').selectOption('Happy Anniversary');
  const decorations = questions.getByRole('group', { name: 'Decorations in the room (optional)' });
  await decorations.getByRole('checkbox', { name: 'Rose petals' }).check();
  await decorations.getByRole('checkbox', { name: 'Flowers' }).check();
  await questions.getByLabel('Expected check-out time (optional)').selectOption('12:00');
  await questions.getByLabel('Photo for the welcome board (optional)').setInputFiles(PHOTO);
  const attached = questions.getByRole('list', { name: 'Files attached to Photo for the welcome board (optional)' });
  await expect(attached.getByText('welcome-photo.png', { exact: true })).toBeVisible();

  // Extras: the plan includes the welcome drink; a generic and a dated one are added.
  const extras = page.getByRole('region', { name: 'Extras' });
  // A closed section until the guest opens it; it opens by itself after a reload, since it holds a choice.
  await extras.locator('summary').click();
  await expect(extras.getByRole('listitem').filter({ hasText: 'Welcome drink' })).toContainText('Included in your plan.');
  const stay = page.getByRole('region', { name: 'Your stay' });
  const totalLine = stay.locator('dt:text-is("Total") + dd');
  const before = Number((await totalLine.textContent())?.match(/¥([\d,]+)/)?.[1]?.replace(/,/g, ''));
  await extras.getByLabel('Airport transfer: quantity').selectOption('2');
  await extras.getByLabel('Airport transfer: delivery time (optional)').selectOption('14:30');
  const dinner = extras.getByRole('listitem').filter({ hasText: 'Dinner course' });
  await dinner.getByRole('combobox', { name: /Dinner course on .*: quantity/ }).selectOption('1');
  await expect(stay.getByText('Airport transfer × 2')).toBeVisible();
  await expect(stay.locator('dt:has-text("Airport transfer × 2 at 14:30") + dd')).toHaveText('¥17,280');
  await expect(stay.getByText(/Dinner course × 1/)).toBeVisible();
  const dinnerPrice = Number((await stay.locator('dt:has-text("Dinner course × 1") + dd').textContent())?.replace(/[¥,]/g, ''));
  await expect(totalLine).toContainText(`¥${(before + 17_280 + dinnerPrice).toLocaleString('en')}`);

  // A reload keeps every answer, the attachment and the extras.
  await page.reload();
  await expect(questions.getByLabel('What are you celebrating? (required)')).toHaveValue('Our tenth anniversary');
  await expect(questions.getByLabel('Message on the cake plate (optional)')).toHaveValue('Happy Anniversary');
  await expect(questions.getByLabel('Expected check-out time (optional)')).toHaveValue('12:00');
  await expect(decorations.getByRole('checkbox', { name: 'Flowers' })).toBeChecked();
  await expect(decorations.getByRole('checkbox', { name: 'Rose petals' })).toBeChecked();
  await expect(decorations.getByRole('checkbox', { name: 'Balloons' })).not.toBeChecked();
  await expect(attached.getByText('welcome-photo.png', { exact: true })).toBeVisible();
  await expect(extras.getByLabel('Airport transfer: quantity')).toHaveValue('2');
  await expect(extras.getByLabel('Airport transfer: delivery time (optional)')).toHaveValue('14:30');
  await expect(stay.getByText(/Dinner course × 1/)).toBeVisible();
  await expectNoAxeViolations(page, 'guest detail with answers and extras');

  await acceptTerms(page);
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your booking is confirmed' })).toBeVisible();
  const booked = page.getByRole('region', { name: 'Extras booked' });
  await expect(booked.getByText('Airport transfer × 2')).toBeVisible();
  await expect(booked.getByText(/Dinner course × 1/)).toBeVisible();
  const answers = page.getByRole('region', { name: 'Your answers' });
  await expect(answers.getByText('Our tenth anniversary')).toBeVisible();
  await expect(answers.getByText('Files attached: 1')).toBeVisible();
  await expect(answers.getByText('Flowers, Rose petals')).toBeVisible();
  await expectNoAxeViolations(page, 'confirmation with extras and answers');

  const { number, bypassToken } = confirmationOf(page);
  const stored = await fetchReservation(request, { hotelCode: 'sakura-tokyo', hotelId: 101, number, bypassToken });
  expect(stored.extras).toEqual([
    expect.objectContaining({ code: 'airport-transfer', quantity: 2, date: null, delivery_time: '14:30', total_price: 17_280 }),
    expect.objectContaining({ code: 'dinner-course', quantity: 1, date: night, total_price: dinnerPrice }),
  ]);
  const storedAnswers = stored.answers as { question_id: number; attachment_ids?: string[] }[];
  expect(storedAnswers).toEqual([
    expect.objectContaining({ checkin_time: '15:00' }),
    expect.objectContaining({ text: 'Our tenth anniversary' }),
    expect.objectContaining({ option: 'Happy Anniversary' }),
    expect.objectContaining({ checkout_time: '12:00' }),
    expect.objectContaining({ attachment_ids: [expect.any(String)] }),
    expect.objectContaining({ options: ['Flowers', 'Rose petals'] }),
  ]);
});

test('questions, an upload refusal and extras read right to left in Arabic, axe clean', async ({ page }) => {
  await page.goto(anniversaryUrl(41, 'ar'));
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const questions = page.getByRole('region', { name: 'أسئلة من الفندق' });
  await expect(questions).toBeVisible();
  await page.getByRole('button', { name: 'تأكيد الحجز' }).click();
  await expect(questions.getByText('يرجى الإجابة عن هذا السؤال.')).toBeVisible();
  // An empty file is refused before it is sent, and the message names it.
  await questions.getByLabel('Photo for the welcome board (اختياري)').setInputFiles({ name: 'empty.png', mimeType: 'image/png', buffer: Buffer.alloc(0) });
  await expect(questions.getByText('لم يُرفق empty.png: الملف فارغ.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'الإضافات' })).toBeVisible();
  await expectNoAxeViolations(page, 'guest detail questions and extras in Arabic');
});

function stayUrl(hotelCode: string, roomPlanCode: string, daysAhead: number, extra: Record<string, string> = {}): string {
  const checkin = addDays(todayIn('Asia/Tokyo'), daysAhead);
  const query = new URLSearchParams({
    hotel_code: hotelCode,
    locale: 'en',
    checkin,
    checkout: addDays(checkin, 1),
    adults: '2',
    room_type_code: 'deluxe-twin',
    room_plan_code: roomPlanCode,
    ...extra,
  });
  return `${E2E_URLS.app}/reservation/guest-detail?${query}`;
}

/** Fills the frame's fields again after a refusal, since the frame clears the card's secrets. */
async function retryKoreanCard(fields: FrameLocator, card: { number: string; birthDate: string }): Promise<void> {
  await fields.getByLabel('Card number').fill(card.number);
  await fields.getByLabel('Security code').fill('123');
  await fields.getByLabel('Date of birth (Korean card)').fill(card.birthDate);
  await fields.getByLabel('First two digits of the card PIN').fill('12');
  await fields.getByRole('button', { name: 'Use this card' }).click();
}

test('paying in Korean won is by card only, takes JCB in temporary foreign-currency mode and asks the Korean card fields', async ({
  page,
  request,
  allowErrors,
}) => {
  // Kyoto's header, and the frame's page logging its tokenizer's refusals.
  allowErrors(isHotelHtmlNoise, refusedCall('/psp/hosted-fields/stand-in/tokens', 422));
  const email = uniqueEmail('krw');
  await page.goto(stayUrl('sakura-kyoto', 'deluxe-twin_room-only', 24, { currency: 'KRW' }));
  const card = page.getByRole('radio', { name: 'Pay now by card' });
  await expect(card).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Pay at the hotel' })).toHaveCount(0);

  await fillBooker(page, email);
  // The Korean card's fields are the provider's, in its frame, and each refusal shows at its field there.
  const fields = await fillCardInFrame(page, '4111 1111 1111 1111', { refused: true });
  await expect(fields.getByLabel('Date of birth (Korean card)')).toHaveAccessibleDescription(/This field is required\./);
  await expect(fields.getByLabel('First two digits of the card PIN')).toHaveAccessibleDescription(/This field is required\./);
  // A day no one was born on (30 February) is refused at its field by the frame itself: nothing goes to the tokenizer.
  const tokenCalls: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/tokens')) tokenCalls.push(sent.url());
  });
  await retryKoreanCard(fields, { number: '4111 1111 1111 1111', birthDate: '990230' });
  await expect(fields.getByLabel('Date of birth (Korean card)')).toHaveAccessibleDescription(/Enter a real date of birth as six digits \(YYMMDD\)/);
  await expect(fields.getByLabel('Date of birth (Korean card)')).toBeFocused();
  expect(tokenCalls).toEqual([]);
  await retryKoreanCard(fields, { number: '4111 1111 1111 1111', birthDate: '900215' });
  await expect(fields.getByLabel('Card number')).toHaveAccessibleDescription(/please use JCB, American Express or Diners Club/);
  await expectNoAxeViolations(page, 'Korean card fields with errors');

  await retryKoreanCard(fields, { number: '3530 1113 3330 0000', birthDate: '900215' });
  await expect(page.getByRole('status').filter({ hasText: /ending 0000/ })).toBeVisible();
  await acceptTerms(page);
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your booking is confirmed' })).toBeVisible();
  const { number, bypassToken } = confirmationOf(page);
  const stored = await fetchReservation(request, { hotelCode: 'sakura-kyoto', hotelId: 102, number, bypassToken });
  // The server takes JCB only in temporary foreign-currency mode (code 3007 otherwise): the won reached it.
  expect(stored).toMatchObject({ status: 'done', payment: { type: 'pre_paid', card: { brand: 'jcb', last4: '0000' } } });
  // The currency paid in is kept with the total in it, and the confirmation shows that total (won have no decimals).
  expect(stored).toMatchObject({ mcp_currency: 'KRW', mcp_total_price_cents: expect.any(Number) });
  const won = (stored.mcp_total_price_cents as number).toLocaleString('en');
  await expect(page.locator('dt:text-is("Total in KRW") + dd')).toHaveText(new RegExp(`₩${won}`));
});

test('after a failed card check the failure page marks the reservation, and a lost session finds it again by email', async ({
  page,
  browser,
}) => {
  // Two bookings through the issuer's page and a second browser session.
  test.slow();
  const email = uniqueEmail('current-reservation');
  const url = stayUrl('sakura-tokyo', 'deluxe-twin_room-only', 50);
  const bookWithChallenge = async () => {
    await page.goto(url);
    await fillBooker(page, email);
    await payByCard(page, '4000 0000 0000 3220');
    await acceptTerms(page);
    await page.getByRole('button', { name: 'Confirm booking' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Verify your card' })).toBeVisible();
  };

  await bookWithChallenge();
  await page.getByLabel('Password').fill('wrong');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your booking was not completed' })).toBeVisible();
  const failed = new URL(page.url());
  const current = failed.searchParams.get('current_reservation') ?? '';
  expect(current).toMatch(/^[A-Z0-9-]{6,32}$/);
  expect(failed.searchParams.get('bypass_token')).toBeTruthy();
  await page.getByRole('link', { name: `See reservation ${current}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'This reservation has been cancelled' })).toBeVisible();
  await expect(page.getByText(current)).toBeVisible();

  // A second attempt succeeds at the issuer, but the guest comes back in a new session (storage lost).
  await bookWithChallenge();
  await page.getByLabel('Password').fill('password');
  const returnUrl = page.waitForURL(/\/reservation\/(3ds-return|confirmation)/);
  await page.getByRole('button', { name: 'Submit' }).click();
  await returnUrl;
  await expect(page.getByRole('heading', { level: 1, name: 'Your booking is confirmed' })).toBeVisible();
  const { number } = confirmationOf(page);
  const fresh = await browser.newContext();
  const lost = await fresh.newPage();
  await lost.goto(`${E2E_URLS.app}/reservation/3ds-return?hotel_code=sakura-tokyo&locale=en&reservation_number=${number}&outcome=succeeded`);
  await expect(lost.getByRole('heading', { level: 1, name: 'Your card has been confirmed' })).toBeVisible();
  await lost.getByRole('textbox', { name: 'Email you booked with' }).fill(email);
  await expectNoAxeViolations(lost, '3-D Secure return after a session loss');
  await lost.getByRole('button', { name: 'Show my reservation' }).click();
  await expect(lost.getByRole('heading', { level: 1, name: 'Your booking is confirmed' })).toBeVisible();
  await expect(lost.getByText(number)).toBeVisible();
  await fresh.close();
});

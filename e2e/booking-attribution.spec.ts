// Attribution reaches the hotel (issue 22, ADR 233): a Google Hotel Ads landing's parameters survive the search and
// the booking and are found on the stored reservation, and a booking made in the chatbot's frame is recorded with
// the chatbot as its source, its guest_detail and payment_detail layers told to the host's analytics on the way.
// The hotel's side is the test stack's GET /__reservations/:number.
import type { APIRequestContext } from '@playwright/test';
import { addDays, todayIn } from '#domain/rules/nights.ts';
import { fillBooker, uniqueEmail } from './support/booking-flow';
import { bookFirstRate } from './support/results-page';
import { widgetEvents } from './support/widget-events';
import { expect, test } from './support/test';
import { E2E_URLS } from './ports';

type HotelView = { booking_source: string; attribution: Record<string, unknown> | null };

async function hotelView(request: APIRequestContext, number: string): Promise<HotelView> {
  const answer = await request.get(`${E2E_URLS.api}/__reservations/${encodeURIComponent(number)}`);
  expect(answer.status()).toBe(200);
  return (await answer.json()) as HotelView;
}

test('a Google Hotel Ads landing booked through keeps its parameters on the reservation', async ({ page, request }) => {
  const checkin = addDays(todayIn('Asia/Tokyo'), 33);
  const landing = new URLSearchParams({
    hotel_code: 'sakura-tokyo',
    locale: 'en',
    checkin,
    checkout: addDays(checkin, 1),
    adults: '2',
    gclid: 'EAIaIQobChMI-hotel-ads-1',
    google_site: 'localuniversal',
    price_displayed_total: '24000',
    metasearch_source: 'google_hotel_ads',
  });
  await page.goto(`${E2E_URLS.app}/booking/result?${landing}`);
  await bookFirstRate(page.getByRole('region', { name: 'Rooms and plans' }).getByRole('article').first());

  await expect(page.getByRole('heading', { level: 1, name: 'Guest details' })).toBeVisible();
  // The marketing parameters are not carried in the app's own addresses: they were kept at the landing.
  expect(new URL(page.url()).searchParams.get('gclid')).toBeNull();
  await fillBooker(page, uniqueEmail('hotel-ads'));
  await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your booking is confirmed' })).toBeVisible();
  const number = (await page.locator('dt:text-is("Reservation number") + dd').textContent())?.trim() ?? '';

  expect(await hotelView(request, number)).toMatchObject({
    booking_source: 'booking_widget',
    attribution: {
      gclid: 'EAIaIQobChMI-hotel-ads-1',
      google_site: 'localuniversal',
      price_displayed_total: 24000,
      metasearch_source: 'google_hotel_ads',
    },
  });
});

test('a booking in the chatbot frame is recorded as the chatbot\'s, its checkout layers told to the host', async ({ page, request }) => {
  const email = uniqueEmail('chatbot-booking');
  await page.goto('/chatbot.html');
  const widget = page.frameLocator('iframe[title="Hotel booking"]');
  await expect(widget.getByRole('heading', { name: 'Choose your room' })).toBeVisible({ timeout: 30_000 });
  await bookFirstRate(widget.getByRole('region', { name: 'Rooms and plans' }).getByRole('article').first());

  await expect(widget.getByRole('heading', { level: 1, name: 'Guest details' })).toBeVisible();
  await fillBooker(widget, email);
  await widget.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await widget.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(widget.getByRole('heading', { level: 1, name: 'Your booking is confirmed' })).toBeVisible();
  const number = (await widget.locator('dt:text-is("Reservation number") + dd').textContent())?.trim() ?? '';

  expect(await hotelView(request, number)).toEqual(expect.objectContaining({ booking_source: 'chatbot', attribution: null }));

  const layers = async () =>
    (await widgetEvents(page))
      .filter((event) => event.name === 'ga4Event')
      .map((event) => (event.detail as { params?: { page_layer?: string } }).params?.page_layer);
  await expect.poll(layers).toEqual(expect.arrayContaining(['guest_detail', 'payment_detail']));
  const sent = JSON.stringify((await widgetEvents(page)).filter((event) => event.name === 'ga4Event'));
  for (const personal of [email, 'Hanako', '+81312345678']) expect(sent).not.toContain(personal);
});

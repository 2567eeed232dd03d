// The core flows of the product, written once and run in every engine (issue 24). Each one starts on its own
// page; the suite's stack URLs come from the serve script, so the flows follow wherever the stack puts the
// demo host and the app (cross-site included).
import { addDays, todayIn } from '#domain/rules/nights.ts';
import type { Actions } from './actions';
import { SmokeFailure, waitUntil } from './actions';
import type { Target } from './page-script';
import type { Session } from './session';

export type StackUrls = { api: string; app: string; demo: string };

export type FlowContext = { session: Session; act: Actions; urls: StackUrls; shots: string };

export type Flow = { name: string; run: (context: FlowContext) => Promise<void> };

// The widget's iframe lives in the element's shadow root.
const WIDGET_FRAME: Target = { css: 'iframe', within: { css: 'hotel-booking-widget' } };
/** The card fields' frame in the app: the provider's page, or the stand-in tokenizer's own (ADR 255). */
const CARD_FRAME: Target = { css: `iframe[title="Card details on the payment provider's secure page"]` };
const MODAL_FRAME: Target = { css: 'iframe', within: { css: 'hotel-booking-widget[mode=modal]' } };
/** The app's first screen waits for settings, session and identity; a busy machine takes a while. */
const STARTUP_MS = 45_000;
const HANAKO = { email: 'hanako@example.com', password: 'Sakura-2026', name: 'Hanako Sato' } as const;
/** A rate's Book button names room, plan and price ("Book: Deluxe Twin, Room only, ¥14,580"): the first one listed. */
const BOOK: Target = { role: 'button', name: 'Book: ', exact: false, within: { role: 'region', name: 'Rooms and plans' } };
/** The search's check-in: a DateField, a button carrying the field's name and ISO date as an input would. */
const CHECKIN: Target = { css: 'button[name="checkin"]' };

function expect(condition: boolean, message: string): void {
  if (!condition) throw new SmokeFailure(message);
}

/** The demo host page, inside its widget: the results are there (which the WebKit date bug broke). */
async function openWidget({ session, act, urls }: FlowContext): Promise<void> {
  await session.goto(`${urls.demo}/`);
  await act.see({ role: 'heading', name: 'Rooms & Reservations' });
  await act.enterFrame(WIDGET_FRAME);
  await act.see({ role: 'heading', name: 'Choose your room' }, STARTUP_MS);
  await act.see(BOOK, STARTUP_MS);
}

async function fillBooker(act: Actions, email: string): Promise<void> {
  await act.see({ role: 'heading', name: 'Guest details' }, STARTUP_MS);
  await act.type({ label: 'First name' }, 'Hanako');
  await act.type({ label: 'Last name' }, 'Sato');
  await act.type({ label: 'Email' }, email);
  await act.type({ label: 'Confirm email' }, email);
  await act.type({ label: 'Phone number' }, '+81312345678');
}

async function acceptTermsAndConfirm(act: Actions): Promise<void> {
  const terms: Target = { role: 'checkbox', name: 'terms and conditions', exact: false };
  await act.click(terms);
  await act.expectProperty(terms, 'checked', true);
  await act.click({ role: 'button', name: 'Confirm booking' });
}

function uniqueEmail(label: string): string {
  return `${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** The widget's iframe scrolled into view, so a screenshot of the page shows the confirmation. */
async function scrollWidgetIntoView(session: Session): Promise<void> {
  await session.top();
  await session.evaluate(`(document.querySelector('hotel-booking-widget')?.shadowRoot?.querySelector('iframe') || document.body).scrollIntoView({ block: 'start' }) ?? true`);
}

export const FLOWS: readonly Flow[] = [
  {
    name: 'demo host page with the inline widget',
    run: async (context) => {
      await openWidget(context);
      // The check-in the widget shows is a real date: the hotel's today or later. A first visit without dates opens
      // with the search form shown; otherwise Edit opens it.
      const edit: Target = { role: 'button', name: 'Edit your search' };
      if ((await context.act.valueOf<string>(edit, 'ariaExpanded')) !== 'true') await context.act.click(edit);
      await context.act.see(CHECKIN);
      const checkin = await context.act.valueOf<string>(CHECKIN, 'value');
      expect(/^\d{4}-\d{2}-\d{2}$/.test(checkin ?? '') && (checkin ?? '') >= todayIn('Asia/Tokyo'), `check-in field reads ${JSON.stringify(checkin)}`);
    },
  },
  {
    name: 'launcher opens the app in a modal and closes',
    run: async ({ session, act, urls }) => {
      await session.goto(`${urls.demo}/launcher.html`);
      await act.click({ role: 'button', name: 'Book now' });
      // Named "Hotel booking" until the app connects, then after its hotel (issue 15): "Booking: Sakura Hotel …".
      const dialog = { role: 'dialog', name: 'ooking', exact: false } as const;
      await act.see(dialog);
      await act.enterFrame(MODAL_FRAME);
      await act.see({ role: 'heading', name: 'Choose your room' }, STARTUP_MS);
      await session.top();
      await act.see({ role: 'dialog', name: 'Booking: Sakura Hotel Tokyo Ginza' });
      await act.click({ role: 'button', name: 'Close', within: dialog });
      await act.gone(dialog);
    },
  },
  {
    name: 'booking paid at the hotel, in the widget',
    run: async (context) => {
      const { act } = context;
      await openWidget(context);
      await act.click(BOOK);
      await fillBooker(act, uniqueEmail('smoke-on-site'));
      await act.expectProperty({ role: 'radio', name: 'Pay at the hotel' }, 'checked', true);
      await acceptTermsAndConfirm(act);
      await act.see({ role: 'heading', name: 'Your booking is confirmed' }, STARTUP_MS);
      await act.see({ text: 'Reservation number' });
    },
  },
  {
    name: 'booking by card with 3-D Secure, in the widget',
    run: async (context) => {
      const { act, session, shots } = context;
      await openWidget(context);
      await act.click(BOOK);
      await fillBooker(act, uniqueEmail('smoke-card'));
      await act.click({ role: 'radio', name: 'Pay now by card' });
      // The card is typed in the provider's frame, itself inside the widget's frame on the hotel's site (ADR 255).
      await act.enterFrame(CARD_FRAME);
      await act.type({ label: 'Card number' }, '5200 0000 0000 1096');
      await act.type({ label: 'Name on card' }, 'HANAKO SATO');
      await act.select({ label: 'Expiry month' }, '12');
      // The expiry years start at the current year (they read NaN when today was parsed from a locale).
      const years = await act.evaluate<string[]>(
        `[...document.querySelectorAll('select[autocomplete="cc-exp-year"] option')].map((option) => option.value).filter(Boolean)`,
      );
      const thisYear = Number(todayIn('Asia/Tokyo').slice(0, 4));
      expect(years[0] === String(thisYear), `expiry years start at ${JSON.stringify(years[0])}, not ${thisYear}`);
      await act.select({ label: 'Expiry year' }, String(thisYear + 2));
      await act.type({ label: 'Security code' }, '1234');
      await act.click({ role: 'button', name: 'Use this card' });
      await session.top();
      await act.enterFrame(WIDGET_FRAME);
      await act.see({ text: 'The card ending 1096 is ready.' });
      await acceptTermsAndConfirm(act);
      // The issuer's page (played by the API) replaces the app in its frame and sends the guest back.
      await act.see({ role: 'heading', name: 'Verify your card' }, STARTUP_MS);
      await act.type({ label: 'Password' }, 'password');
      await act.click({ role: 'button', name: 'Submit' });
      await act.see({ role: 'heading', name: 'Your booking is confirmed' }, STARTUP_MS);
      await act.see({ text: 'Mastercard ending in 1096' });
      await scrollWidgetIntoView(session);
      await session.screenshot(`${shots}/${session.engine}-confirmation.png`);
    },
  },
  {
    name: 'member sign-in in the widget survives a reload',
    run: async (context) => {
      const { act, session } = context;
      await openWidget(context);
      await act.click({ role: 'button', name: 'Login' });
      await act.click({ role: 'link', name: 'Member sign-in' });
      await act.type({ label: 'Email address' }, HANAKO.email);
      await act.type({ label: 'Password' }, HANAKO.password);
      await act.click({ role: 'button', name: 'Sign in' });
      await act.see({ role: 'button', name: `Account menu: ${HANAKO.name}` }, STARTUP_MS);
      await session.reload();
      await act.enterFrame(WIDGET_FRAME);
      await act.see({ role: 'heading', name: 'Choose your room' }, STARTUP_MS);
      await act.see({ role: 'button', name: `Account menu: ${HANAKO.name}` }, STARTUP_MS).catch((error: unknown) => {
        throw new SmokeFailure(`signed out by the reload: ${String(error)}`);
      });
    },
  },
  {
    name: 'Arabic results page, right to left',
    run: async ({ session, act, urls }) => {
      const today = todayIn('Asia/Tokyo');
      const query = new URLSearchParams({ hotel_code: 'sakura-tokyo', locale: 'ar', checkin: addDays(today, 3), checkout: addDays(today, 4), adults: '2' });
      await session.goto(`${urls.app}/booking/result?${query}`);
      await waitUntil('html dir=rtl lang=ar', () => act.evaluate<boolean>(`document.documentElement.dir === 'rtl' && document.documentElement.lang === 'ar'`), STARTUP_MS);
      // Rooms are listed: the page rendered, not the error screen.
      await act.see({ role: 'article' }, STARTUP_MS);
      await act.see({ role: 'heading' });
      // Which digits this engine's ICU gives Arabic (docs/browsers.md): printed, not asserted, since it differs.
      const digits = await act.evaluate<string>(`new Intl.NumberFormat(document.documentElement.lang).format(1234) + ' ' + new Intl.DateTimeFormat(document.documentElement.lang, { dateStyle: 'short', timeZone: 'UTC' }).format(0)`);
      console.log(`     ${session.engine}: Arabic prints ${digits}`);
    },
  },
  {
    name: 'calendar: a day chosen on the availability calendar, then in the date field',
    run: async ({ session, act, urls }) => {
      const today = todayIn('Asia/Tokyo');
      const query = new URLSearchParams({ hotel_code: 'sakura-tokyo', locale: 'en', checkin: addDays(today, 2), checkout: addDays(today, 3), adults: '2' });
      await session.goto(`${urls.app}/booking/result?${query}`);
      // Once the rooms are listed the form is settled (a click before that may land on a form being replaced).
      await act.see({ role: 'article' }, STARTUP_MS);
      await act.click({ role: 'button', name: 'Edit your search' });
      const show: Target = { role: 'button', name: 'Show availability calendar' };
      await act.click(show);
      await act.expectProperty({ role: 'button', name: 'Hide availability calendar' }, 'ariaExpanded', 'true');
      await act.see({ role: 'grid' }, STARTUP_MS);
      // Offset 12 has rooms (server/README.md); the calendar opens on the month of the check-in.
      const chosen = addDays(today, 12);
      if (chosen.slice(0, 7) !== addDays(today, 2).slice(0, 7)) await act.click({ role: 'button', name: 'Next month' });
      await act.click({ css: `[data-day="${chosen}"]`, within: { role: 'grid' } });
      await act.expectProperty(CHECKIN, 'value', chosen);
      await act.expectProperty({ css: 'button[name="checkout"]' }, 'value', addDays(chosen, 1));

      // The check-in's own date picker: a dialog whose grid opens on the field's month.
      const picked = addDays(today, 20);
      const dialog: Target = { role: 'dialog', name: 'Check-in' };
      await act.click(CHECKIN);
      await act.see({ role: 'grid', within: dialog });
      if (picked.slice(0, 7) !== chosen.slice(0, 7)) await act.click({ role: 'button', name: 'Next month', within: dialog });
      await act.click({ css: `[data-day="${picked}"]`, within: dialog });
      await act.gone(dialog);
      await act.expectProperty(CHECKIN, 'value', picked);
    },
  },
];

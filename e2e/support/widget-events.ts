import type { Page } from '@playwright/test';

/** Every DOM event name the widget dispatches (loader/README.md), without the `hotel-booking-widget:` prefix. */
export const WIDGET_EVENTS = [
  'ready',
  'disconnected',
  'reconnected',
  'opened',
  'closed',
  'resize',
  'bringIntoView',
  'login',
  'close',
  'showChatbot',
  'bookingWidgetOpened',
  'removeQuery',
  'ga4Event',
  'reservationCompleted',
  'triplabotSynced',
  'getTriplabotUserId',
  'receiveCompanionInfo',
] as const;

export type RecordedWidgetEvent = { name: string; detail: unknown; mode: string | null; hotel: string | null };

/**
 * Records, from before any page script runs, every widget DOM event the page hears (as a hotel's script would
 * listen on document). Read them with `widgetEvents(page)`.
 */
export async function recordWidgetEvents(page: Page): Promise<void> {
  await page.addInitScript((names: readonly string[]) => {
    const log: { name: string; detail: unknown; mode: string | null; hotel: string | null }[] = [];
    Object.defineProperty(window, '__widgetEvents', { value: log });
    for (const name of names) {
      document.addEventListener(`hotel-booking-widget:${name}`, (event) => {
        const target = event.target instanceof Element ? event.target : null;
        log.push({
          name,
          detail: (event as CustomEvent).detail,
          mode: target?.getAttribute('mode') ?? null,
          hotel: target?.getAttribute('hotel-code') ?? null,
        });
      });
    }
  }, WIDGET_EVENTS);
}

export function widgetEvents(page: Page): Promise<RecordedWidgetEvent[]> {
  return page.evaluate(() => (window as unknown as { __widgetEvents: RecordedWidgetEvent[] }).__widgetEvents);
}

/** The names recorded so far, in order, optionally only those in `only`. */
export async function widgetEventNames(page: Page, only?: readonly string[]): Promise<string[]> {
  const names = (await widgetEvents(page)).map((event) => event.name);
  return only ? names.filter((name) => only.includes(name)) : names;
}

/** Where focus is, looking into the widget's and the launcher's shadow roots: `TAG` or `TAG.class`/`TAG[aria-label]`. */
export function deepFocus(page: Page): Promise<string> {
  return page.evaluate(() => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    if (!active) return 'none';
    const label = active.getAttribute('aria-label') ?? active.textContent?.trim() ?? '';
    return `${active.tagName.toLowerCase()}${label ? `[${label}]` : ''}`;
  });
}

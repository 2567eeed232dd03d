// @vitest-environment jsdom
import { options } from 'preact';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { defineHotelBookingWidget, runCommand } from '#loader/src/element/index.ts';
import { RESERVED_HEIGHT_PX } from '#loader/src/shared/reserved-space.ts';

const APP_ORIGIN = 'https://book.example.com';

function addWidget(attributes: Record<string, string>): HTMLElement {
  const widget = document.createElement('hotel-booking-widget');
  for (const [name, value] of Object.entries(attributes)) widget.setAttribute(name, value);
  widget.style.minHeight = `${RESERVED_HEIGHT_PX}px`;
  document.body.append(widget);
  return widget;
}

const frameOf = (widget: HTMLElement) => widget.shadowRoot?.querySelector('iframe') ?? null;
const dialogOf = (widget: HTMLElement) => widget.shadowRoot?.querySelector<HTMLElement>('[role="dialog"]') ?? null;

describe('<hotel-booking-widget>', () => {
  let warn: MockInstance<typeof console.warn>;

  beforeAll(() => {
    // Preact runs effects after paint: a frame raced by a 100 ms timer that calls cancelAnimationFrame. A timer left
    // from the last test could fire after jsdom is torn down ("cancelAnimationFrame is not defined"), so effects
    // here run on a plain timer instead.
    options.requestAnimationFrame = (flush) => setTimeout(flush);
    defineHotelBookingWidget({ appOrigin: APP_ORIGIN, defaults: { locale: 'ja', search: {} } });
  });
  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    runCommand('close');
    document.body.replaceChildren();
    warn.mockRestore();
  });

  it('renders the app in a titled iframe inside an open shadow root, in the loader tag\'s language', async () => {
    const widget = addWidget({ 'hotel-code': 'sakura-tokyo' });
    await vi.waitFor(() => expect(frameOf(widget)).not.toBeNull());
    const frame = frameOf(widget);
    expect(frame?.title).toBe('ホテル予約');
    expect(frame?.src).toBe(`${APP_ORIGIN}/booking/result?hotel_code=sakura-tokyo&locale=ja`);
    expect(frame?.style.height).toBe(`${RESERVED_HEIGHT_PX}px`);
    // The iframe now holds the space the bootstrap reserved.
    await vi.waitFor(() => expect(widget.style.minHeight).toBe(''));
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('gives each widget its own iframe, with its own search parameters and language', async () => {
    const first = addWidget({ 'hotel-code': 'sakura-tokyo', adults: '3' });
    const second = addWidget({ 'hotel-code': 'sakura-kyoto', locale: 'en', view: 'confirm' });
    await vi.waitFor(() => expect(frameOf(second)).not.toBeNull());
    expect(frameOf(second)?.title).toBe('Hotel booking');
    expect(frameOf(first)?.src).toBe(`${APP_ORIGIN}/booking/result?hotel_code=sakura-tokyo&locale=ja&adults=3`);
    expect(frameOf(second)?.src).toBe(`${APP_ORIGIN}/search?hotel_code=sakura-kyoto&locale=en`);
  });

  it('opens the app with the ad parameters the guest landed on the hotel page with, and only those', async () => {
    const landing = location.href;
    history.replaceState(null, '', '/rooms?gclid=Cj0KCQ&utm_source=google&member_id=7#plans');
    try {
      const widget = addWidget({ 'hotel-code': 'sakura-tokyo' });
      await vi.waitFor(() => expect(frameOf(widget)).not.toBeNull());
      expect(frameOf(widget)?.src).toBe(`${APP_ORIGIN}/booking/result?hotel_code=sakura-tokyo&locale=ja&gclid=Cj0KCQ&utm_source=google`);
    } finally {
      history.replaceState(null, '', landing);
    }
  });

  it('follows a changed attribute', async () => {
    const widget = addWidget({ 'hotel-code': 'sakura-tokyo' });
    await vi.waitFor(() => expect(frameOf(widget)).not.toBeNull());
    widget.setAttribute('hotel-code', 'sakura-osaka');
    await vi.waitFor(() => expect(frameOf(widget)?.src).toContain('hotel_code=sakura-osaka'));
    widget.setAttribute('checkin', '2026-12-01');
    await vi.waitFor(() => expect(frameOf(widget)?.src).toContain('checkin=2026-12-01'));
  });

  it('renders no iframe and says why when there is no hotel code', async () => {
    const widget = addWidget({});
    await vi.waitFor(() => expect(widget.shadowRoot).not.toBeNull());
    await vi.waitFor(() =>
      expect(warn).toHaveBeenCalledWith(
        '[hotel-booking-widget] a <hotel-booking-widget> needs a hotel-code attribute (or data-hotel-code on the loader script)',
      ),
    );
    expect(frameOf(widget)).toBeNull();
  });

  it('as a modal, starts no app before it is opened, then shows a labelled modal dialog', async () => {
    const widget = addWidget({ 'hotel-code': 'sakura-tokyo', mode: 'modal' });
    await vi.waitFor(() => expect(dialogOf(widget)).not.toBeNull());
    expect(frameOf(widget)).toBeNull();
    expect(dialogOf(widget)?.parentElement?.hidden).toBe(true);

    const events: string[] = [];
    widget.addEventListener('hotel-booking-widget:opened', () => events.push('opened'));
    widget.addEventListener('hotel-booking-widget:closed', () => events.push('closed'));
    runCommand('open', { view: 'search', checkin: '2026-12-01', ignored: 'x' });
    await vi.waitFor(() => expect(frameOf(widget)).not.toBeNull());
    expect(frameOf(widget)?.src).toBe(`${APP_ORIGIN}/booking/result?hotel_code=sakura-tokyo&locale=ja&checkin=2026-12-01`);
    const dialog = dialogOf(widget);
    expect(dialog?.getAttribute('aria-modal')).toBe('true');
    expect(dialog?.getAttribute('aria-label')).toBe('ホテル予約');
    expect(dialog?.getAttribute('lang')).toBe('ja');
    expect(dialog?.parentElement?.hidden).toBe(false);
    await vi.waitFor(() => expect(widget.shadowRoot?.activeElement?.getAttribute('aria-label')).toBe('閉じる'));
    expect(document.body.style.position).toBe('fixed');

    // Escape on the dialog closes it; the app stays loaded for the next open.
    dialog?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    await vi.waitFor(() => expect(dialog?.parentElement?.hidden).toBe(true));
    expect(document.body.style.position).toBe('');
    expect(frameOf(widget)).not.toBeNull();
    expect(events).toEqual(['opened', 'closed']);
  });

  it('moves focus and the page lock in the same commit that shows or hides the dialog, never a frame later', async () => {
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    const widget = addWidget({ 'hotel-code': 'sakura-tokyo', mode: 'modal' });
    await vi.waitFor(() => expect(dialogOf(widget)).not.toBeNull());
    const backdrop = dialogOf(widget)?.parentElement as HTMLElement;
    // A mutation observer's callback runs at the first microtask after the commit: before any passive effect.
    const seen: string[] = [];
    new MutationObserver(() => {
      const focused = document.activeElement === opener ? 'opener' : widget.shadowRoot?.activeElement?.className;
      seen.push(`${backdrop.hidden ? 'hidden' : 'shown'} ${focused} ${document.body.style.position || 'static'}`);
    }).observe(backdrop, { attributeFilter: ['hidden'] });

    runCommand('open', { view: 'search' });
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    runCommand('close');
    await vi.waitFor(() => expect(seen).toHaveLength(2));
    expect(seen).toEqual(['shown close fixed', 'hidden opener static']);
  });

  it('as a modal with preload, starts its app hidden, before any open', async () => {
    const widget = addWidget({ 'hotel-code': 'sakura-tokyo', mode: 'modal', preload: '' });
    await vi.waitFor(() => expect(frameOf(widget)).not.toBeNull());
    expect(dialogOf(widget)?.parentElement?.hidden).toBe(true);
  });

  it('sends host calls of the JS API only to widgets whose app runs, and keeps them until it is connected', async () => {
    const running = addWidget({ 'hotel-code': 'sakura-tokyo' });
    const closedModal = addWidget({ 'hotel-code': 'sakura-tokyo', mode: 'modal' });
    await vi.waitFor(() => expect(frameOf(running)).not.toBeNull());
    const { widgetState } = await import('#loader/src/element/widget-store.ts');
    runCommand('logout');
    runCommand('refreshLogin');
    expect(widgetState(running).calls).toEqual(['logout', 'refreshLoginFromChatbot']);
    expect(widgetState(closedModal).calls).toEqual([]);
  });

  it('opens a modal of its own when the page has none (the launcher, the JS API)', async () => {
    addWidget({ 'hotel-code': 'sakura-tokyo' });
    runCommand('open');
    await vi.waitFor(() => expect(document.querySelector('hotel-booking-widget[mode="modal"]')).not.toBeNull());
    expect(document.querySelector('hotel-booking-widget[mode="modal"]')?.getAttribute('hotel-code')).toBe('sakura-tokyo');
  });

  it('ignores unknown commands with a warning', () => {
    expect(() => runCommand('explode')).not.toThrow();
    expect(warn).toHaveBeenCalledWith('[hotel-booking-widget] HotelBooking: unknown command "explode"');
  });

  it('is defined once however often the loader asks', () => {
    const defined = customElements.get('hotel-booking-widget');
    defineHotelBookingWidget({ appOrigin: 'https://other.example', defaults: { search: {} } });
    expect(customElements.get('hotel-booking-widget')).toBe(defined);
  });
});

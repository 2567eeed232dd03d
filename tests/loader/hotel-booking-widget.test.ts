// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { defineHotelBookingWidget } from '../../loader/src/element/index';
import { RESERVED_HEIGHT_PX } from '../../loader/src/shared/reserved-space';

const APP_ORIGIN = 'https://book.example.com';

function addWidget(attributes: Record<string, string>): HTMLElement {
  const widget = document.createElement('hotel-booking-widget');
  for (const [name, value] of Object.entries(attributes)) widget.setAttribute(name, value);
  widget.style.minHeight = `${RESERVED_HEIGHT_PX}px`;
  document.body.append(widget);
  return widget;
}

const frameOf = (widget: HTMLElement) => widget.shadowRoot?.querySelector('iframe') ?? null;

describe('<hotel-booking-widget>', () => {
  let warn: MockInstance<typeof console.warn>;

  beforeAll(() => defineHotelBookingWidget({ appOrigin: APP_ORIGIN, locale: 'ja' }));
  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    document.body.replaceChildren();
    warn.mockRestore();
  });

  it('renders the app in a titled iframe inside an open shadow root', async () => {
    const widget = addWidget({ 'hotel-code': 'sakura-tokyo' });
    await vi.waitFor(() => expect(frameOf(widget)).not.toBeNull());
    const frame = frameOf(widget);
    expect(frame?.title).toBe('Hotel booking');
    expect(frame?.src).toBe(`${APP_ORIGIN}/booking/result?hotel_code=sakura-tokyo&locale=ja`);
    expect(frame?.style.height).toBe(`${RESERVED_HEIGHT_PX}px`);
    // The iframe now holds the space the bootstrap reserved.
    expect(widget.style.minHeight).toBe('');
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('gives each widget its own iframe', async () => {
    const first = addWidget({ 'hotel-code': 'sakura-tokyo' });
    const second = addWidget({ 'hotel-code': 'sakura-kyoto', locale: 'en' });
    await vi.waitFor(() => expect(frameOf(second)).not.toBeNull());
    expect(frameOf(first)?.src).toContain('hotel_code=sakura-tokyo&locale=ja');
    expect(frameOf(second)?.src).toContain('hotel_code=sakura-kyoto&locale=en');
  });

  it('follows a changed hotel-code attribute', async () => {
    const widget = addWidget({ 'hotel-code': 'sakura-tokyo' });
    await vi.waitFor(() => expect(frameOf(widget)).not.toBeNull());
    widget.setAttribute('hotel-code', 'sakura-osaka');
    await vi.waitFor(() => expect(frameOf(widget)?.src).toContain('hotel_code=sakura-osaka'));
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

  it('is defined once however often the loader asks', () => {
    const defined = customElements.get('hotel-booking-widget');
    defineHotelBookingWidget({ appOrigin: 'https://other.example' });
    expect(customElements.get('hotel-booking-widget')).toBe(defined);
  });
});

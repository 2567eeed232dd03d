// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reserveWidgets } from '#loader/src/bootstrap/reserve-widgets.ts';
import { RESERVED_HEIGHT_PX } from '#loader/src/shared/reserved-space.ts';

const RESERVED = `${RESERVED_HEIGHT_PX}px`;

function parsing(readyState: DocumentReadyState) {
  vi.spyOn(document, 'readyState', 'get').mockReturnValue(readyState);
}

describe('reserveWidgets', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    document.body.replaceChildren();
  });

  it('reserves the widgets already in the page', () => {
    document.body.innerHTML = '<section><hotel-booking-widget hotel-code="sakura-tokyo"></hotel-booking-widget></section>';
    parsing('complete');
    reserveWidgets();
    expect(document.querySelector<HTMLElement>('hotel-booking-widget')?.style.minHeight).toBe(RESERVED);
  });

  it('reserves widgets the parser adds after the loader ran, until the page is parsed', async () => {
    parsing('loading');
    reserveWidgets();

    const parsedLater = document.createElement('hotel-booking-widget');
    document.body.append(parsedLater);
    await Promise.resolve();
    expect(parsedLater.style.minHeight).toBe(RESERVED);

    document.dispatchEvent(new Event('DOMContentLoaded'));
    const addedByScriptLater = document.createElement('hotel-booking-widget');
    document.body.append(addedByScriptLater);
    await Promise.resolve();
    expect(addedByScriptLater.style.minHeight).toBe('');
  });

  it('finds widgets inside a subtree inserted at once', async () => {
    parsing('loading');
    reserveWidgets();
    const section = document.createElement('section');
    section.innerHTML = '<div><hotel-booking-widget></hotel-booking-widget></div>';
    document.body.append(section);
    await Promise.resolve();
    expect(section.querySelector<HTMLElement>('hotel-booking-widget')?.style.minHeight).toBe(RESERVED);
    document.dispatchEvent(new Event('DOMContentLoaded'));
  });
});

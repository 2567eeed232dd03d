// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { guardMethods, hostMethodValidators } from '#bridge/validate.ts';
import { createHostMethods } from '#loader/src/element/create-host-methods.ts';

function widgetWithShadowFrame() {
  const widget = document.createElement('hotel-booking-widget');
  widget.attachShadow({ mode: 'open' }).append(document.createElement('iframe'));
  document.body.append(widget);
  return widget;
}

const callbacks = () => ({ onResize: vi.fn(), onReady: vi.fn(), onClose: vi.fn() });

function listen(name: string) {
  const events: CustomEvent[] = [];
  document.addEventListener(name, (event) => events.push(event as CustomEvent));
  return events;
}

describe('createHostMethods', () => {
  afterEach(() => {
    document.body.replaceChildren();
    history.replaceState(null, '', '/');
    vi.restoreAllMocks();
  });

  it('sizes the frame and tells the page on resize', () => {
    const widget = widgetWithShadowFrame();
    const onResize = vi.fn();
    const events = listen('hotel-booking-widget:resize');
    void createHostMethods({ ...callbacks(), widget, onResize }).resize({ height: 900 });
    expect(onResize).toHaveBeenCalledWith(900);
    expect(events).toHaveLength(1);
    expect(events[0]?.target).toBe(widget);
    expect(events[0]?.detail).toEqual({ height: 900 });
    expect(events[0]?.bubbles).toBe(true);
    expect(events[0]?.composed).toBe(true);
  });

  it('turns each message into a hotel-booking-widget:<name> event on its own element', () => {
    const first = widgetWithShadowFrame();
    const second = widgetWithShadowFrame();
    const onFirst = vi.fn();
    const onSecond = vi.fn();
    first.addEventListener('hotel-booking-widget:login', onFirst);
    second.addEventListener('hotel-booking-widget:login', onSecond);

    void createHostMethods({ ...callbacks(), widget: first }).login({ user_id: 42, program_id: 7 });
    expect(onFirst).toHaveBeenCalledWith(expect.objectContaining({ detail: { user_id: 42, program_id: 7 } }));
    expect(onSecond).not.toHaveBeenCalled();
  });

  it('answers getTriplabotUserId with null: a hotel page has no chatbot user', () => {
    const events = listen('hotel-booking-widget:getTriplabotUserId');
    const methods = createHostMethods({ ...callbacks(), widget: widgetWithShadowFrame() });
    expect(methods.getTriplabotUserId()).toBeNull();
    expect(events).toHaveLength(1);
  });

  it('removes the asked query keys from the host address without a new history entry', () => {
    history.replaceState(null, '', '/rooms?booking_widget_open=search&lang=ja#plans');
    const historyLength = history.length;
    void createHostMethods({ ...callbacks(), widget: widgetWithShadowFrame() }).removeQuery({
      keys: ['booking_widget_open'],
    });
    expect(location.pathname + location.search + location.hash).toBe('/rooms?lang=ja#plans');
    expect(history.length).toBe(historyLength);
  });

  it('sends no event for a malformed message once guarded', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const events = listen('hotel-booking-widget:ga4Event');
    const guarded = guardMethods(
      createHostMethods({ ...callbacks(), widget: widgetWithShadowFrame() }),
      hostMethodValidators,
    );
    (guarded.ga4Event as (payload: unknown) => void)({ name: 'purchase', params: 'value=1' });
    expect(events).toEqual([]);
  });

  it('closes on the app’s close and reports ready to the connection', () => {
    const handlers = callbacks();
    const events = listen('hotel-booking-widget:close');
    const methods = createHostMethods({ ...handlers, widget: widgetWithShadowFrame() });
    void methods.close();
    void methods.ready({ protocolVersion: 1 });
    expect(handlers.onClose).toHaveBeenCalledOnce();
    expect(handlers.onReady).toHaveBeenCalledWith(1);
    expect(events).toHaveLength(1);
  });

  it('hands ga4 events to the page’s gtag when it has one, else to its dataLayer, and always as a DOM event', () => {
    const events = listen('hotel-booking-widget:ga4Event');
    const methods = createHostMethods({ ...callbacks(), widget: widgetWithShadowFrame() });
    const gtag = vi.fn();
    Object.assign(window, { gtag, dataLayer: [] });
    void methods.ga4Event({ name: 'search_result', params: { nights: 2 } });
    expect(gtag).toHaveBeenCalledWith('event', 'search_result', { nights: 2 });

    Object.assign(window, { gtag: undefined });
    void methods.ga4Event({ name: 'confirmation', params: { value: 12000 } });
    expect((window as unknown as { dataLayer: unknown[] }).dataLayer).toEqual([{ event: 'confirmation', value: 12000 }]);
    expect(events).toHaveLength(2);
    Object.assign(window, { dataLayer: undefined });
  });

  it('never lets a failing gtag throw into the page', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const methods = createHostMethods({ ...callbacks(), widget: widgetWithShadowFrame() });
    Object.assign(window, {
      gtag: () => {
        throw new Error('broken tag');
      },
    });
    expect(() => methods.ga4Event({ name: 'search_result', params: {} })).not.toThrow();
    Object.assign(window, { gtag: undefined });
  });
});

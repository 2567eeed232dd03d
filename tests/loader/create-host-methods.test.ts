// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { guardMethods, hostMethodValidators } from '../../bridge/validate';
import { createHostMethods } from '../../loader/src/element/create-host-methods';

function widgetWithShadowFrame() {
  const widget = document.createElement('hotel-booking-widget');
  widget.attachShadow({ mode: 'open' }).append(document.createElement('iframe'));
  document.body.append(widget);
  return widget;
}

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
    void createHostMethods({ widget, onResize }).resize({ height: 900 });
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

    void createHostMethods({ widget: first, onResize: vi.fn() }).login({ user_id: 42, program_id: 7 });
    expect(onFirst).toHaveBeenCalledWith(expect.objectContaining({ detail: { user_id: 42, program_id: 7 } }));
    expect(onSecond).not.toHaveBeenCalled();
  });

  it('answers getTriplabotUserId with null: a hotel page has no chatbot user', () => {
    const events = listen('hotel-booking-widget:getTriplabotUserId');
    const methods = createHostMethods({ widget: widgetWithShadowFrame(), onResize: vi.fn() });
    expect(methods.getTriplabotUserId()).toBeNull();
    expect(events).toHaveLength(1);
  });

  it('removes the asked query keys from the host address without a new history entry', () => {
    history.replaceState(null, '', '/rooms?booking_widget_open=search&lang=ja#plans');
    const historyLength = history.length;
    void createHostMethods({ widget: widgetWithShadowFrame(), onResize: vi.fn() }).removeQuery({
      keys: ['booking_widget_open'],
    });
    expect(location.pathname + location.search + location.hash).toBe('/rooms?lang=ja#plans');
    expect(history.length).toBe(historyLength);
  });

  it('sends no event for a malformed message once guarded', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const events = listen('hotel-booking-widget:ga4Event');
    const guarded = guardMethods(
      createHostMethods({ widget: widgetWithShadowFrame(), onResize: vi.fn() }),
      hostMethodValidators,
    );
    (guarded.ga4Event as (payload: unknown) => void)({ name: 'purchase', params: 'value=1' });
    expect(events).toEqual([]);
  });
});

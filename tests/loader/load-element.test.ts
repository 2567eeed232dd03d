// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scheduleElementLoad } from '#loader/src/bootstrap/load-element.ts';

type Observed = { callback: IntersectionObserverCallback; targets: Element[] };

describe('scheduleElementLoad', () => {
  let observers: Observed[];

  beforeEach(() => {
    vi.useFakeTimers();
    observers = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        readonly observed: Observed;
        constructor(callback: IntersectionObserverCallback) {
          this.observed = { callback, targets: [] };
          observers.push(this.observed);
        }
        observe(target: Element) {
          this.observed.targets.push(target);
        }
        disconnect() {
          this.observed.targets = [];
        }
      },
    );
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const scrollIntoView = (target: Element, isIntersecting: boolean) => {
    const observed = observers[0];
    if (!observed) throw new Error('no observer');
    observed.callback([{ target, isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver);
  };

  it('loads at once when a widget is in the viewport, and only once', () => {
    const widget = document.createElement('hotel-booking-widget');
    const load = vi.fn();
    scheduleElementLoad([widget], load);
    expect(observers[0]?.targets).toEqual([widget]);

    scrollIntoView(widget, true);
    expect(load).toHaveBeenCalledTimes(1);
    expect(observers[0]?.targets).toEqual([]);

    vi.runAllTimers();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('waits for the page to be idle while no widget is in view', () => {
    const widget = document.createElement('hotel-booking-widget');
    const load = vi.fn();
    scheduleElementLoad([widget], load);

    scrollIntoView(widget, false);
    expect(load).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('uses requestIdleCallback where the browser has it', () => {
    const requestIdleCallback = vi.fn((run: IdleRequestCallback) => {
      run({} as IdleDeadline);
      return 1;
    });
    vi.stubGlobal('requestIdleCallback', requestIdleCallback);
    const load = vi.fn();
    scheduleElementLoad([], load);
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 2000 });
    expect(load).toHaveBeenCalledTimes(1);
    expect(observers).toEqual([]);
  });
});

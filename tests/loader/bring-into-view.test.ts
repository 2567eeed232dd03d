// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { bringTopIntoView } from '#loader/src/element/bring-into-view.ts';

function widgetAt(top: number) {
  const widget = document.createElement('div');
  widget.getBoundingClientRect = () => ({ top }) as DOMRect;
  const scrollIntoView = vi.fn();
  widget.scrollIntoView = scrollIntoView;
  return { widget, scrollIntoView };
}

function windowOf(reducedMotion: boolean) {
  const scrollBy = vi.fn();
  const win = {
    innerHeight: 800,
    matchMedia: (query: string) => ({ matches: reducedMotion && query.includes('reduce') }),
    scrollBy,
  } as unknown as Window;
  return Object.assign(win, { scrollBy });
}

describe('bringTopIntoView', () => {
  it('leaves the page alone while the widget top is on screen', () => {
    for (const top of [0, 10, 799]) {
      const { widget, scrollIntoView } = widgetAt(top);
      bringTopIntoView(widget, windowOf(false));
      expect(scrollIntoView).not.toHaveBeenCalled();
    }
  });

  it('scrolls the top into view smoothly when it is just above or below the screen', () => {
    for (const top of [-500, 800]) {
      const { widget, scrollIntoView } = widgetAt(top);
      const win = windowOf(false);
      bringTopIntoView(widget, win);
      expect(win.scrollBy).not.toHaveBeenCalled();
      expect(scrollIntoView).toHaveBeenCalledWith({ block: 'start', behavior: 'smooth' });
    }
  });

  it('from far away, jumps to a screen short of the top, then scrolls smoothly', () => {
    const above = widgetAt(-19_000);
    const winAbove = windowOf(false);
    bringTopIntoView(above.widget, winAbove);
    expect(winAbove.scrollBy).toHaveBeenCalledWith(0, -18_200);
    expect(above.scrollIntoView).toHaveBeenCalledWith({ block: 'start', behavior: 'smooth' });

    const below = widgetAt(1_200);
    const winBelow = windowOf(false);
    bringTopIntoView(below.widget, winBelow);
    expect(winBelow.scrollBy).toHaveBeenCalledWith(0, 400);
  });

  it('jumps without animation for a guest who prefers reduced motion', () => {
    const { widget, scrollIntoView } = widgetAt(-19_000);
    const win = windowOf(true);
    bringTopIntoView(widget, win);
    expect(win.scrollBy).not.toHaveBeenCalled();
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'start', behavior: 'auto' });
  });
});

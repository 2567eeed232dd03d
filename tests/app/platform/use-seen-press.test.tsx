// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PRESS_SETTLE_MS, SEEN_BEFORE_PRESS_MS, useSeenPress } from '#app/platform/use-seen-press.ts';

// A fake Intersection Observer the test drives: it records the options and hands the callback entries.
type Report = { intersectionRatio: number; isVisible?: boolean };
let observers: { options: IntersectionObserverInit & { trackVisibility?: boolean }; report: (entry: Report) => void }[] = [];

class FakeObserver {
  constructor(callback: (entries: Report[]) => void, options: IntersectionObserverInit) {
    observers.push({ options, report: (entry) => callback([entry]) });
  }
  observe(): void {}
  disconnect(): void {}
}

/** Installs the fake; `v2` adds `isVisible` to the entries' prototype, as Chromium has it. */
function installObserver(v2: boolean): void {
  class Entry {}
  if (v2) Object.defineProperty(Entry.prototype, 'isVisible', { value: false });
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  vi.stubGlobal('IntersectionObserverEntry', Entry);
}

function framed(isFramed: boolean): void {
  vi.spyOn(window, 'top', 'get').mockReturnValue(isFramed ? ({} as Window) : window);
}

function renderWatching() {
  const element = { current: document.createElement('section') };
  return renderHook(() => useSeenPress(element)).result;
}

/** Presses now, with `during` happening while the press waits for late reports; resolves to the verdict. */
async function press(pressIsSeen: () => Promise<boolean>, during: () => void = () => undefined): Promise<boolean> {
  const verdict = pressIsSeen();
  during();
  await vi.advanceTimersByTimeAsync(PRESS_SETTLE_MS);
  return verdict;
}

const report = (entry: Report) => observers[0]?.report(entry);

beforeEach(() => {
  observers = [];
  vi.useFakeTimers({ toFake: ['performance', 'setTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('useSeenPress (clickjacking, ADR 246)', () => {
  it('in Chromium, a press counts once the browser has reported the element really shown for a while', async () => {
    installObserver(true);
    framed(true);
    const pressIsSeen = renderWatching();
    expect(observers[0]?.options).toMatchObject({ trackVisibility: true, delay: 100 });
    expect(await press(pressIsSeen.current)).toBe(false);
    report({ intersectionRatio: 1, isVisible: true });
    expect(await press(pressIsSeen.current)).toBe(false);
    vi.advanceTimersByTime(SEEN_BEFORE_PRESS_MS);
    expect(await press(pressIsSeen.current)).toBe(true);
  });

  it('a page that covers or fades the frame just before the click is caught by the report that follows it', async () => {
    installObserver(true);
    framed(true);
    const pressIsSeen = renderWatching();
    report({ intersectionRatio: 1, isVisible: true });
    vi.advanceTimersByTime(SEEN_BEFORE_PRESS_MS);
    expect(await press(pressIsSeen.current, () => report({ intersectionRatio: 1, isVisible: false }))).toBe(false);
    // Shown again: the wait starts over.
    report({ intersectionRatio: 1, isVisible: true });
    expect(await press(pressIsSeen.current)).toBe(false);
  });

  it('where visibility is not reported, the element must have been fully on screen for a while', async () => {
    installObserver(false);
    framed(true);
    const pressIsSeen = renderWatching();
    report({ intersectionRatio: 1 });
    expect(await press(pressIsSeen.current)).toBe(false);
    vi.advanceTimersByTime(SEEN_BEFORE_PRESS_MS);
    expect(await press(pressIsSeen.current)).toBe(true);
    // Moved partly off screen (a frame slid under the pointer): the wait starts again once it is back.
    report({ intersectionRatio: 0.5 });
    report({ intersectionRatio: 1 });
    expect(await press(pressIsSeen.current)).toBe(false);
  });

  it('outside a frame every press counts: no other page can cover a top-level one', async () => {
    installObserver(true);
    framed(false);
    const pressIsSeen = renderWatching();
    expect(observers).toHaveLength(0);
    expect(await pressIsSeen.current()).toBe(true);
  });
});

import { useCallback, useEffect, useRef, type RefObject } from 'react';

// A press in a frame is only the member's own act if they could see what they pressed. The page that frames the
// app can make the frame transparent, or lay a decoy over it that lets clicks through (clickjacking, ADR 246).
// The element must have been shown for a while before the press. Where the browser says whether an element is really
// shown (Intersection Observer v2, in Chromium: nothing over it, no transparency or transform on it or its frames)
// that answer counts; elsewhere only being fully on screen can be known, and opacity stays open there.

/** How long an element must have been shown, without a break, before a press on it counts. */
export const SEEN_BEFORE_PRESS_MS = 500;
/** The least delay Intersection Observer v2 accepts between visibility reports. */
const VISIBILITY_DELAY_MS = 100;
/**
 * How long a press waits for reports already under way: a page that hides the frame just before the click is
 * reported up to the observer's delay (and a frame) later.
 */
export const PRESS_SETTLE_MS = 250;

// Intersection Observer v2 is not in TypeScript's DOM library yet.
type VisibilityInit = IntersectionObserverInit & { trackVisibility?: boolean; delay?: number };
type VisibilityEntry = IntersectionObserverEntry & { isVisible?: boolean };

function reportsVisibility(): boolean {
  return typeof IntersectionObserverEntry !== 'undefined' && 'isVisible' in IntersectionObserverEntry.prototype;
}

const settle = () => new Promise<void>((resolve) => setTimeout(resolve, PRESS_SETTLE_MS));

/**
 * Watches an element; the function it returns answers, for a press made now, whether it may be taken as seen:
 * the element shown without a break since `SEEN_BEFORE_PRESS_MS` before the press, by the reports that arrive up to
 * `PRESS_SETTLE_MS` after it. Outside a frame every press counts: no other page can cover a top-level one.
 */
export function useSeenPress(target: RefObject<Element | null>): () => Promise<boolean> {
  const shownSince = useRef<number | null>(null);
  const framed = typeof window !== 'undefined' && window.top !== window.self;

  useEffect(() => {
    const element = target.current;
    if (!framed || !element || typeof IntersectionObserver === 'undefined') return;
    const visibility = reportsVisibility();
    const options: VisibilityInit = visibility ? { threshold: [1], trackVisibility: true, delay: VISIBILITY_DELAY_MS } : { threshold: [0, 1] };
    const observer = new IntersectionObserver((entries) => {
      const entry = entries.at(-1) as VisibilityEntry | undefined;
      if (!entry) return;
      const shown = visibility ? entry.isVisible === true : entry.intersectionRatio >= 1;
      if (!shown) shownSince.current = null;
      else shownSince.current ??= performance.now();
    }, options);
    observer.observe(element);
    return () => observer.disconnect();
  }, [target, framed]);

  return useCallback(async () => {
    if (!framed) return true;
    const pressedAt = performance.now();
    await settle();
    const since = shownSince.current;
    return since !== null && since <= pressedAt - SEEN_BEFORE_PRESS_MS;
  }, [framed]);
}

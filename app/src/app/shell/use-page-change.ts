import { useLayoutEffect, useRef, type RefObject } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { LOADING_STATUS_ATTRIBUTE } from '#app/components/ui/loading-status.tsx';
import { startPageChange } from '#app/platform/host-bridge.ts';

/** How long a page change waits for the new page, and then for its heading to be on screen, at most. */
const WAIT_MS = 15_000;

/**
 * What the guest sees when they move to another page (Book, a policy link, Back), embedded or not:
 * - the host brings the widget's top into view, and the frame keeps its height until the new page has arrived
 *   and its heading is on the guest's screen, so the hotel's page never shrinks under the guest and drops them
 *   at its footer, even while the host is still scrolling smoothly up to the widget (issue 15);
 * - once the new page has arrived (its heading is there and nothing in it is still loading), focus moves to the
 *   heading, so a screen reader announces where the guest arrived.
 * Redirects (replace) move focus but neither scroll the host nor hold the frame: they are not the guest's doing,
 * and one at start would scroll the hotel's page to the widget. Returns the ref for the page's main element.
 */
export function usePageChange(): RefObject<HTMLElement | null> {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const mainRef = useRef<HTMLElement>(null);
  const shownPath = useRef(pathname);

  // A layout effect: it runs as the new page is committed, before the browser measures it. The ResizeObserver
  // behind the height reports fires before paint, so a plain effect would hold the frame one report too late.
  useLayoutEffect(() => {
    if (shownPath.current === pathname) return undefined;
    shownPath.current = pathname;
    const release = navigationType === 'REPLACE' ? () => undefined : startPageChange();
    const main = mainRef.current;
    if (!main) return release;
    let stopWatching = () => undefined as void;
    const stopWaiting = whenArrived(main, () => {
      stopWatching = whenOnScreen(focusArrivedHeading(main), release);
    });
    return () => {
      stopWaiting();
      stopWatching();
      release();
    };
  }, [pathname, navigationType]);

  return mainRef;
}

/**
 * Moves focus to the arrived page's heading, unless the guest has left this document while it loaded: the app in a
 * frame must not pull focus back from the hotel's page (a key the guest meant for the host's own button would go to
 * the app instead), nor a window from the one the guest went to. Returns the heading, focused or not.
 */
export function focusArrivedHeading(main: HTMLElement): HTMLElement {
  const heading = main.querySelector<HTMLElement>('h1') ?? main;
  // preventScroll: inside an iframe, scrolling into view would scroll the host page too.
  if (document.hasFocus()) heading.focus({ preventScroll: true });
  return heading;
}

/** A page has arrived when its heading is there and none of its loading statuses is left. */
export function hasArrived(main: Element): boolean {
  return main.querySelector('h1') !== null && main.querySelector(`[${LOADING_STATUS_ATTRIBUTE}]`) === null;
}

type Watcher = { observe: () => void; disconnect: () => void };

/**
 * Calls `onDone` once: when `watch`'s callback says so, or after the timeout. Returns a function that stops waiting.
 * The one shape of both waits below (an observer, a timeout, a single call).
 */
function waitOnce(watch: (finish: () => void) => Watcher, onDone: () => void, timeoutMs: number): () => void {
  let done = false;
  const stop = () => {
    done = true;
    watcher.disconnect();
    clearTimeout(timer);
  };
  const finish = () => {
    if (done) return;
    stop();
    onDone();
  };
  const watcher = watch(finish);
  const timer = setTimeout(finish, timeoutMs);
  watcher.observe();
  return stop;
}

/** Calls `onArrived` once, when `main` has arrived (or after the timeout); returns a function that stops waiting. */
export function whenArrived(main: Element, onArrived: () => void, timeoutMs = WAIT_MS): () => void {
  return waitOnce(
    (finish) => {
      const observer = new MutationObserver(() => hasArrived(main) && finish());
      return {
        observe: () => (hasArrived(main) ? finish() : observer.observe(main, { childList: true, subtree: true })),
        disconnect: () => observer.disconnect(),
      };
    },
    onArrived,
    timeoutMs,
  );
}

/**
 * Calls `onShown` once, when some of `element` is on the guest's screen (or after the timeout). Inside an iframe an
 * IntersectionObserver measures against the top-level viewport, so this is the hotel page's screen.
 */
export function whenOnScreen(element: Element, onShown: () => void, timeoutMs = WAIT_MS): () => void {
  if (typeof IntersectionObserver !== 'function') {
    onShown();
    return () => undefined;
  }
  return waitOnce(
    (finish) => {
      const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && finish());
      return { observe: () => observer.observe(element), disconnect: () => observer.disconnect() };
    },
    onShown,
    timeoutMs,
  );
}

/**
 * Fills the results' card shells (ADR 275): a shell is drawn in full when it nears the screen, when focus reaches
 * the card beside it, or, failing both, one shell per idle moment, so that find in page and a screen reader's
 * reading come to see every rate and no card's render is left waiting for a scroll that never comes.
 */
export type CardFiller = {
  /** Watches a shell until it fills; `fill` draws the card. Answers the function that stops watching. */
  watch: (shell: Element, fill: () => void) => () => void;
  /** Fills the shells of the cards either side of the one in `list` that holds `element` (focus has just reached it). */
  fillAround: (list: Element, element: Element) => void;
  dispose: () => void;
};

/**
 * One viewport ahead, above and below: a card is drawn before it is scrolled to. In a cross-origin frame the
 * browser ignores the margin (the frame is as tall as its content; the screen is the hotel page's), and the idle
 * filling is what draws a card before it shows.
 */
const NEAR_MARGIN = '100% 0px';
/** Where the browser has no idle callbacks (Safari), the pause between two fills: input and painting go between. */
const FALLBACK_PAUSE_MS = 50;

type Idle = { request: (run: () => void) => number; cancel: (handle: number) => void };

function idleScheduler(): Idle {
  if (typeof window.requestIdleCallback === 'function') {
    return { request: window.requestIdleCallback.bind(window), cancel: window.cancelIdleCallback.bind(window) };
  }
  return { request: (run) => window.setTimeout(run, FALLBACK_PAUSE_MS), cancel: (handle) => window.clearTimeout(handle) };
}

export function createCardFiller(): CardFiller {
  const waiting = new Map<Element, () => void>();
  const idle = idleScheduler();
  let idleHandle: number | null = null;

  const fillShell = (shell: Element) => {
    const fill = waiting.get(shell);
    if (!fill) return;
    waiting.delete(shell);
    observer?.unobserve(shell);
    fill();
  };

  // Without Intersection Observer every card is drawn at once (firstScreenCards), so nothing waits for it.
  const observer =
    typeof IntersectionObserver === 'function'
      ? new IntersectionObserver(
          (entries) => {
            for (const entry of entries) if (entry.isIntersecting) fillShell(entry.target);
          },
          { rootMargin: NEAR_MARGIN },
        )
      : null;

  // The first shell in the page's order each time: the cards a guest reaches first are filled first.
  const fillNext = () => {
    idleHandle = null;
    let first: Element | undefined;
    for (const shell of waiting.keys()) {
      if (!first || first.compareDocumentPosition(shell) & Node.DOCUMENT_POSITION_PRECEDING) first = shell;
    }
    if (first) fillShell(first);
    if (waiting.size > 0) idleHandle = idle.request(fillNext);
  };

  return {
    watch(shell, fill) {
      waiting.set(shell, fill);
      observer?.observe(shell);
      idleHandle ??= idle.request(fillNext);
      return () => {
        waiting.delete(shell);
        observer?.unobserve(shell);
      };
    },
    fillAround(list, element) {
      // The list's own item: a card's rates are list items too.
      let item: Element | null = element;
      while (item && item.parentElement !== list) item = item.parentElement;
      for (const beside of [item?.previousElementSibling, item?.nextElementSibling]) {
        const shell = beside?.firstElementChild;
        if (shell) fillShell(shell);
      }
    },
    dispose() {
      observer?.disconnect();
      if (idleHandle !== null) idle.cancel(idleHandle);
      idleHandle = null;
      waiting.clear();
    },
  };
}

/**
 * About a drawn room card's height, stacked on a phone and beside its photos from 48rem (room-card.module.css), in
 * CSS pixels: sakura-tokyo's cards measure 981 at 412 px wide and 661 at 1280 (ADR 275). Taken lower, for cards with
 * two rates: one card too many drawn at once costs less than a card on screen drawn a frame late.
 */
const LEAST_CARD_PX = { narrow: 800, wide: 450 };

/**
 * How many cards can be on the first screen, drawn in full in the first commit. Without Intersection Observer (none
 * of the browsers the app supports; jsdom) every card is.
 */
export function firstScreenCards(): number {
  if (typeof IntersectionObserver !== 'function') return Infinity;
  const wide = typeof window.matchMedia === 'function' && window.matchMedia('(min-width: 48rem)').matches;
  return Math.max(1, Math.ceil(window.innerHeight / (wide ? LEAST_CARD_PX.wide : LEAST_CARD_PX.narrow)));
}

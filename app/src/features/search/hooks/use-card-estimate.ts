import { useLayoutEffect, type RefObject } from 'react';

/**
 * Keeps `--hbw-card-estimate` on the results list at the mean height of its drawn cards, the height its shells
 * take (ADR 275). A ResizeObserver reports after layout and before paint, so the shells of the first commit are
 * painted at that height, and follow it when the screen turns or a filled card changes the mean. `cards` changes
 * when the list's cards do.
 */
export function useCardEstimate(list: RefObject<HTMLElement | null>, cards: unknown): void {
  useLayoutEffect(() => {
    const element = list.current;
    if (!element || typeof ResizeObserver !== 'function') return;
    const measure = () => {
      let total = 0;
      let drawn = 0;
      for (const item of element.children) {
        const card = item.firstElementChild;
        if (!card || card.hasAttribute('data-card-shell')) continue;
        total += card.getBoundingClientRect().height;
        drawn += 1;
      }
      if (drawn > 0) element.style.setProperty('--hbw-card-estimate', `${Math.round(total / drawn)}px`);
    };
    const observer = new ResizeObserver(measure);
    for (const item of element.children) observer.observe(item);
    return () => observer.disconnect();
  }, [list, cards]);
}

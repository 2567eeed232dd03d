import { reserveSpace } from '../shared/reserved-space';
import { safely } from '../shared/warn';
import { WIDGET_TAG } from '../shared/widget-tag';

/** A modal widget takes no room in the page: only inline ones hold space. */
function reserveInline(widget: HTMLElement): void {
  if (widget.getAttribute('mode') !== 'modal') reserveSpace(widget);
}

function reserveWithin(node: Node): void {
  if (!(node instanceof HTMLElement)) return;
  if (node.localName === WIDGET_TAG) reserveInline(node);
  node.querySelectorAll<HTMLElement>(WIDGET_TAG).forEach(reserveInline);
}

/**
 * Holds the space of every widget parsed so far and, while the page is still parsing, of each one the parser adds
 * later. Waiting for DOMContentLoaded instead would be too late: the browser paints before it (a deferred or
 * module script delays it), and a widget pushed open after a paint is exactly the layout shift to avoid. Mutation
 * observer callbacks run before the next paint.
 */
export function reserveWidgets(): void {
  reserveWithin(document.documentElement);
  if (document.readyState !== 'loading') return;
  const observer = new MutationObserver((records) =>
    safely(() => records.forEach((record) => record.addedNodes.forEach(reserveWithin))),
  );
  observer.observe(document.documentElement, { childList: true, subtree: true });
  document.addEventListener('DOMContentLoaded', () => observer.disconnect(), { once: true });
}

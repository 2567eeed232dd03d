/** Longest wait for an idle moment on a busy page before the element chunk is fetched anyway. */
const IDLE_TIMEOUT_MS = 2000;
/** Without requestIdleCallback (Safari), wait a little so the host's own start-up work goes first. */
const FALLBACK_DELAY_MS = 200;

/**
 * Calls `load` once: at the first idle moment, or at once when a widget scrolls into (or starts in) the viewport,
 * whichever comes first. The host page never pays for the element chunk while it is busy loading itself.
 */
export function scheduleElementLoad(widgets: readonly Element[], load: () => void): void {
  let done = false;
  const observer =
    widgets.length > 0 && 'IntersectionObserver' in window
      ? new IntersectionObserver((entries) => {
          if (entries.some((entry) => entry.isIntersecting)) loadOnce();
        })
      : undefined;

  function loadOnce(): void {
    if (done) return;
    done = true;
    observer?.disconnect();
    load();
  }

  for (const widget of widgets) observer?.observe(widget);
  if ('requestIdleCallback' in window) requestIdleCallback(loadOnce, { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(loadOnce, FALLBACK_DELAY_MS);
}

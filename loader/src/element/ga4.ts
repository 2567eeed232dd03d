import type { Ga4EventPayload } from '#bridge/host-methods.ts';
import { warn } from '../shared/warn';

type Ga4Window = Window & { gtag?: unknown; dataLayer?: unknown };

/**
 * Hands an app analytics event to the host's own GA4: through `gtag` when the page has it, else onto its
 * `dataLayer` (Google Tag Manager). A page without either only gets the DOM event. Never throws into the page.
 */
export function forwardToGa4({ name, params }: Ga4EventPayload, win: Ga4Window = window): void {
  try {
    if (typeof win.gtag === 'function') (win.gtag as (...args: unknown[]) => void)('event', name, params);
    else if (Array.isArray(win.dataLayer)) win.dataLayer.push({ event: name, ...params });
  } catch (error) {
    warn('the page’s gtag failed on a widget event', error);
  }
}

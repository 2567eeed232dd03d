import { useSyncExternalStore } from 'react';
import styles from './live-region.module.css';

/** Messages said within this long of each other are read together, so a total after a coupon does not cut it off. */
const JOIN_MS = 1_000;

let text = '';
/** The last message asked for, which the region shows a moment later. */
let latest = '';
let saidAt = 0;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function setText(next: string) {
  text = next;
  for (const listener of listeners) listener();
}

/**
 * Says `message` through the app's one live region (polite): results, totals and errors of a server round trip.
 * The region is emptied first, so the same message said twice is read twice.
 */
export function announce(message: string): void {
  const now = Date.now();
  latest = now - saidAt < JOIN_MS && latest !== '' ? `${latest} ${message}` : message;
  saidAt = now;
  setText('');
  clearTimeout(timer);
  // A moment later, so screen readers see a change even when the text is the same as before.
  timer = setTimeout(() => setText(latest), 50);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Mounted once in the root layout; it stays across pages so a message said while the page changes is not lost. */
export function LiveRegion() {
  const message = useSyncExternalStore(subscribe, () => text, () => '');
  return (
    <div className={styles.region} role="status" aria-live="polite" aria-atomic="true" data-live-region="">
      {message}
    </div>
  );
}

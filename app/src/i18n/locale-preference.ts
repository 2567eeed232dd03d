import { isUiLocale, type UiLocale } from '#domain/constants/locales.ts';
import { readStored, storageUsable, writeStored } from '#app/platform/safe-storage.ts';

// "Changing language sets the locale ..., stores it" (document 1 section 4): the next visit starts in it.
const STORAGE_KEY = 'hbw:locale';

export function readLocalePreference(): UiLocale | null {
  const stored = readStored('local', STORAGE_KEY);
  return stored !== null && isUiLocale(stored) ? stored : null;
}

/**
 * Where the browser refuses the frame's storage (a cross-site iframe in Chromium, ADR 200) no `storage` event
 * carries the language to the app's other frames on the page; a broadcast channel, kept per top-level site like the
 * frames, does. One channel object sends and listens, so a document never hears its own change.
 */
let channel: BroadcastChannel | null | undefined;
function localeChannel(): BroadcastChannel | null {
  if (channel === undefined) channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(STORAGE_KEY) : null;
  return channel;
}

export function writeLocalePreference(locale: UiLocale): void {
  if (storageUsable('local')) writeStored('local', STORAGE_KEY, locale);
  else localeChannel()?.postMessage(locale);
}

/**
 * Calls `listener` when another document of the app's origin stores a language: a chatbot's /iframe-change-locale
 * frame, or the app in another tab. Browsers send `storage` events only to the other documents, never the writer;
 * the broadcast channel behaves the same.
 */
export function onLocalePreferenceChange(listener: (locale: UiLocale) => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY && event.newValue !== null && isUiLocale(event.newValue)) listener(event.newValue);
  };
  const onBroadcast = (event: MessageEvent<unknown>) => {
    if (typeof event.data === 'string' && isUiLocale(event.data)) listener(event.data);
  };
  window.addEventListener('storage', onStorage);
  localeChannel()?.addEventListener('message', onBroadcast);
  return () => {
    window.removeEventListener('storage', onStorage);
    localeChannel()?.removeEventListener('message', onBroadcast);
  };
}

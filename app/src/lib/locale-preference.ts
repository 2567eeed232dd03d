import { isUiLocale, type UiLocale } from '../../../domain/constants/locales';
import { readStored, writeStored } from './safe-storage';

// "Changing language sets the locale ..., stores it" (document 1 section 4): the next visit starts in it.
const STORAGE_KEY = 'hbw:locale';

export function readLocalePreference(): UiLocale | null {
  const stored = readStored('local', STORAGE_KEY);
  return stored !== null && isUiLocale(stored) ? stored : null;
}

export function writeLocalePreference(locale: UiLocale): void {
  writeStored('local', STORAGE_KEY, locale);
}

/**
 * Calls `listener` when another document of the app's origin stores a language: a chatbot's /iframe-change-locale
 * frame, or the app in another tab. Browsers send `storage` events only to the other documents, never the writer.
 */
export function onLocalePreferenceChange(listener: (locale: UiLocale) => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY && event.newValue !== null && isUiLocale(event.newValue)) listener(event.newValue);
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

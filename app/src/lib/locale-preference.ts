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

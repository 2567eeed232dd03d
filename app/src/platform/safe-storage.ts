// Storage can be missing or throw (a cross-origin iframe with third-party storage blocked, a full quota, private
// modes): a failed write is swallowed and a failed read is empty (document 2 section 8.4), so the app keeps
// working without what it would have remembered.
export type StorageArea = 'local' | 'session';

function area(which: StorageArea): Storage | undefined {
  try {
    return which === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return undefined;
  }
}

const PROBE_KEY = 'hbw:storage-probe';

/**
 * Whether the area keeps what is written here. False where the browser refuses it, as Chromium does in an iframe
 * of another site than the page's: the app then keeps a sign-in in the API's partitioned cookie (ADR 200).
 */
export function storageUsable(which: StorageArea): boolean {
  try {
    const storage = area(which);
    if (!storage) return false;
    storage.setItem(PROBE_KEY, '1');
    storage.removeItem(PROBE_KEY);
    return true;
  } catch {
    return false;
  }
}

export function readStored(which: StorageArea, key: string): string | null {
  try {
    return area(which)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStored(which: StorageArea, key: string, value: string): void {
  try {
    area(which)?.setItem(key, value);
  } catch {
    // Nothing to do: the value is simply not remembered.
  }
}

export function removeStored(which: StorageArea, key: string): void {
  try {
    area(which)?.removeItem(key);
  } catch {
    // As for writes.
  }
}

/** Reads a JSON value; anything unreadable or unparsable counts as absent. */
export function readStoredJson(which: StorageArea, key: string): unknown {
  const text = readStored(which, key);
  if (text === null) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export function writeStoredJson(which: StorageArea, key: string, value: unknown): void {
  writeStored(which, key, JSON.stringify(value));
}

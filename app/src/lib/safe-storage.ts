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

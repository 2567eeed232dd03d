import { useEffect, useState } from 'react';
import { reloadDueAt } from '../utils/payment-link-state';

/** True once the page has held the link for an hour (from `loadedAt`, ms): the page then asks for a reload. */
export function useReloadDue(loadedAt: number): boolean {
  const [dueFor, setDueFor] = useState<number | null>(null);
  useEffect(() => {
    const wait = reloadDueAt(loadedAt) - Date.now();
    // A timer per load; a reload loads the link again and starts the next hour.
    const timer = setTimeout(() => setDueFor(loadedAt), Math.max(0, wait));
    return () => clearTimeout(timer);
  }, [loadedAt]);
  return dueFor === loadedAt;
}

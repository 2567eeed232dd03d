import { useEffect } from 'react';

/** A route that opens at its beginning, not where the previous screen was scrolled to. */
export function useScrollToTop(): void {
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, []);
}

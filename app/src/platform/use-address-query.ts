import { useCallback, useRef } from 'react';
import { useSearchParams } from 'react-router';

// Pages that keep their state in the address (filters, tabs, a report's month) write it with the router, which
// applies a navigation in a transition. Two changes made before the first one renders (a guest who changes two
// filters quickly, a slow phone) would each start from the same old query, and the second would undo the first.
// This hook remembers what it last wrote until the router's query catches up, so each change builds on the last.

type QueryUpdate = (current: URLSearchParams) => URLSearchParams;

/** The address's query as rendered, and a writer whose changes compose even before the router renders the last one. */
export function useAddressQuery(): [URLSearchParams, (update: QueryUpdate) => void] {
  const [query, setQuery] = useSearchParams();
  const lastWrite = useRef<{ base: URLSearchParams; written: URLSearchParams } | null>(null);
  const write = useCallback(
    (update: QueryUpdate) => {
      const base = lastWrite.current?.base === query ? lastWrite.current.written : query;
      const written = update(base);
      lastWrite.current = { base: query, written };
      setQuery(written);
    },
    [query, setQuery],
  );
  return [query, write];
}

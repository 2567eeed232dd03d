import { useEffect, useRef, useState } from 'react';
import type { HandOver } from '#app/features/chatbot/components/hand-over-page.tsx';

/**
 * Runs a helper page's hand-over once per document (never twice, even when React re-runs effects) and takes the
 * given query keys out of the address: tokens must not stay in the frame's history or be bookmarked.
 */
export function useHandOver(run: () => Promise<HandOver>, tokenKeys: readonly string[]): HandOver {
  const [handOver, setHandOver] = useState<HandOver>({ status: 'working' });
  const started = useRef(false);
  const latest = useRef({ run, tokenKeys });
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const { run: start, tokenKeys: keys } = latest.current;
    // Started first: a run reads its token from the address before its first await.
    const running = start();
    const url = new URL(window.location.href);
    for (const key of keys) url.searchParams.delete(key);
    // Outside the router on purpose: the page stays where it is, only the address loses its token.
    window.history.replaceState(window.history.state, '', url);
    void running.then(setHandOver);
  }, []);
  return handOver;
}

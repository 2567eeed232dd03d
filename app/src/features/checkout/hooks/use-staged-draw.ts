import { useCallback, useEffect, useState } from 'react';
import { nextTask } from '#app/platform/next-task.ts';

/**
 * How many of a screen's stages are drawn: the first with the first render, each further one in a task of its own
 * once the one before is on screen (ADR 279). A long form then reaches the screen without one long main-thread
 * task; drawAll draws every stage at once (a submit, which must reach and focus any field). `first` is how many
 * the first render draws (all of them where staging is not wanted).
 */
export function useStagedDraw(stages: number, first = 1): { drawn: number; drawAll: () => void } {
  const [drawn, setDrawn] = useState(first);
  useEffect(() => {
    if (drawn >= stages) return;
    // Effects run after the render is committed; the next stage waits for a task of its own after it (ADR 280).
    let cancelled = false;
    void nextTask().then(() => {
      if (!cancelled) setDrawn((stage) => Math.min(stage + 1, stages));
    });
    return () => {
      cancelled = true;
    };
  }, [drawn, stages]);
  const drawAll = useCallback(() => setDrawn(stages), [stages]);
  return { drawn, drawAll };
}

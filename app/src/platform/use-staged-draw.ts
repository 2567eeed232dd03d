import { useCallback, useLayoutEffect, useState } from 'react';
import { nextTask } from './next-task';

/**
 * How many of a screen's stages are drawn: the first with the first render, each further one in a task of its own
 * once the one before is committed (ADR 279, 281). A long form or the first results then reach the screen without
 * one long main-thread task; drawAll draws every stage at once (a submit, which must reach and focus any field).
 * `first` is how many the first render draws (all of them where staging is not wanted).
 */
export function useStagedDraw(stages: number, first = 1): { drawn: number; drawAll: () => void } {
  const [drawn, setDrawn] = useState(first);
  useLayoutEffect(() => {
    if (drawn >= stages) return;
    // The next stage waits for a task of its own after this commit's (ADR 280). Asked from a layout effect, not an
    // effect: Preact runs effects after the next animation frame, which a hidden frame (the launcher's early frame)
    // does not get, so a stage waited for the frame to be shown (ADR 281).
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

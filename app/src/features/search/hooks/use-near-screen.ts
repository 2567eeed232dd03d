import { useEffect, useRef, useState, type RefObject } from 'react';
import type { CardFiller } from '../utils/card-filler';

/**
 * Whether a results card is drawn in full: at once when it can be on the first screen (`eager`), otherwise once the
 * list's filler says it nears the screen, focus reaches its neighbour, or an idle moment comes (ADR 275). Once
 * drawn it stays drawn, through filters and sorting (the card is keyed by its code), so a re-filter mounts nothing
 * again. `ref` goes on the shell drawn meanwhile.
 */
export function useNearScreen<T extends Element>(filler: CardFiller, eager: boolean): { ref: RefObject<T | null>; near: boolean } {
  const ref = useRef<T>(null);
  const [filled, setFilled] = useState(eager);

  useEffect(() => {
    // A card sorted onto the first screen stays drawn when sorted away again.
    if (eager) setFilled(true);
    const shell = ref.current;
    if (filled || eager || !shell) return;
    return filler.watch(shell, () => setFilled(true));
  }, [filler, eager, filled]);

  return { ref, near: filled || eager };
}

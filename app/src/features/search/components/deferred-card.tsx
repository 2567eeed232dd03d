import { useId, type ReactNode } from 'react';
import { useNearScreen } from '../hooks/use-near-screen';
import type { CardFiller } from '../utils/card-filler';
import cardStyles from './room-card.module.css';
import styles from './deferred-card.module.css';

type DeferredCardProps = {
  filler: CardFiller;
  /** The card can be on the first screen: drawn in full in the first commit. */
  eager: boolean;
  /** The card's heading, as the full card words it. */
  heading: ReactNode;
  /** The full card. */
  children: ReactNode;
};

/**
 * A results card that is drawn in full only when it nears the screen (ADR 275). Until then it is a shell: an
 * article with the card's heading at the card's level, so headings navigation, the list's size and axe read the
 * same, in a box of a drawn card's height (the list's `--hbw-card-estimate`), so nothing moves when it fills. It
 * holds nothing focusable: tabbing passes from the card before it to the card after it only once focus in the card
 * before has filled it.
 */
export function DeferredCard({ filler, eager, heading, children }: DeferredCardProps) {
  const headingId = useId();
  const { ref, near } = useNearScreen<HTMLElement>(filler, eager);
  if (near) return children;
  return (
    <article ref={ref} className={styles.shell} aria-labelledby={headingId} data-card-shell="">
      <h3 id={headingId} className={cardStyles.name}>
        {heading}
      </h3>
    </article>
  );
}

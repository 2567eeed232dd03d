import { useId, type ReactNode } from 'react';
import { useNearScreen } from '../hooks/use-near-screen';
import type { CardFiller } from '../utils/card-filler';
import cardStyles from './room-card.module.css';
import styles from './deferred-card.module.css';

type DeferredCardProps = {
  filler: CardFiller;
  /** The card can be on the first screen: drawn in full in the first commit. */
  eager: boolean;
  /** The card's heading, as the drawn card words it. */
  heading: ReactNode;
  /** The drawn card's content, its heading given `headingId`. */
  children: (headingId: string) => ReactNode;
};

/**
 * A results card's `article`, whose content is drawn only when it nears the screen (ADR 275). Until then it is a
 * shell: the card's heading at the card's level, so headings navigation, the list's size and axe read the same, in
 * a box of a drawn card's height (the list's `--hbw-card-estimate`), so nothing moves when it fills. The article is
 * one element throughout, so whatever found the shell (a test's locator, a screen reader's place) keeps the card.
 * A shell holds nothing focusable: focus reaching the card before or after it fills it first.
 */
export function DeferredCard({ filler, eager, heading, children }: DeferredCardProps) {
  const headingId = useId();
  const { ref, near } = useNearScreen<HTMLElement>(filler, eager);
  return (
    <article ref={ref} className={near ? cardStyles.card : styles.shell} aria-labelledby={headingId} data-card-shell={near ? undefined : ''}>
      {near ? (
        children(headingId)
      ) : (
        <h3 id={headingId} className={cardStyles.name}>
          {heading}
        </h3>
      )}
    </article>
  );
}

import type { ReactNode } from 'react';
import { Badge } from './badge';
import styles from './price-block.module.css';

type PriceBlockProps = {
  /** The total for the stay with every tax the guest will pay, formatted ("¥29,160"). */
  total: string;
  /** What the total covers ("2 nights · 2 adults"). */
  covers: string;
  /** What it includes ("Includes taxes and fees"). */
  taxes: string;
  /** The price before savings, shown struck through and read as such (the caller's words: "was ¥32,400"). */
  before?: { shown: string; spoken: string } | undefined;
  /** The one savings badge: member or card price, never several. */
  savings?: ReactNode;
};

/**
 * One rate's price as a guest compares it: the total for the whole stay with taxes, what it covers, and at most
 * one savings badge. The amount uses tabular figures so totals in a list line up.
 */
export function PriceBlock({ total, covers, taxes, before, savings }: PriceBlockProps) {
  return (
    <div className={styles.price}>
      {savings !== undefined && <Badge tone="savings">{savings}</Badge>}
      <p className={styles.amounts}>
        {before && (
          <>
            <s className={styles.before} aria-hidden="true">
              {before.shown}
            </s>
            <span className={styles.visuallyHidden}>{before.spoken}</span>{' '}
          </>
        )}
        <strong className={styles.total}>{total}</strong>
      </p>
      <p className={styles.note}>
        {covers} · {taxes}
      </p>
    </div>
  );
}

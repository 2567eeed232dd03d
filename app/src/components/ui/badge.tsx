import type { ReactNode } from 'react';
import styles from './badge.module.css';

export type BadgeTone = 'neutral' | 'savings' | 'accent' | 'alert';

/**
 * A short label on a card or price ("Member price −¥1,200", "2 left"). Text, not colour, carries the meaning:
 * the tone only echoes it.
 */
export function Badge({ tone = 'neutral', children }: { tone?: BadgeTone; children: ReactNode }) {
  return <span className={`${styles.badge} ${styles[tone]}`}>{children}</span>;
}

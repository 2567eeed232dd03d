import type { ReactNode } from 'react';
import styles from './disclosure.module.css';

type DisclosureProps = {
  /** The always-visible line that opens and closes the section ("Have a code?", "Extras"). */
  summary: ReactNode;
  children: ReactNode;
  /** Starts open, e.g. when the section already holds something the guest entered. */
  defaultOpen?: boolean;
  className?: string;
};

/**
 * A section that opens and closes: the native <details>, so the button role, the expanded state, Enter/Space and
 * find-in-page opening it come from the browser. The marker turns with the writing direction.
 */
export function Disclosure({ summary, children, defaultOpen = false, className }: DisclosureProps) {
  return (
    <details className={[styles.disclosure, className ?? ''].filter(Boolean).join(' ')} open={defaultOpen}>
      <summary className={styles.summary}>{summary}</summary>
      <div className={styles.body}>{children}</div>
    </details>
  );
}

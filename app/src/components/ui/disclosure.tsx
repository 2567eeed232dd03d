import { useState, type ReactNode } from 'react';
import styles from './disclosure.module.css';

type DisclosureProps = {
  /** The always-visible line that opens and closes the section ("Have a code?", "Extras"). */
  summary: ReactNode;
  /** What the section holds, said after its name and seen while it is closed ("2 chosen", "WELCOME10 applied"). */
  status?: ReactNode;
  children: ReactNode;
  /** Starts open, e.g. when the section already holds something the guest entered. */
  defaultOpen?: boolean;
  className?: string;
};

/**
 * A section that opens and closes: the native <details>, so the button role, the expanded state, Enter/Space and
 * find-in-page opening it come from the browser. The marker turns with the writing direction.
 */
export function Disclosure({ summary, status, children, defaultOpen = false, className }: DisclosureProps) {
  // Only the first value: after that the guest opens and closes it (a changed prop would close it under them).
  const [initiallyOpen] = useState(defaultOpen);
  return (
    <details className={[styles.disclosure, className ?? ''].filter(Boolean).join(' ')} open={initiallyOpen}>
      <summary className={styles.summary}>
        {summary}
        {status !== undefined && <span className={styles.status}>{status}</span>}
      </summary>
      <div className={styles.body}>{children}</div>
    </details>
  );
}

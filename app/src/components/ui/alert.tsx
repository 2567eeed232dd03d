import type { ReactNode } from 'react';
import styles from './message.module.css';

/**
 * A failure the guest must notice: announced at once by screen readers (role=alert). `quiet` leaves the role out
 * for a message that is focused and said through the live region instead, so it is not read twice.
 */
export function Alert({ children, quiet = false }: { children: ReactNode; quiet?: boolean }) {
  return (
    <div role={quiet ? undefined : 'alert'} className={`${styles.message} ${styles.error}`}>
      {children}
    </div>
  );
}

/** A notice shown in place, without interrupting (empty results, explanations). */
export function Notice({ children }: { children: ReactNode }) {
  return <div className={styles.message}>{children}</div>;
}

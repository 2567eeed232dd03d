import type { ReactNode } from 'react';
import styles from './message.module.css';

/** A failure the guest must notice: announced at once by screen readers (role=alert). */
export function Alert({ children }: { children: ReactNode }) {
  return (
    <div role="alert" className={`${styles.message} ${styles.error}`}>
      {children}
    </div>
  );
}

/** A notice shown in place, without interrupting (empty results, explanations). */
export function Notice({ children }: { children: ReactNode }) {
  return <div className={styles.message}>{children}</div>;
}

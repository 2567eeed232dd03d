import type { ReactNode } from 'react';
import styles from './page-heading.module.css';

/** The page's h1. It can take focus so the layout moves focus to it after each navigation. */
export function PageHeading({ children }: { children: ReactNode }) {
  return (
    <h1 className={styles.heading} tabIndex={-1}>
      {children}
    </h1>
  );
}

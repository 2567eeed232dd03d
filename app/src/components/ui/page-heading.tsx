import type { ReactNode } from 'react';
import styles from './page-heading.module.css';

export const PAGE_HEADING_ID = 'page-heading';

/** The page's h1, which also names the main landmark. It can take focus so the layout moves focus to it after each navigation. */
export function PageHeading({ children }: { children: ReactNode }) {
  return (
    <h1 id={PAGE_HEADING_ID} className={styles.heading} tabIndex={-1}>
      {children}
    </h1>
  );
}

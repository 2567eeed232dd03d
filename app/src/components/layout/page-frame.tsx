import type { ReactNode, Ref } from 'react';
import { PAGE_HEADING_ID } from '../ui/page-heading';
import styles from './page-frame.module.css';

type PageFrameProps = {
  /** Absent while the app starts or could not start: the header keeps its size but names no hotel. */
  hotelName?: string;
  mainRef?: Ref<HTMLElement>;
  children: ReactNode;
};

/**
 * The one layout every screen shares: the hotel's header bar and the page's single main landmark. Both are
 * named (by the hotel and by the page's h1) because inside a hotel's page they sit beside the host's own
 * banner and main, and assistive technology lists landmarks of all frames together.
 */
export function PageFrame({ hotelName, mainRef, children }: PageFrameProps) {
  return (
    <>
      {hotelName ? (
        <header className={styles.header} aria-labelledby="site-hotel-name">
          <div className={styles.headerContent}>
            <p id="site-hotel-name" className={styles.hotelName}>
              {hotelName}
            </p>
          </div>
        </header>
      ) : (
        <div className={styles.header} aria-hidden="true" />
      )}
      <main id="main-content" ref={mainRef} tabIndex={-1} className={styles.main} aria-labelledby={PAGE_HEADING_ID}>
        {children}
      </main>
    </>
  );
}

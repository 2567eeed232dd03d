import type { ReactNode, Ref } from 'react';
import styles from './page-frame.module.css';

type PageFrameProps = {
  /** Absent while the app starts or could not start: the header keeps its size but names no hotel. */
  hotelName?: string;
  mainRef?: Ref<HTMLElement>;
  children: ReactNode;
};

/** The one layout every screen shares: the hotel's header bar and the page's single main landmark. */
export function PageFrame({ hotelName, mainRef, children }: PageFrameProps) {
  return (
    <>
      {hotelName ? (
        <header className={styles.header}>
          <div className={styles.headerContent}>
            <p className={styles.hotelName}>{hotelName}</p>
          </div>
        </header>
      ) : (
        <div className={styles.header} aria-hidden="true" />
      )}
      <main id="main-content" ref={mainRef} tabIndex={-1} className={styles.main}>
        {children}
      </main>
    </>
  );
}

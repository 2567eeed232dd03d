import type { ReactNode, Ref } from 'react';
import { PAGE_HEADING_ID } from '../ui/page-heading';
import styles from './page-frame.module.css';

type PageFrameProps = {
  /** Absent while the app starts or could not start: the header keeps its size but names no hotel. */
  hotelName?: string;
  /** The brand's logo from the settings; alt names what it shows, since the image carries the brand's name. */
  logo?: { src: string; alt: string } | null;
  /** Headless routes (document 1 section 2) show the page alone: no header, banners or footer. */
  headless?: boolean;
  /** The hotel's own header HTML, above the app's header bar. */
  customHeader?: ReactNode;
  /** The header bar's controls (language, currency, login). */
  actions?: ReactNode;
  /** Messages above the page (global error and message banners). */
  banners?: ReactNode;
  footer?: ReactNode;
  mainRef?: Ref<HTMLElement>;
  children: ReactNode;
};

/**
 * The one layout every screen shares: the hotel's header bar and the page's single main landmark. Both are
 * named (by the hotel and by the page's h1) because inside a hotel's page they sit beside the host's own
 * banner and main, and assistive technology lists landmarks of all frames together.
 */
export function PageFrame({ hotelName, logo, headless, customHeader, actions, banners, footer, mainRef, children }: PageFrameProps) {
  const main = (
    <main id="main-content" ref={mainRef} tabIndex={-1} className={styles.main} aria-labelledby={PAGE_HEADING_ID}>
      {children}
    </main>
  );
  if (headless) return main;
  return (
    <>
      {hotelName ? (
        <header className={styles.header} aria-labelledby="site-hotel-name">
          {customHeader}
          <div className={styles.headerContent}>
            {logo && <img className={styles.logo} src={logo.src} alt={logo.alt} height={32} />}
            <p id="site-hotel-name" className={styles.hotelName}>
              {hotelName}
            </p>
            {actions}
          </div>
        </header>
      ) : (
        <div className={styles.header} aria-hidden="true" />
      )}
      {banners}
      {main}
      {footer}
    </>
  );
}

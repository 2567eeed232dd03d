import type { ReactNode } from 'react';
import { DocumentTitle } from '#app/components/ui/document-title.tsx';
import { PageHeading } from '#app/components/ui/page-heading.tsx';
import { useHotelSettings } from '#app/shared/hotel/hotel-settings.tsx';
import styles from './account.module.css';

type AccountFrameProps = {
  title: string;
  lead?: ReactNode;
  /** The password and e-mail pages are a narrow column; my account's pages are wider. */
  narrow?: boolean;
  /** My account's sub-navigation, under the heading. */
  nav?: ReactNode;
  children: ReactNode;
};

/** The frame of the account pages: the page's title (heading and document title), what it is for, its content. */
export function AccountFrame({ title, lead, narrow = false, nav, children }: AccountFrameProps) {
  const settings = useHotelSettings();
  return (
    <div className={narrow ? styles.narrow : styles.page}>
      <DocumentTitle page={title} hotelName={settings.hotel_name} />
      <PageHeading>{title}</PageHeading>
      {nav}
      {lead && <p className={styles.lead}>{lead}</p>}
      {children}
    </div>
  );
}

import type { ReactNode } from 'react';
import { DocumentTitle } from '#app/components/ui/document-title.tsx';
import { PageHeading } from '#app/components/ui/page-heading.tsx';
import { useHotelSettings } from '#app/shared/hotel/hotel-settings.tsx';
import styles from './sign-in-page.module.css';

type AuthFrameProps = {
  title: string;
  /** A line under the heading saying what the page is for. */
  lead?: ReactNode;
  children: ReactNode;
  /** Links to the neighbouring pages (the other sign-in, sign-up, sign-in for members). */
  links?: ReactNode;
};

/**
 * The one frame of the membership pages (sign-in, corporate sign-in, sign-up and its result and done pages, the
 * chat's): a narrow column with the page's title, what it is for, its content and the way to its neighbours.
 */
export function AuthFrame({ title, lead, children, links }: AuthFrameProps) {
  const settings = useHotelSettings();
  return (
    <div className={styles.page}>
      <DocumentTitle page={title} hotelName={settings.hotel_name} />
      <PageHeading>{title}</PageHeading>
      {lead && <p className={styles.lead}>{lead}</p>}
      {children}
      {links && <div className={styles.links}>{links}</div>}
    </div>
  );
}

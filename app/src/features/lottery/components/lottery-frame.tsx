import type { ReactNode } from 'react';
import { DocumentTitle } from '#app/components/ui/document-title.tsx';
import { PageHeading } from '#app/components/ui/page-heading.tsx';
import { BookingSteps, type BookingStepName } from '#app/shared/reservations/booking-steps.tsx';
import { useHotelSettings } from '#app/shared/hotel/hotel-settings.tsx';
import styles from './lottery.module.css';

/** The frame of the lottery screens: the lottery steps where the page is one, the page's title, its content. */
export function LotteryFrame({ title, step, children }: { title: string; step?: BookingStepName; children: ReactNode }) {
  const settings = useHotelSettings();
  return (
    <div className={styles.page}>
      <DocumentTitle page={title} hotelName={settings.hotel_name} />
      {step && <BookingSteps flow="lottery" current={step} />}
      <PageHeading>{title}</PageHeading>
      {children}
    </div>
  );
}

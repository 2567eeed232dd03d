import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notificationsToShow } from '#domain/rules/notifications.ts';
import { todayIn } from '#domain/rules/nights.ts';
import { Notice } from '#app/components/ui/alert.tsx';
import { useHotelSettings } from '#app/shared/hotel/hotel-settings.tsx';
import { useLocale } from '#app/i18n/use-locale.ts';
import { notificationsQueryOptions, type NoticePlacement } from './get-notifications';
import styles from './placement-notices.module.css';

type PlacementNoticesProps = {
  /** place_booking_process on guest detail, place_confirmation_screen on the confirmation. */
  placement: NoticePlacement;
  roomPlanCodes: readonly string[];
  checkin: string;
  visitorLabels: readonly string[];
  /** "Facility notifications are hidden in lottery flows." */
  isLotteryFlow: boolean;
};

/**
 * The hotel's and brand's notices at one placement, by the rules of document 1 section 5: within their display
 * window on the check-in date, brand ones only for all facilities or this hotel, the hotel's hidden in lottery
 * flows, and only those aimed at the visitor. The rule runs here whatever the server answers. A failed load shows
 * nothing: the notices are extra, booking still works.
 */
export function PlacementNotices({ placement, roomPlanCodes, checkin, visitorLabels, isLotteryFlow }: PlacementNoticesProps) {
  const { t } = useTranslation('booking');
  const { hotel_id: hotelId, hotel_brand_id: brandId, time_zone: timeZone } = useHotelSettings();
  const { locale } = useLocale();
  // Guest detail asks its notices as the page opens (ADR 282): a failed read then is not asked twice as this mounts.
  // The notices are extra, so a failure kept in the cache shows none until it is let go and a later visit asks again.
  const notifications = useQuery({ ...notificationsQueryOptions({ hotelId, brandId }, placement, roomPlanCodes, checkin, locale), retryOnMount: false });
  const shown = notificationsToShow(notifications.data ?? [], {
    placement,
    checkin,
    today: todayIn(timeZone),
    hotelId,
    isLotteryFlow,
    visitorLabels,
  });
  if (shown.length === 0) return null;
  return (
    <section aria-label={t('notifications.label')} className={styles.notifications}>
      {shown.map((notice) => (
        <Notice key={`${notice.ownable_type}-${notice.id}`}>
          <p className={styles.title}>
            <bdi>{notice.title}</bdi>
          </p>
          {notice.body && (
            <p>
              <bdi>{notice.body}</bdi>
            </p>
          )}
        </Notice>
      ))}
    </section>
  );
}

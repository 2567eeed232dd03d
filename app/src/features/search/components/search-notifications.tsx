import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notificationsToShow } from '#domain/rules/notifications.ts';
import { Notice } from '#app/components/ui/alert.tsx';
import { Disclosure } from '#app/components/ui/disclosure.tsx';
import { HotelText } from '#app/components/ui/hotel-text.tsx';
import { useContentLanguage } from '#app/shared/hotel/use-content-language.ts';
import { useHotelSettings } from '#app/shared/hotel/hotel-settings.tsx';
import { notificationsQueryOptions } from '../api/get-notifications';
import styles from './search-notifications.module.css';
import type { BookLanguage } from '#domain/constants/locales.ts';

type SearchNotificationsProps = { checkin: string | null; today: string; language: BookLanguage };

/**
 * The hotel's and brand's notices for the search result, by placement and display window (the rule runs here
 * too, so a notice never shows outside its window whatever the server answers). A failed load shows nothing:
 * the notices are extra, the search still works.
 */
export function SearchNotifications({ checkin, today, language }: SearchNotificationsProps) {
  const { t } = useTranslation('search');
  const settings = useHotelSettings();
  // The notices come in the booking language, which may not be the page's (an English notice on an ar page).
  const { booked } = useContentLanguage();
  const questions = useQuery(notificationsQueryOptions(settings.hotel_id, settings.hotel_brand_id, checkin, language));
  const shown = notificationsToShow(questions.data ?? [], {
    placement: 'place_search_result',
    checkin,
    today,
    hotelId: settings.hotel_id,
    isLotteryFlow: false,
  });
  if (shown.length === 0) return null;
  return (
    <section aria-label={t('notifications.label')} className={styles.notifications}>
      {/* One line each, opened on request: the rooms and their prices stay on the first screen. */}
      {shown.map((notice) =>
        notice.body ? (
          <Disclosure
            key={`${notice.ownable_type}-${notice.id}`}
            summary={<HotelText lang={booked}>{notice.title}</HotelText>}
            className={styles.notice}
          >
            <p>
              <HotelText lang={booked}>{notice.body}</HotelText>
            </p>
          </Disclosure>
        ) : (
          <Notice key={`${notice.ownable_type}-${notice.id}`}>
            <p className={styles.title}>
              <HotelText lang={booked}>{notice.title}</HotelText>
            </p>
          </Notice>
        ),
      )}
    </section>
  );
}

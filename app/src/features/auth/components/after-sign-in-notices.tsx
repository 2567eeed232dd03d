import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { todayIn } from '#domain/rules/nights.ts';
import { notificationsToShow } from '#domain/rules/notifications.ts';
import { Button } from '#app/components/ui/button.tsx';
import { Notice } from '#app/components/ui/alert.tsx';
import { bookLanguageFor } from '#app/i18n/book-language.ts';
import { useLocale } from '#app/i18n/use-locale.ts';
import { useHotelSettings } from '#app/shared/hotel/hotel-settings.tsx';
import { afterSignInNoticesQuery } from '../api/get-after-sign-in-notices';
import { useAuthStore } from '../stores/auth-store';
import styles from './after-sign-in-notices.module.css';

/**
 * The hotel's and brand's notices placed place_after_sign_in, shown once the member has signed in here, by the
 * display-window rule (today, no stay chosen) and their targeting labels, until dismissed or signed out (ADR 219).
 * A failed load shows nothing: the notices are extra.
 */
export function AfterSignInNotices({ visitorLabels }: { visitorLabels: readonly string[] }) {
  const { t } = useTranslation('auth');
  const settings = useHotelSettings();
  const { locale } = useLocale();
  const pending = useAuthStore((state) => state.afterSignInNotices);
  const language = bookLanguageFor(locale, settings.book_languages);
  const notices = useQuery({ ...afterSignInNoticesQuery(settings.hotel_id, settings.hotel_brand_id, language), enabled: pending });
  if (!pending) return null;
  const shown = notificationsToShow(notices.data ?? [], {
    placement: 'place_after_sign_in',
    checkin: null,
    today: todayIn(settings.time_zone),
    hotelId: settings.hotel_id,
    isLotteryFlow: false,
    visitorLabels,
  });
  if (shown.length === 0) return null;
  return (
    <section aria-label={t('afterSignIn.label')} className={styles.notices}>
      {shown.map((notice) => (
        <Notice key={`${notice.ownable_type}-${notice.id}`}>
          <p className={styles.title}>{notice.title}</p>
          {notice.body && <p>{notice.body}</p>}
        </Notice>
      ))}
      <Button variant="secondary" onClick={() => useAuthStore.setState({ afterSignInNotices: false })}>
        {t('afterSignIn.dismiss')}
      </Button>
    </section>
  );
}

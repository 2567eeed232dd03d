import { useTranslation } from 'react-i18next';
import { PageFrame } from '#app/components/layout/page-frame.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { PageHeading } from '#app/components/ui/page-heading.tsx';
import { useDocumentTitle } from '#app/components/ui/document-title.tsx';
import type { StartupFailure } from './startup-outcome';
import styles from './init-error-page.module.css';

const TEXT_KEYS = {
  no_hotel_code: 'startup.noHotelCode',
  hotel_not_found: 'startup.hotelNotFound',
  unavailable: 'startup.unavailable',
} as const satisfies Record<StartupFailure, string>;

/** "An init error replaces the app with its text" (document 2 section 8.4). */
export function InitErrorPage({ reason }: { reason: StartupFailure }) {
  const { t } = useTranslation('common');
  const keys = TEXT_KEYS[reason];
  useDocumentTitle(t(`${keys}.title`));
  return (
    <PageFrame>
      <div className={styles.content}>
        <PageHeading>{t(`${keys}.title`)}</PageHeading>
        <p>{t(`${keys}.body`)}</p>
        {reason === 'unavailable' && (
          // Only a passing failure is worth retrying; a missing or unknown hotel code stays so on reload.
          <Button onClick={() => window.location.reload()}>{t('actions.retry')}</Button>
        )}
      </div>
    </PageFrame>
  );
}

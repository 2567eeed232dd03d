import { useTranslation } from 'react-i18next';
import { PageFrame } from '#app/components/layout/page-frame.tsx';
import { LoadingStatus } from '#app/components/ui/loading-status.tsx';
import { PageSkeleton } from './page-skeleton';

/** Shown while the app starts, in the same frame as the screens that follow so nothing jumps. */
export function StartupStatus() {
  const { t } = useTranslation('common');
  return (
    <PageFrame>
      <LoadingStatus label={t('startup.loading')} />
      <PageSkeleton />
    </PageFrame>
  );
}

import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../components/layout/page-frame';
import { LoadingStatus } from '../../components/ui/loading-status';

/** Shown while the app starts, in the same frame as the screens that follow so nothing jumps. */
export function StartupStatus() {
  const { t } = useTranslation('common');
  return (
    <PageFrame>
      <LoadingStatus label={t('startup.loading')} />
    </PageFrame>
  );
}

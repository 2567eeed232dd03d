import { useTranslation } from 'react-i18next';
import { PageFrame } from '#app/components/layout/page-frame.tsx';
import { LoadingStatus } from '#app/components/ui/loading-status.tsx';
import { documentHotelHeader } from './document-hotel-header';
import { PageSkeleton } from './page-skeleton';

/**
 * Shown while the app starts, in the same frame as the screens that follow so nothing jumps, under the hotel's logo
 * and name when the document carries them (the skeleton already showed them).
 */
export function StartupStatus() {
  const { t } = useTranslation('common');
  const header = documentHotelHeader();
  return (
    <PageFrame hotelName={header?.name} logo={header?.logo}>
      <LoadingStatus label={t('startup.loading')} />
      <PageSkeleton />
    </PageFrame>
  );
}

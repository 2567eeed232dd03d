import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#app/components/ui/button.tsx';
import { LoadingStatus } from '#app/components/ui/loading-status.tsx';
import styles from './hotel-info-block.module.css';

// The list is a chunk of its own: every page that shows hotel info (the results page first, issue 20) shows this
// section, and only a guest who opens it needs the list, its call and its formatting.
const NearbyList = lazy(() => import('./nearby-list').then((module) => ({ default: module.NearbyList })));

/**
 * Nearby-facility suggestions (document 1 section 2): the brand's other hotels nearest to this one, asked for only
 * when the guest opens the list, so a page that shows hotel info makes no call for it otherwise.
 */
export function NearbyFacilities() {
  const { t } = useTranslation('common');
  const headingId = useId();
  const listId = useId();
  const [open, setOpen] = useState(false);
  return (
    <section aria-labelledby={headingId} className={styles.nearby}>
      <h2 id={headingId} className={styles.nearbyHeading}>
        {t('nearby.heading')}
      </h2>
      <Button variant="secondary" aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)}>
        {t('nearby.show')}
      </Button>
      <div id={listId}>
        {open && (
          <Suspense fallback={<LoadingStatus label={t('nearby.loading')} />}>
            <NearbyList />
          </Suspense>
        )}
      </div>
    </section>
  );
}

import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router';
import { UI_LOCALES } from '#domain/constants/locales.ts';
import { PageFrame } from '#app/components/layout/page-frame.tsx';
import { LoadingStatus } from '#app/components/ui/loading-status.tsx';
import { RouteErrorContent } from '../routes/route-error-page';
import { GlobalBanners } from '../shell/global-banners';
import { LanguageMenu } from '../shell/language-menu';
import { usePageChange } from '../shell/use-page-change';
import styles from '../shell/shell.module.css';

/** The travel-agency site's frame: its name, every UI language (no hotel narrows them) and the global banners. */
function OtaSiteFrame({ mainRef, children }: { mainRef?: Ref<HTMLElement>; children: ReactNode }) {
  const { t } = useTranslation('ota');
  return (
    <PageFrame
      hotelName={t('site.name')}
      actions={
        <div className={styles.actions}>
          <LanguageMenu languages={UI_LOCALES} />
        </div>
      }
      banners={<GlobalBanners />}
      mainRef={mainRef}
    >
      {children}
    </PageFrame>
  );
}

export function OtaSiteLayout() {
  const mainRef = usePageChange();
  return (
    <OtaSiteFrame mainRef={mainRef}>
      <ScrollRestoration />
      <Outlet />
    </OtaSiteFrame>
  );
}

export function OtaSiteLoading() {
  const { t } = useTranslation('common');
  return (
    <OtaSiteFrame>
      <LoadingStatus label={t('app.loading')} />
    </OtaSiteFrame>
  );
}

export function OtaSiteErrorPage() {
  return (
    <OtaSiteFrame>
      <RouteErrorContent />
    </OtaSiteFrame>
  );
}

import { useTranslation } from 'react-i18next';
import { isSupportedBrowser } from '#app/api/error-reporter.ts';
import { clearGlobalError, clearGlobalMessage, useErrorStore } from '#app/platform/stores/error-store.ts';
import { useShellStore } from '#app/platform/stores/shell-store.ts';
import styles from './shell.module.css';

function DismissButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button type="button" className={styles.dismiss} aria-label={label} onClick={onClick}>
      <span aria-hidden="true">×</span>
    </button>
  );
}

/**
 * The messages above every screen (document 2 section 8.4): the dismissible global error, the global message
 * (success unless said otherwise), the obsolete-browser warning and the preview-mode notice.
 */
export function GlobalBanners() {
  const { t } = useTranslation('common');
  const globalError = useErrorStore((state) => state.global);
  const globalMessage = useErrorStore((state) => state.globalMessage);
  const preview = useShellStore((state) => state.preview);
  const supported = isSupportedBrowser();

  return (
    <div className={styles.banners}>
      {/* Live regions stay mounted so what appears in them is announced. */}
      <div role="alert">
        {globalError && (
          <div className={`${styles.banner} ${styles.error}`}>
            <p>{globalError}</p>
            <DismissButton label={t('shell.dismiss')} onClick={clearGlobalError} />
          </div>
        )}
      </div>
      <div role="status">
        {globalMessage && (
          <div className={`${styles.banner} ${styles[globalMessage.variant]}`} data-variant={globalMessage.variant}>
            <p>{globalMessage.text}</p>
            <DismissButton label={t('shell.dismiss')} onClick={clearGlobalMessage} />
          </div>
        )}
      </div>
      {!supported && (
        <div className={`${styles.banner} ${styles.warning}`}>
          <p>{t('shell.unsupportedBrowser')}</p>
        </div>
      )}
      {preview && (
        <div className={`${styles.banner} ${styles.info}`}>
          <p>{t('shell.preview')}</p>
        </div>
      )}
    </div>
  );
}

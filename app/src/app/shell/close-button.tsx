import { useTranslation } from 'react-i18next';
import { isFramed, reportToHost } from '#app/platform/host-bridge.ts';
import { useShellStore } from '#app/platform/stores/shell-store.ts';
import styles from './shell.module.css';

/**
 * "A close button when in an iframe and closable": the chatbot frames the app without a close control of its own
 * (the loader's modal has one, an inline widget is not closed), so the app offers it there and asks the host to
 * close (bridge `close`).
 */
export function CloseButton() {
  const { t } = useTranslation('common');
  const query = useShellStore((state) => state.query);
  const closable = isFramed() && (query?.inChatbot === true || query?.fromChatbot === true);
  if (!closable) return null;
  return (
    <button type="button" className={styles.headerButton} aria-label={t('shell.close')} onClick={() => reportToHost('close')}>
      <span aria-hidden="true">×</span>
    </button>
  );
}

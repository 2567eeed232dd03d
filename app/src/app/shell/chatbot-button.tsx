import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { isChatbotOffered } from '#domain/rules/chatbot-display.ts';
import { useHotelSettings } from '#app/shared/hotel/hotel-settings.tsx';
import { isFramed, reportToHost } from '#app/platform/host-bridge.ts';
import { useShellStore } from '#app/platform/stores/shell-store.ts';
import styles from './shell.module.css';

const subscribeToResize = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};
const windowWidth = () => window.innerWidth;

/**
 * Opens the hotel's chatbot on the page that embeds the app (bridge `showChatbot`), where the hotel's settings
 * offer it on this platform (document 1 section 6); never on payment links or inside the chatbot itself. The app
 * has no chat of its own: without a host page there is nothing to open, so the button is not shown.
 */
export function ChatbotButton() {
  const { t } = useTranslation('common');
  const settings = useHotelSettings();
  const { pathname } = useLocation();
  const inChatbot = useShellStore((state) => state.query?.inChatbot === true);
  const width = useSyncExternalStore(subscribeToResize, windowWidth);
  if (!isFramed() || !isChatbotOffered(settings.chatbot_setting, { windowWidth: width, pathname, inChatbot })) return null;
  return (
    <button type="button" className={styles.headerButton} onClick={() => reportToHost('showChatbot')}>
      {t('shell.openChat')}
    </button>
  );
}

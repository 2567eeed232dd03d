import { useTranslation } from 'react-i18next';
import { Button } from '#app/components/ui/button.tsx';
import { useChatbotSyncStore } from '../stores/chatbot-sync-store';
import { confirmChatbotLink } from '../utils/chatbot-sync';
import styles from './link-chat-prompt.module.css';

/**
 * "Link this chat to my account": shown in the chatbot's frame for a member the app did not see sign in there (a
 * stored or refreshed sign-in), once the parent is known to be the hotel's chatbot host. The press is the member's
 * own act in this frame, which a script on the host page cannot make for them (ADR 192).
 */
export function LinkChatPrompt() {
  const { t } = useTranslation('common');
  const { status, failed } = useChatbotSyncStore();
  if (status !== 'confirm') return null;
  return (
    <section className={styles.prompt} aria-label={t('linkChat.label')}>
      <p>{t('linkChat.prompt')}</p>
      {failed && <p role="alert">{t('linkChat.failed')}</p>}
      <Button onClick={confirmChatbotLink}>{t('linkChat.button')}</Button>
    </section>
  );
}

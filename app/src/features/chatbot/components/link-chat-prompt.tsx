import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#app/components/ui/button.tsx';
import { useSeenPress } from '#app/platform/use-seen-press.ts';
import { useChatbotSyncStore } from '../stores/chatbot-sync-store';
import { confirmChatbotLink } from '../utils/chatbot-sync';
import styles from './link-chat-prompt.module.css';

/**
 * "Link this chat to my account": shown in the chatbot's frame for a member the app did not see sign in there (a
 * stored or refreshed sign-in), once the parent is known to be the hotel's chatbot host. The press is the member's
 * own act in this frame, which a script on the host page cannot make for them (ADR 192), nor trick them into by
 * covering the prompt: a press on a prompt the member could not see links nothing and says so (ADR 246).
 */
export function LinkChatPrompt() {
  const { status, failed } = useChatbotSyncStore();
  return status === 'confirm' ? <ShownPrompt failed={failed} /> : null;
}

/** The prompt itself, mounted with its section so the press check watches it from the start. */
function ShownPrompt({ failed }: { failed: boolean }) {
  const { t } = useTranslation('common');
  const prompt = useRef<HTMLElement>(null);
  const pressIsSeen = useSeenPress(prompt);
  const [covered, setCovered] = useState(false);
  // One press is checked at a time: a double click links once.
  const checking = useRef(false);
  const link = async () => {
    if (checking.current) return;
    checking.current = true;
    const seen = await pressIsSeen();
    checking.current = false;
    setCovered(!seen);
    if (seen) confirmChatbotLink();
  };
  return (
    <section ref={prompt} className={styles.prompt} aria-label={t('linkChat.label')}>
      <p>{t('linkChat.prompt')}</p>
      {failed && <p role="alert">{t('linkChat.failed')}</p>}
      {covered && <p role="alert">{t('linkChat.covered')}</p>}
      <Button onClick={() => void link()}>{t('linkChat.button')}</Button>
    </section>
  );
}

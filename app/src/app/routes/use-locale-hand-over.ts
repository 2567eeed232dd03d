import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { HandOver } from '#app/features/chatbot/components/hand-over-page.tsx';
import { useHotelSettings } from '#app/shared/hotel/hotel-settings.tsx';
import { i18n } from '#app/i18n/i18n.ts';
import { LANGUAGE_NAMES } from '#app/i18n/language-names.ts';
import { useShellStore } from '#app/platform/stores/shell-store.ts';
import { changeLanguage } from '../shell/change-language';
import { useHandOver } from './use-hand-over';

/**
 * /iframe-change-locale's change: the asked locale is chosen by the usual rule (allowed, else the hotel's first)
 * and stored, as the shell's language menu does; the app's other frames follow it at once (useSharedLocale).
 */
export function useLocaleHandOver(): HandOver {
  const { t } = useTranslation('common');
  const settings = useHotelSettings();
  const queryClient = useQueryClient();
  const wanted = useShellStore((state) => state.query?.locale ?? null);
  return useHandOver(async () => {
    if (!wanted) return { status: 'failed', message: t('handOver.noLanguage') };
    const chosen = await changeLanguage(wanted, settings.available_languages, queryClient);
    // Said in the chosen language, which the page itself now reads in.
    return { status: 'done', message: i18n.t('common:handOver.languageChanged', { language: LANGUAGE_NAMES[chosen] }) };
  }, []);
}

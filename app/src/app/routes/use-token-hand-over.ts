import { useTranslation } from 'react-i18next';
import { useAuthStore } from '#app/features/auth/stores/auth-store.ts';
import type { HandOver } from '#app/features/chatbot/components/hand-over-page.tsx';
import { clearGlobalError } from '#app/platform/stores/error-store.ts';
import { useShellStore } from '#app/platform/stores/shell-store.ts';
import { STARTUP_TOKEN_KEYS } from '#app/platform/read-startup-query.ts';
import { useHandOver } from './use-hand-over';

/**
 * /iframe-token's outcome: the startup has already adopted (or failed to adopt) the member's sign-in the chatbot
 * handed over; this says which, and takes the tokens out of the address. Read here, where the route composes auth
 * and chatbot (features never import each other).
 */
export function useTokenHandOver(): HandOver {
  const { t } = useTranslation('common');
  const query = useShellStore((state) => state.query);
  return useHandOver(async (): Promise<HandOver> => {
    const handedOver = Boolean(query?.accessToken ?? query?.oneTimeAccessToken);
    if (handedOver && useAuthStore.getState().user) return { status: 'done', message: t('handOver.signedIn') };
    // The page's own alert says what to do here; the startup's banner would say it twice.
    clearGlobalError();
    return { status: 'failed', message: t('handOver.signInFailed') };
  }, STARTUP_TOKEN_KEYS);
}

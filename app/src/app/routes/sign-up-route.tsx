import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { authHotelOf } from '#app/features/auth/api/member-session.ts';
import { confirmSignUp } from '#app/features/auth/api/sign-up.ts';
import { ChatSignUpChoice } from '#app/features/auth/components/chat-sign-up-choice.tsx';
import { SignUpDonePage, type SignUpConfirmation } from '#app/features/auth/components/sign-up-done-page.tsx';
import { SignUpPage } from '#app/features/auth/components/sign-up-page.tsx';
import { SignUpResultPage } from '#app/features/auth/components/sign-up-result-page.tsx';
import { useAuthStore } from '#app/features/auth/stores/auth-store.ts';
import { confirmationRefusal, type SignUpFlow } from '#app/features/auth/utils/sign-up-flow.ts';
import { SyncDonePage } from '#app/features/chatbot/components/sync-done-page.tsx';
import { useChatbotSyncStore } from '#app/features/chatbot/stores/chatbot-sync-store.ts';
import { ApiError } from '#app/api/api-error.ts';
import { waitForChatbotUserId } from '#app/platform/chatbot-user-id.ts';
import { askHostForChatbotUserId } from '#app/platform/host-bridge.ts';
import { useHotelSettings } from '#app/shared/hotel/hotel-settings.tsx';
import { useHotelLink } from '#app/shared/hotel/use-hotel-link.ts';
import { useErrorText } from '#app/api/use-error-text.ts';
import { useShellStore } from '#app/platform/stores/shell-store.ts';
import { paths } from '../paths';
import { useHandOver } from './use-hand-over';

// Sign-up's pages (document 1 section 2): the standard /sign-up, /sign-up-result, /sign-up-done; the chat's
// /chat-sign-up (a choice), /chat-sign-up-form, /chat-sign-up-result, /chat-sign-up-done; and /sync-done. The
// pages are the membership feature's; this module gives each its flow (ADR 171).

const STANDARD_FLOW: SignUpFlow = {
  kind: 'standard',
  formPath: paths.signUp.build,
  resultPath: paths.signUpResult.build,
  donePath: paths.signUpDone.path,
  signInPath: paths.signIn.build,
  fallbackPath: paths.results.build(),
  linkContext: () => Promise.resolve({}),
};

/**
 * The chat's link reopens the app as the chatbot's (iframe=chatbot, the sync flag) for its chatbot user (from the
 * address, else asked of the host as the chatbot session does): opened in the chat frame, the confirmed member is
 * linked to that chat user by the same chatbot_session call; opened anywhere else (a mail app's browser) it signs
 * the member in and links nothing (ADR 192).
 */
const CHAT_FLOW: SignUpFlow = {
  kind: 'chat',
  formPath: paths.chatSignUpForm.build,
  resultPath: paths.chatSignUpResult.build,
  donePath: paths.chatSignUpDone.path,
  signInPath: paths.chatSignIn.build,
  fallbackPath: paths.results.build(),
  linkContext: async () => {
    const query = useShellStore.getState().query;
    const chatbotUserId = query?.chatbotUserId ?? (await waitForChatbotUserId(askHostForChatbotUserId));
    return {
      iframe: 'chatbot',
      chatbot_user_id: chatbotUserId,
      auth_auto_message_id: query?.authAutoMessageId ?? null,
      chatbot_sync: query?.chatbotSync ? 'true' : null,
    };
  },
};

/** The mailed link's key; taken out of the address as soon as it is read. */
const CONFIRMATION_TOKEN_KEY = 'confirmation_token';

/** Confirms the mailed link once per document and signs the new member in. */
function useSignUpConfirmation(): SignUpConfirmation {
  const { t } = useTranslation('auth');
  const settings = useHotelSettings();
  const errorText = useErrorText();
  return useHandOver(async (): Promise<SignUpConfirmation> => {
    const token = new URLSearchParams(window.location.search).get(CONFIRMATION_TOKEN_KEY)?.trim();
    if (!token) return { status: 'failed', message: t('signUpDone.invalid') };
    try {
      await confirmSignUp(authHotelOf(settings), token);
      return { status: 'done', message: t('signUpDone.confirmed') };
    } catch (error) {
      if (!(error instanceof ApiError) || error.local || error.status !== 422) return { status: 'failed', message: errorText(error) };
      const refusal = confirmationRefusal(error.codes);
      return { status: 'failed', message: t(refusal === 'expired' ? 'signUpDone.expired' : refusal === 'already_confirmed' ? 'signUpDone.alreadyConfirmed' : 'signUpDone.invalid') };
    }
  }, [CONFIRMATION_TOKEN_KEY]);
}

export function SignUpFormRoute() {
  return <SignUpPage flow={STANDARD_FLOW} />;
}

export function SignUpResultRoute() {
  return <SignUpResultPage flow={STANDARD_FLOW} />;
}

export function SignUpDoneRoute() {
  return <SignUpDonePage flow={STANDARD_FLOW} confirmation={useSignUpConfirmation()} />;
}

export function ChatSignUpRoute() {
  return <ChatSignUpChoice flow={CHAT_FLOW} />;
}

export function ChatSignUpFormRoute() {
  return <SignUpPage flow={CHAT_FLOW} />;
}

export function ChatSignUpResultRoute() {
  return <SignUpResultPage flow={CHAT_FLOW} />;
}

/** Confirmed in the chat, the member is linked to the chat user; once the chatbot holds its session, /sync-done. */
export function ChatSignUpDoneRoute() {
  const confirmation = useSignUpConfirmation();
  const navigate = useNavigate();
  const link = useHotelLink();
  const memberId = useAuthStore((state) => state.user?.id ?? null);
  const sync = useChatbotSyncStore();
  const linking = confirmation.status === 'done' && memberId !== null && sync.memberId === memberId && sync.status === 'syncing';
  const synced = confirmation.status === 'done' && memberId !== null && sync.memberId === memberId && sync.status === 'synced';
  useEffect(() => {
    if (synced) void navigate(link(paths.syncDone.build()), { replace: true });
  }, [synced, navigate, link]);
  return <SignUpDonePage flow={CHAT_FLOW} confirmation={confirmation} linking={linking} />;
}

/** Names the member only once this document linked them to the chat (ADR 192); otherwise the ways to link. */
export function SyncDoneRoute() {
  const settings = useHotelSettings();
  const link = useHotelLink();
  const member = useAuthStore((state) => state.user);
  const sync = useChatbotSyncStore();
  const linked = member !== null && sync.memberId === member.id && sync.status === 'synced' ? member : null;
  return (
    <SyncDonePage hotelName={settings.hotel_name} member={linked} bookingPath={link(paths.results.build())} signInPath={link(paths.chatSignIn.build())} />
  );
}

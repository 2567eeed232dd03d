import { CONFIRMATION_TOKEN_KEY, useConfirmSignUp } from '#app/features/auth/hooks/use-confirm-sign-up.ts';
import { ChatSignUpChoice } from '#app/features/auth/components/chat-sign-up-choice.tsx';
import { SignUpDonePage, type SignUpConfirmation } from '#app/features/auth/components/sign-up-done-page.tsx';
import { SignUpPage } from '#app/features/auth/components/sign-up-page.tsx';
import { SignUpResultPage } from '#app/features/auth/components/sign-up-result-page.tsx';
import { chatLinkContext } from '#app/features/auth/utils/chat-link-context.ts';
import type { SignUpFlow } from '#app/features/auth/utils/sign-up-flow.ts';
import { SyncDonePage } from '#app/features/chatbot/components/sync-done-page.tsx';
import { useHotelSettings } from '#app/shared/hotel/hotel-settings.tsx';
import { useHotelLink } from '#app/shared/hotel/use-hotel-link.ts';
import { paths } from '../paths';
import { useChatSignUpSync, useLinkedChatMember } from './use-chat-sign-up-sync';
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
  linkContext: chatLinkContext,
};

/** Confirms the mailed link once per document (its token then leaves the address) and signs the new member in. */
function useSignUpConfirmation(): SignUpConfirmation {
  return useHandOver(useConfirmSignUp(), [CONFIRMATION_TOKEN_KEY]);
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
  const { linking } = useChatSignUpSync(confirmation);
  return <SignUpDonePage flow={CHAT_FLOW} confirmation={confirmation} linking={linking} />;
}

/** Names the member only once this document linked them to the chat (ADR 192); otherwise the ways to link. */
export function SyncDoneRoute() {
  const settings = useHotelSettings();
  const link = useHotelLink();
  return (
    <SyncDonePage
      hotelName={settings.hotel_name}
      member={useLinkedChatMember()}
      bookingPath={link(paths.results.build())}
      signInPath={link(paths.chatSignIn.build())}
    />
  );
}

import type { BookingWidgetSettings } from '#domain/entities/settings.ts';
import { useAuthStore } from '#app/features/auth/stores/auth-store.ts';
import { followSignInsForChatbot } from '#app/features/chatbot/utils/chatbot-sync.ts';
import { followSignInsForCompanionInfo } from '#app/features/chatbot/utils/companion-info.ts';
import type { SignedInMember } from '#app/features/chatbot/utils/signed-in-member.ts';
import { useSessionStore } from '#app/platform/stores/session-store.ts';
import type { StartupQuery } from '#app/platform/read-startup-query.ts';

/** The member the membership feature confirmed (the identity answer named them), and each change of it. */
const signedInMember: SignedInMember = {
  current: () => useAuthStore.getState().user?.id ?? null,
  subscribe: (onChange) => useAuthStore.subscribe(onChange),
};

/**
 * What the host learns about each member who signs in: in the chatbot, the chatbot's credential (and the sync) once
 * the member linked the chat there;
 * where the hotel has companion support, the member's companion options.
 */
export function startMemberReports(
  settings: Pick<BookingWidgetSettings, 'hotel_id' | 'companion_support' | 'chatbot_host_origins'>,
  query: StartupQuery,
): void {
  followSignInsForChatbot(
    settings.hotel_id,
    query,
    { chatbotHostOrigins: settings.chatbot_host_origins ?? [], signedInHere: () => useAuthStore.getState().signedInHere },
    signedInMember,
  );
  followSignInsForCompanionInfo(
    {
      hotelId: settings.hotel_id,
      companionSupport: settings.companion_support === true,
      accessToken: () => useSessionStore.getState().userToken,
    },
    signedInMember,
  );
}

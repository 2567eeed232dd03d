import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import type { SignUpConfirmation } from '#app/features/auth/components/sign-up-done-page.tsx';
import { useAuthStore } from '#app/features/auth/stores/auth-store.ts';
import { useChatbotSyncStore } from '#app/features/chatbot/stores/chatbot-sync-store.ts';
import { useHotelLink } from '#app/shared/hotel/use-hotel-link.ts';
import { paths } from '../paths';

/**
 * A member confirmed in the chat is linked to the chat user (ADR 192): `linking` while the chatbot takes the
 * session, then on to /sync-done. Read here, where the route composes auth and chatbot (features never import
 * each other).
 */
export function useChatSignUpSync(confirmation: SignUpConfirmation): { linking: boolean } {
  const navigate = useNavigate();
  const link = useHotelLink();
  const memberId = useAuthStore((state) => state.user?.id ?? null);
  const sync = useChatbotSyncStore();
  const ours = confirmation.status === 'done' && memberId !== null && sync.memberId === memberId;
  const synced = ours && sync.status === 'synced';
  useEffect(() => {
    if (synced) void navigate(link(paths.syncDone.build()), { replace: true });
  }, [synced, navigate, link]);
  return { linking: ours && sync.status === 'syncing' };
}

/** The member this document linked to the chat, or null (then the sync-done page offers the ways to link). */
export function useLinkedChatMember() {
  const member = useAuthStore((state) => state.user);
  const sync = useChatbotSyncStore();
  return member !== null && sync.memberId === member.id && sync.status === 'synced' ? member : null;
}
